import Testing

@testable import ComposableUI

/// A counter that "+" increments, wherever focus is inside it.
private struct KeyedCounter: View {
  @State var count = 0

  var body: some View {
    VStack {
      Text("count: \(count)")
      Button("reset") { count = 0 }
    }
    .onKeyPress("+") {
      count += 1
      return .handled
    }
  }
}

@MainActor
@Suite struct OnKeyPressTests {
  @Test func aKeyNothingFocusedUsesGoesToTheHandler() async {
    let terminal = TestTerminal(columns: 20, rows: 4)
    terminal.render { KeyedCounter() }
    // Nothing has focus: every handler on screen sees the key.
    await terminal.type("+")
    #expect(terminal.text.contains("count: 1"))
    // The focused button does not use "+": it goes to the handler around it.
    await terminal.press(.tab)
    await terminal.type("++")
    #expect(terminal.text.contains("count: 3"))
    // Other keys still reach the button.
    await terminal.press(.enter)
    #expect(terminal.text.contains("count: 0"))
  }

  @Test func aFocusedTextFieldKeepsTheCharactersTypedInIt() async {
    let log = Log()
    struct Search: View {
      let log: Log
      @State var query = ""
      var body: some View {
        VStack {
          TextField("Search", text: $query)
          Text("query: \(query)")
        }
        .onKeyPress("a") {
          log.entries.append("a")
          return .handled
        }
      }
    }
    let terminal = TestTerminal(columns: 20, rows: 4)
    terminal.render { Search(log: log) }
    await terminal.press(.tab)
    await terminal.type("abc")
    #expect(terminal.text.contains("query: abc"))
    #expect(log.entries.isEmpty)
  }

  @Test func escapeHandledInASheetDoesNotDismissIt() async {
    let log = Log()
    struct Host: View {
      let log: Log
      let result: KeyPress.Result
      @State var isShown = true
      var body: some View {
        Text("main")
          .sheet(isPresented: $isShown) {
            VStack {
              Text("sheet")
              Button("Close") { isShown = false }
            }
            .onKeyPress(.escape) {
              log.entries.append("escape")
              return result
            }
          }
      }
    }
    let terminal = TestTerminal(columns: 30, rows: 10)
    terminal.render { Host(log: log, result: .handled) }
    #expect(terminal.text.contains("sheet"))
    await terminal.press(.escape)
    #expect(log.entries == ["escape"])
    #expect(terminal.text.contains("sheet"))

    // A handler that ignores the key leaves it to the renderer, which dismisses the sheet.
    let ignoring = TestTerminal(columns: 30, rows: 10)
    ignoring.render { Host(log: log, result: .ignored) }
    await ignoring.press(.escape)
    #expect(log.entries == ["escape", "escape"])
    #expect(!ignoring.text.contains("sheet"))
  }

  @Test func innerHandlersGoFirstAndAHandledKeyStops() async {
    let log = Log()
    struct Nested: View {
      let log: Log
      var body: some View {
        VStack {
          Button("inner") {}
            .onKeyPress(keys: ["x", "y"]) { press in
              log.entries.append("inner \(press.characters)")
              return press.key == "x" ? .handled : .ignored
            }
        }
        .onKeyPress { press in
          // A handler for every key sees Tab too: leave it to move focus.
          guard press.key != .tab else { return .ignored }
          log.entries.append("outer \(press.characters)")
          return .handled
        }
      }
    }
    let terminal = TestTerminal(columns: 20, rows: 3)
    terminal.render { Nested(log: log) }
    await terminal.press(.tab)
    await terminal.type("xyz")
    #expect(log.entries == ["inner x", "inner y", "outer y", "outer z"])
  }

  @Test func aHandledTabDoesNotMoveFocus() async {
    struct Trap: View {
      @State var tabs = 0
      var body: some View {
        VStack {
          Button("first") {}
          Button("second") {}
          Text("tabs: \(tabs)")
        }
        .onKeyPress(keys: [.tab]) { press in
          // Shift-Tab is the same key with Shift held.
          guard !press.modifiers.contains(.shift) else { return .ignored }
          tabs += 1
          return .handled
        }
      }
    }
    let terminal = TestTerminal(columns: 20, rows: 4)
    terminal.render { Trap() }
    await terminal.press(.tab)
    #expect(terminal.text.contains("tabs: 1"))
    #expect(terminal.style(of: "first")?.inverse != true)
    // Shift-Tab is ignored by the handler, so it moves focus, to the last button.
    await terminal.press(.backTab)
    #expect(terminal.style(of: "second")?.inverse == true)
    await terminal.press(.tab)
    #expect(terminal.text.contains("tabs: 2"))
    #expect(terminal.style(of: "second")?.inverse == true)
  }

  @Test func keysMapToTheirEquivalents() {
    #expect(KeyPress(.enter).key == .return)
    #expect(KeyPress(.up).key == .upArrow)
    #expect(KeyPress(.backspace).key == .delete)
    #expect(KeyPress(.delete).key == .deleteForward)
    #expect(KeyPress(.character(" ")).key == .space)
    #expect(KeyPress(.backTab).key == .tab)
    #expect(KeyPress(.backTab).modifiers == .shift)
    let control = KeyPress(.ctrl("s"))
    #expect(control.key == "s")
    #expect(control.modifiers == .control)
    #expect(control.characters == "\u{13}")
  }
}
