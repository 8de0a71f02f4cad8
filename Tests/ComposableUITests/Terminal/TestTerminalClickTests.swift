import ComposableUI
import Testing

/// A button after wide characters: what a test clicks by its label.
private struct Tapper: View {
  @State private var taps = 0

  var body: some View {
    VStack(alignment: .leading) {
      Text("taps: \(taps)")
      HStack {
        Text("❌⭕️")
        Button("Tap") { taps += 1 }
      }
    }
  }
}

@Suite @MainActor struct TestTerminalClickTests {
  @Test func aPositionIsCountedInCells() {
    let terminal = TestTerminal(columns: 20, rows: 2)
    terminal.render { Tapper() }
    #expect(terminal.visibleLines == ["taps: 0", "❌⭕️ [Tap]"])
    // Two wide characters and a space after where the centered view starts: five cells on.
    let start = terminal.lines[1].prefix { $0 == " " }.count
    #expect(terminal.position(of: "[Tap]")?.column == start + 5)
    #expect(terminal.position(of: "[Tap]")?.row == 1)
    #expect(terminal.position(of: "Tip") == nil)
  }

  @Test func aClickOnALabelPressesItsButton() async {
    let terminal = TestTerminal(columns: 20, rows: 2)
    terminal.render { Tapper() }
    await terminal.click("Tap")
    await terminal.click("[Tap]")
    #expect(terminal.visibleLines[0] == "taps: 2")
  }

  @Test func aLabelTheScreenDoesNotShowIsReported() async {
    let terminal = TestTerminal(columns: 20, rows: 2)
    terminal.render { Tapper() }
    await withKnownIssue {
      await terminal.click("Tip")
    } matching: { issue in
      issue.description.contains(
        """
        TestTerminal.click(_:) found no "Tip" on the screen, which shows:

             taps: 0
             ❌⭕️ [Tap]
        """)
    }
    #expect(terminal.visibleLines[0] == "taps: 0")
  }
}
