import ComposableUI
import Testing

/// Keys that arrive in one read, as a script or a fast typist sends them.
@MainActor
@Suite struct KeyBurstTests {
  @MainActor final class Presses {
    var names: [String] = []
  }

  struct TwoScreens: View {
    let presses: Presses
    @State private var screen = 1

    var body: some View {
      if screen == 1 {
        Button("Go to two") { screen = 2 }
        Button("One's other button") { presses.names.append("one") }
      } else {
        Button("Two's button") { presses.names.append("two") }
      }
    }
  }

  @Test func aKeyAfterOneThatChangedTheScreenGoesToTheScreenShownNow() async {
    let presses = Presses()
    let terminal = TestTerminal(columns: 30, rows: 4)
    terminal.render { TwoScreens(presses: presses) }
    // Tab, Enter (to screen two), Tab, Enter: the second Tab moves among screen two's views.
    await terminal.send(Array("\t\r\t\r".utf8))
    #expect(presses.names == ["two"])
    #expect(terminal.visibleLines == ["[Two's button]"])
  }

  @Test func typingIntoAFieldThatABurstMadeAppearKeepsEveryCharacter() async {
    struct Form: View {
      @State private var isEditing = false
      @State private var text = ""
      var body: some View {
        if isEditing {
          TextField("Name", text: $text)
          Text("typed: \(text)")
        } else {
          Button("Edit") { isEditing = true }
        }
      }
    }
    let terminal = TestTerminal(columns: 30, rows: 4)
    terminal.render { Form() }
    await terminal.send(Array("\t\r\tAnn".utf8))
    #expect(terminal.visibleLines.contains("typed: Ann"))
  }
}

extension KeyBurstTests {
  enum Field: Hashable {
    case first, second
  }

  struct TwoFields: View {
    @FocusState private var focus: Field?
    @State private var first = ""
    @State private var second = ""

    var body: some View {
      TextField("First", text: $first)
        .focused($focus, equals: .first)
        .onSubmit { focus = .second }
      TextField("Second", text: $second)
        .focused($focus, equals: .second)
      Text("first: \(first), second: \(second)")
    }
  }

  @Test func aFocusMovedBySubmittingTakesTheKeysAfterIt() async {
    let terminal = TestTerminal(columns: 40, rows: 4)
    terminal.render { TwoFields() }
    await terminal.send(Array("\tab\rcd".utf8))
    #expect(terminal.visibleLines.contains("first: ab, second: cd"))
  }

  struct Replacing: View {
    let presses: Presses
    @State private var isReplaced = false

    var body: some View {
      if isReplaced {
        Button("Other") { presses.names.append("other") }
      } else {
        Button("Hide") { isReplaced = true }
      }
    }
  }

  @Test func aClickAimsAtWhatTheScreenShowedAndIsDroppedWhenThatIsGone() async throws {
    let presses = Presses()
    let terminal = TestTerminal(columns: 20, rows: 1)
    terminal.render { Replacing(presses: presses) }
    let hide = try #require(terminal.position(of: "Hide"))
    let cell = "\(hide.column + 2);\(hide.row + 1)"
    let click = "\u{1B}[<0;\(cell)M\u{1B}[<0;\(cell)m"
    // Enter hides the button, and a click sent with it lands where "Hide" was shown: "Other",
    // drawn there only now, was never seen, so the click presses nothing.
    await terminal.send(Array("\t\r\(click)".utf8))
    #expect(presses.names.isEmpty)
    #expect(terminal.visibleLines == ["[Other]"])
    // A click on what the screen shows now presses it.
    await terminal.click("Other")
    #expect(presses.names == ["other"])
  }
}
