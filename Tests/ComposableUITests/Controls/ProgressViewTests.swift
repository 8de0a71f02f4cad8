import Testing

@testable import ComposableUI

@MainActor
@Suite struct ProgressViewTests {
  @Test func aBarFillsTheWidthItIsOffered() {
    let terminal = TestTerminal(columns: 20, rows: 1)
    terminal.render { ProgressView(value: 0.5) }
    #expect(terminal.lines == ["██████████░░░░░░░░░░"])
  }

  @Test func aTitleGoesAboveTheBar() {
    let terminal = TestTerminal(columns: 12, rows: 2)
    terminal.render { ProgressView("Downloading", value: 3.0, total: 4.0) }
    #expect(terminal.lines == ["Downloading", "█████████░░░"])
  }

  @Test func theValueIsClampedToTheTotal() {
    func bar(_ value: Double, total: Double = 1) -> String {
      let terminal = TestTerminal(columns: 4, rows: 1)
      terminal.render { ProgressView(value: value, total: total) }
      return terminal.lines[0]
    }
    #expect(bar(2) == "████")
    #expect(bar(-1) == "░░░░")
    #expect(bar(.nan) == "░░░░")
    #expect(bar(.infinity) == "████")
    #expect(bar(1, total: 0) == "░░░░")
    #expect(bar(1, total: .nan) == "░░░░")
    #expect(bar(3, total: 4) == "███░")
  }

  @Test func partialCellsRoundDown() {
    let terminal = TestTerminal(columns: 100, rows: 1)
    terminal.render { ProgressView(value: 0.29) }
    #expect(terminal.lines[0].filter { $0 == "█" }.count == 29)
    terminal.render { ProgressView(value: 0.999) }
    #expect(terminal.lines[0].filter { $0 == "█" }.count == 99)
  }

  @Test func theValueCanChange() async {
    struct Host: View {
      @State var done = 0.0
      var body: some View {
        VStack {
          ProgressView(value: done, total: 4)
          Button("step") { done += 1 }
        }
      }
    }
    let terminal = TestTerminal(columns: 8, rows: 2)
    terminal.render { Host() }
    #expect(terminal.lines[0] == "░░░░░░░░")
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(terminal.lines[0] == "██░░░░░░")
  }

  @Test func anUnknownAmountShowsAnEllipsis() {
    let terminal = TestTerminal(columns: 20, rows: 3)
    terminal.render { ProgressView() }
    #expect(terminal.visibleLines == ["…"])
    terminal.render { ProgressView("Loading") }
    #expect(terminal.visibleLines == ["… Loading"])
    terminal.render { ProgressView(value: nil as Double?) }
    #expect(terminal.visibleLines == ["…"])
  }

  @Test func theIdealWidthIsTwentyCells() {
    let terminal = TestTerminal(columns: 40, rows: 3)
    terminal.render { ProgressView(value: 0.5) }
    let bar = terminal.graph.root!.children[0]
    #expect(bar.size(for: .unspecified) == Size(width: 20, height: 1))
    terminal.render { ProgressView("A title longer than twenty", value: 0.5) }
    let titled = terminal.graph.root!.children[0]
    #expect(titled.size(for: .unspecified) == Size(width: 26, height: 2))
  }
}
