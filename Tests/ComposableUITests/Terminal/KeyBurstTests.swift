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
