import Testing

@testable import ComposableUI

/// A field whose focus a text shows, and buttons that move focus by writing the state.
private struct Search: View {
  @FocusState var isFocused: Bool
  @State var query = ""

  var body: some View {
    VStack {
      TextField("Search", text: $query)
        .focused($isFocused)
      Text(isFocused ? "editing" : "idle")
      Button("Edit") { isFocused = true }
    }
  }
}

/// Two fields sharing one focus state, a button that moves focus to the second, and Escape to
/// clear it.
private struct LogIn: View {
  enum Field: Hashable { case username, password }

  @FocusState var field: Field?
  @State var username = ""
  @State var password = ""

  var body: some View {
    VStack {
      TextField("Username", text: $username)
        .focused($field, equals: .username)
      SecureField("Password", text: $password)
        .focused($field, equals: .password)
      Button("Next") { field = .password }
      Text("focus: \(field.map { "\($0)" } ?? "none")")
      Text("username: \(username) password: \(password)")
    }
    .onKeyPress(.escape) {
      field = nil
      return .handled
    }
  }
}

@MainActor
@Suite struct FocusStateTests {
  @Test func movingFocusWithTabUpdatesTheState() async {
    let terminal = TestTerminal(columns: 30, rows: 5)
    terminal.render { Search() }
    #expect(terminal.text.contains("idle"))
    await terminal.press(.tab)
    #expect(terminal.text.contains("editing"))
    await terminal.press(.tab)  // to the button
    #expect(terminal.text.contains("idle"))
  }

  @Test func writingTrueFocusesTheBoundView() async {
    let terminal = TestTerminal(columns: 30, rows: 5)
    terminal.render { Search() }
    await terminal.press(.backTab)  // the button
    await terminal.press(.enter)
    #expect(terminal.text.contains("editing"))
    await terminal.type("milk")
    #expect(terminal.visibleLines.first == "milk")
  }

  @Test func writingAValueFocusesTheViewBoundToIt() async {
    let terminal = TestTerminal(columns: 40, rows: 6)
    terminal.render { LogIn() }
    #expect(terminal.text.contains("focus: none"))
    await terminal.press(.tab)
    #expect(terminal.text.contains("focus: username"))
    await terminal.type("ada")
    await terminal.press(.tab)
    #expect(terminal.text.contains("focus: password"))
    await terminal.press(.tab)  // the button
    #expect(terminal.text.contains("focus: none"))
    await terminal.press(.enter)
    #expect(terminal.text.contains("focus: password"))
    // Typing goes to the secure field.
    await terminal.type("pw")
    #expect(terminal.text.contains("username: ada password: pw"))
    #expect(terminal.text.contains("••"))
  }

  @Test func writingNilTakesFocusAway() async {
    let terminal = TestTerminal(columns: 40, rows: 6)
    terminal.render { LogIn() }
    await terminal.press(.tab)
    await terminal.type("a")
    await terminal.press(.escape)
    #expect(terminal.text.contains("focus: none"))
    // Nothing has focus: typing goes nowhere.
    await terminal.type("b")
    #expect(terminal.text.contains("username: a password:"))
  }

  @Test func aClickMovesFocusAndTheState() async {
    let terminal = TestTerminal(columns: 40, rows: 6)
    terminal.render { LogIn().atTopLeading() }
    await terminal.click(column: 0, row: 1)  // the secure field
    #expect(terminal.text.contains("focus: password"))
  }

  @Test func writingInOnAppearFocusesTheFirstFrame() async {
    struct Prompt: View {
      @FocusState var isFocused: Bool
      @State var answer = ""
      var body: some View {
        VStack {
          Button("Skip") {}
          TextField("Answer", text: $answer).focused($isFocused)
          Text("answer: \(answer)")
        }
        .onAppear { isFocused = true }
      }
    }
    let terminal = TestTerminal(columns: 30, rows: 4)
    terminal.render { Prompt() }
    await terminal.type("42")
    #expect(terminal.text.contains("answer: 42"))
  }

  @Test func aChildViewWritesTheStateThroughItsBinding() async {
    struct Field: View {
      @FocusState.Binding var isFocused: Bool
      @Binding var text: String
      var body: some View {
        VStack {
          TextField("Note", text: $text).focused($isFocused)
          Text(isFocused ? "child: editing" : "child: idle")
        }
      }
    }
    struct Parent: View {
      @FocusState var isFocused: Bool
      @State var text = ""
      var body: some View {
        VStack {
          Field(isFocused: $isFocused, text: $text)
          Button("Edit") { isFocused = true }
          Text(isFocused ? "parent: editing" : "parent: idle")
        }
      }
    }
    let terminal = TestTerminal(columns: 30, rows: 5)
    terminal.render { Parent() }
    #expect(terminal.text.contains("child: idle"))
    await terminal.press(.backTab)  // the button
    await terminal.press(.enter)
    #expect(terminal.text.contains("child: editing"))
    #expect(terminal.text.contains("parent: editing"))
    await terminal.type("hi")
    #expect(terminal.visibleLines.first == "hi")
  }

  @Test func theStateGoesBackWhenTheFocusedViewGoesAway() async {
    struct Removable: View {
      @FocusState var isFocused: Bool
      @State var isShown = true
      @State var text = ""
      var body: some View {
        VStack {
          if isShown {
            TextField("Note", text: $text).focused($isFocused)
          }
          Text(isFocused ? "editing" : "idle")
        }
        .onKeyPress(.escape) {
          isShown = false
          return .handled
        }
      }
    }
    let terminal = TestTerminal(columns: 30, rows: 4)
    terminal.render { Removable() }
    await terminal.press(.tab)
    #expect(terminal.text.contains("editing"))
    await terminal.press(.escape)
    #expect(!terminal.text.contains("Note"))
    #expect(terminal.text.contains("idle"))
  }
}
