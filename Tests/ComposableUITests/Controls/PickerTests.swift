import Testing

@testable import ComposableUI

private enum Flavor: Hashable {
  case vanilla, chocolate, strawberry
}

/// A picker of three flavors and a text that reads the choice.
private struct FlavorPicker: View {
  @State var flavor = Flavor.vanilla

  var body: some View {
    VStack(alignment: .leading) {
      Picker("Flavor", selection: $flavor) {
        Text("Vanilla").tag(Flavor.vanilla)
        Text("Chocolate").tag(Flavor.chocolate)
        Text("Strawberry").tag(Flavor.strawberry)
      }
      Text("chose \(flavor)")
    }
  }
}

@MainActor
@Suite struct PickerTests {
  @Test func arrowsChooseTheNeighboringOptionAndStopAtTheEnds() async {
    let terminal = TestTerminal(columns: 30, rows: 3)
    terminal.render { FlavorPicker() }
    #expect(terminal.visibleLines == ["Flavor: ‹Vanilla›", "chose vanilla"])
    await terminal.press(.tab)
    await terminal.press(.right)
    #expect(terminal.visibleLines == ["Flavor: ‹Chocolate›", "chose chocolate"])
    await terminal.press(.right)
    #expect(terminal.visibleLines == ["Flavor: ‹Strawberry›", "chose strawberry"])
    // Past the last option, Right stays, as a menu's arrow keys do.
    await terminal.press(.right)
    #expect(terminal.visibleLines == ["Flavor: ‹Strawberry›", "chose strawberry"])
    await terminal.press(.left)
    await terminal.press(.left)
    await terminal.press(.left)
    #expect(terminal.visibleLines == ["Flavor: ‹Vanilla›", "chose vanilla"])
  }

  @Test func enterChoosesTheNextOptionAndWrapsToTheFirst() async {
    let terminal = TestTerminal(columns: 30, rows: 3)
    terminal.render { FlavorPicker() }
    await terminal.press(.tab)
    await terminal.press(.enter)
    await terminal.type(" ")
    #expect(terminal.visibleLines.last == "chose strawberry")
    await terminal.press(.enter)
    #expect(terminal.visibleLines.last == "chose vanilla")
  }

  @Test func aSelectionMatchingNoTagShowsADash() async {
    struct Host: View {
      @State var flavor = Flavor.strawberry
      var body: some View {
        VStack(alignment: .leading) {
          Picker("Flavor", selection: $flavor) {
            Text("Vanilla").tag(Flavor.vanilla)
            Text("Chocolate").tag(Flavor.chocolate)
          }
          Text("chose \(flavor)")
        }
      }
    }
    let terminal = TestTerminal(columns: 30, rows: 3)
    terminal.render { Host() }
    #expect(terminal.visibleLines == ["Flavor: ‹—›", "chose strawberry"])
    // Left goes to the last option, Right to the first.
    await terminal.press(.tab)
    await terminal.press(.left)
    #expect(terminal.visibleLines == ["Flavor: ‹Chocolate›", "chose chocolate"])
  }

  @Test func anOptionalSelectionMatchesTagsOfItsWrappedType() async {
    struct Host: View {
      @State var flavor: Flavor? = nil
      var body: some View {
        VStack(alignment: .leading) {
          Picker("Flavor", selection: $flavor) {
            Text("Vanilla").tag(Flavor.vanilla)
            Text("Chocolate").tag(Flavor.chocolate)
          }
          Text("chose " + (flavor.map { "\($0)" } ?? "nothing"))
        }
      }
    }
    let terminal = TestTerminal(columns: 30, rows: 3)
    terminal.render { Host() }
    #expect(terminal.visibleLines == ["Flavor: ‹—›", "chose nothing"])
    await terminal.press(.tab)
    await terminal.press(.right)
    await terminal.press(.right)
    #expect(terminal.visibleLines == ["Flavor: ‹Chocolate›", "chose chocolate"])
  }

  @Test func optionsFromAForEach() async {
    struct Host: View {
      @State var size = "M"
      var body: some View {
        Picker("Size", selection: $size) {
          ForEach(["S", "M", "L"], id: \.self) { size in
            Text(size).tag(size)
          }
        }
      }
    }
    let terminal = TestTerminal(columns: 20, rows: 1)
    terminal.render { Host() }
    #expect(terminal.visibleLines == ["Size: ‹M›"])
    await terminal.press(.tab)
    await terminal.press(.right)
    #expect(terminal.visibleLines == ["Size: ‹L›"])
  }

  @Test func optionsWithoutATagOfTheSelectionsTypeAreNotOffered() async {
    struct Host: View {
      @State var number = 1
      var body: some View {
        Picker("Number", selection: $number) {
          Text("one").tag(1)
          Text("untagged")
          Text("two, as a string").tag("2")
          Text("three").tag(3)
        }
      }
    }
    let terminal = TestTerminal(columns: 30, rows: 1)
    terminal.render { Host() }
    await terminal.press(.tab)
    await terminal.press(.right)
    #expect(terminal.visibleLines == ["Number: ‹three›"])
  }

  @Test func anEmptyTitleShowsTheOptionAlone() {
    struct Host: View {
      @State var flavor = Flavor.chocolate
      var body: some View {
        Picker("", selection: $flavor) {
          Text("Vanilla").tag(Flavor.vanilla)
          Text("Chocolate").tag(Flavor.chocolate)
        }
      }
    }
    let terminal = TestTerminal(columns: 20, rows: 1)
    terminal.render { Host() }
    #expect(terminal.visibleLines == ["‹Chocolate›"])
  }

  @Test func aSelectionChangedFromOutsideShows() async {
    // The body does not read `flavor`: the picker watches its binding itself.
    struct Host: View {
      @State var flavor = Flavor.vanilla
      var body: some View {
        VStack(alignment: .leading) {
          Picker("Flavor", selection: $flavor) {
            Text("Vanilla").tag(Flavor.vanilla)
            Text("Chocolate").tag(Flavor.chocolate)
          }
          Button("chocolate") { flavor = .chocolate }
        }
      }
    }
    let terminal = TestTerminal(columns: 30, rows: 3)
    terminal.render { Host() }
    await terminal.press(.tab)
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(terminal.visibleLines == ["Flavor: ‹Chocolate›", "[chocolate]"])
  }

  @Test func aClickChoosesTheNextOptionOrTheOneBefore() async {
    let terminal = TestTerminal(columns: 20, rows: 2)
    terminal.render { FlavorPicker() }
    // "Flavor: ‹Vanilla›" at the top-left corner: the "‹" is at column 8.
    await terminal.click(column: 12, row: 0)
    #expect(terminal.visibleLines.last == "chose chocolate")
    await terminal.click(column: 8, row: 0)
    #expect(terminal.visibleLines.last == "chose vanilla")
  }

  @Test func aDisabledPickerTakesNoFocusAndIgnoresKeys() async {
    struct Host: View {
      @State var flavor = Flavor.vanilla
      var body: some View {
        VStack(alignment: .leading) {
          Picker("Flavor", selection: $flavor) {
            Text("Vanilla").tag(Flavor.vanilla)
            Text("Chocolate").tag(Flavor.chocolate)
          }
          .disabled(true)
          Button("ok") {}
        }
      }
    }
    let terminal = TestTerminal(columns: 30, rows: 3)
    terminal.render { Host() }
    await terminal.press(.tab)
    await terminal.press(.right)
    #expect(terminal.visibleLines == ["Flavor: ‹Vanilla›", "[ok]"])

    let probe = TestTerminal(columns: 30, rows: 3)
    probe.render { Host() }
    #expect(probe.style(of: "Flavor")?.foreground == .gray)
    #expect(probe.style(of: "Vanilla")?.foreground == .gray)
  }

  @Test func arrowsThatLeadNowhereAreGrayAndFocusIsReverseVideo() async {
    let probe = TestTerminal(columns: 30, rows: 3)
    probe.render { FlavorPicker() }
    #expect(probe.style(of: "‹Vanilla›")?.foreground == .gray)
    #expect(probe.style(of: "‹Vanilla›", offset: 8)?.foreground == nil)
    await probe.press(.tab)
    #expect(probe.style(of: "Flavor:")?.inverse == true)
    #expect(probe.style(of: "Vanilla")?.inverse == true)
    await probe.press(.right)
    await probe.press(.right)
    #expect(probe.style(of: "‹Strawberry›")?.foreground == nil)
    #expect(probe.style(of: "‹Strawberry›", offset: 11)?.foreground == .gray)
  }

  @Test func aTagOutsideAPickerChangesNothing() {
    let terminal = TestTerminal(columns: 20, rows: 1)
    terminal.render {
      HStack {
        Text("a").tag(1)
        Spacer()
        Text("b").tag(2)
      }
    }
    #expect(terminal.lines == ["a" + String(repeating: " ", count: 18) + "b"])
  }
}
