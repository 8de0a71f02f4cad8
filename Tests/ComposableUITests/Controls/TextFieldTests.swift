import Testing

@testable import ComposableUI

/// A field and a text that reads what it edits.
private struct Greeting: View {
  @State var name = ""

  var body: some View {
    VStack {
      TextField("Name", text: $name)
      Text("hello \(name)")
    }
  }
}

/// A binding's value and every value written to it.
@MainActor
private final class WriteLog {
  var text = ""
  var writes: [String] = []

  var binding: Binding<String> {
    Binding(
      get: { self.text },
      set: {
        self.text = $0
        self.writes.append($0)
      })
  }
}

@MainActor
@Suite struct TextFieldTests {
  @Test func typedCharactersGoIntoTheBoundText() async {
    let terminal = TestTerminal(columns: 30, rows: 5)
    terminal.render { Greeting() }
    #expect(terminal.visibleLines == ["Name", "hello"])
    await terminal.press(.tab)
    await terminal.type("milk")
    #expect(terminal.text.contains("hello milk"))
    #expect(terminal.visibleLines == ["milk", "hello milk"])
  }

  @Test func theCursorMovesAndTextGoesInWhereItIs() async {
    let terminal = TestTerminal(columns: 30, rows: 5)
    terminal.render { Greeting() }
    await terminal.press(.tab)
    await terminal.type("mlk")
    await terminal.press(.left)
    await terminal.press(.left)
    await terminal.type("i")
    #expect(terminal.visibleLines.last == "hello milk")
    await terminal.press(.home)
    await terminal.type("<")
    await terminal.press(.end)
    await terminal.type(">")
    #expect(terminal.visibleLines.last == "hello <milk>")
    // Left at the start and Right at the end stay there, and keep focus in the field.
    await terminal.press(.home)
    await terminal.press(.left)
    await terminal.type("a")
    await terminal.press(.end)
    await terminal.press(.right)
    await terminal.type("z")
    #expect(terminal.visibleLines.last == "hello a<milk>z")
  }

  @Test func backspaceAndDeleteRemoveAroundTheCursor() async {
    let terminal = TestTerminal(columns: 30, rows: 5)
    terminal.render { Greeting() }
    await terminal.press(.tab)
    await terminal.type("abcd")
    await terminal.press(.backspace)
    #expect(terminal.visibleLines.last == "hello abc")
    await terminal.press(.home)
    // Nothing before the cursor: Backspace does nothing.
    await terminal.press(.backspace)
    #expect(terminal.visibleLines.last == "hello abc")
    await terminal.press(.delete)
    #expect(terminal.visibleLines.last == "hello bc")
    await terminal.press(.end)
    // Nothing after the cursor: Delete does nothing.
    await terminal.press(.delete)
    #expect(terminal.visibleLines.last == "hello bc")
  }

  @Test func eachEditWritesTheBindingOnce() async {
    let log = WriteLog()
    let terminal = TestTerminal(columns: 20, rows: 3)
    terminal.render { TextField("Name", text: log.binding) }
    await terminal.press(.tab)
    await terminal.type("ab")
    await terminal.press(.backspace)
    await terminal.press(.left)
    await terminal.press(.delete)
    // Edits that change nothing, and cursor moves, write nothing.
    await terminal.press(.backspace)
    await terminal.press(.delete)
    await terminal.press(.right)
    await terminal.press(.end)
    #expect(log.writes == ["a", "ab", "a", ""])
    // A binding that is not observable still shows the field's own edits.
    await terminal.type("ok")
    #expect(terminal.visibleLines == ["ok"])
  }

  @Test func enterRunsTheSubmitActionAndTabMovesToTheNextField() async {
    struct Form: View {
      @State var first = ""
      @State var second = ""
      @State var submissions: [String] = []
      var body: some View {
        VStack {
          TextField("First", text: $first)
          TextField("Second", text: $second)
          Text("submitted \(submissions.joined(separator: ","))")
        }
        .onSubmit { submissions.append("\(first)/\(second)") }
      }
    }
    let terminal = TestTerminal(columns: 30, rows: 5)
    terminal.render { Form() }
    await terminal.press(.tab)
    await terminal.type("a")
    await terminal.press(.enter)
    #expect(terminal.visibleLines == ["a", "Second", "submitted a/"])
    await terminal.press(.tab)
    await terminal.type("b")
    await terminal.press(.enter)
    #expect(terminal.visibleLines == ["a", "b", "submitted a/,a/b"])
    // Up and down move focus too: back to the first field.
    await terminal.press(.up)
    await terminal.type("c")
    await terminal.press(.down)
    await terminal.type("d")
    #expect(terminal.visibleLines == ["ac", "bd", "submitted a/,a/b"])
  }

  @Test func nestedSubmitActionsRunInnermostFirst() async {
    struct Nested: View {
      @State var text = ""
      @State var log: [String] = []
      var body: some View {
        VStack {
          TextField("Field", text: $text)
            .onSubmit { log.append("inner") }
          Text(log.joined(separator: " "))
        }
        .onSubmit { log.append("outer") }
      }
    }
    let terminal = TestTerminal(columns: 30, rows: 5)
    terminal.render { Nested() }
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(terminal.text.contains("inner outer"))
  }

  @Test func aTextChangedFromOutsideShowsAndClampsTheCursor() async {
    // The body does not read `text`: the field watches its binding itself.
    struct Host: View {
      @State var text = "hello world"
      var body: some View {
        VStack {
          TextField("Text", text: $text)
          Button("shorten") { text = "hi" }
        }
      }
    }
    let terminal = TestTerminal(columns: 30, rows: 5)
    terminal.render { Host() }
    await terminal.press(.tab)
    await terminal.press(.left)
    await terminal.press(.left)
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(terminal.visibleLines == ["hi", "[shorten]"])
    // The cursor was past the new end: it is clamped to it.
    await terminal.press(.backTab)
    await terminal.type("!")
    #expect(terminal.visibleLines == ["hi!", "[shorten]"])
  }

  @Test func aCursorAtTheEndStaysAtTheEndWhenTheTextGrows() async {
    struct Host: View {
      @State var text = ""
      var body: some View {
        VStack {
          TextField("Text", text: $text)
          Button("fill") { text = "milk" }
        }
      }
    }
    let terminal = TestTerminal(columns: 30, rows: 5)
    terminal.render { Host() }
    await terminal.press(.tab)
    await terminal.press(.tab)
    await terminal.press(.enter)
    await terminal.press(.backTab)
    await terminal.type("s")
    #expect(terminal.visibleLines.first == "milks")
  }

  @Test func textWiderThanTheFieldScrollsToKeepTheCursorInView() async {
    struct Host: View {
      @State var text = ""
      var body: some View {
        HStack {
          Text("Name:")
          TextField("", text: $text).frame(width: 6)
        }
      }
    }
    let terminal = TestTerminal(columns: 20, rows: 3)
    terminal.render { Host() }
    await terminal.press(.tab)
    await terminal.type("abcdefghij")
    // Five characters and the cursor's cell after them.
    #expect(terminal.visibleLines == ["Name: fghij"])
    await terminal.press(.home)
    #expect(terminal.visibleLines == ["Name: abcdef"])
    await terminal.press(.end)
    #expect(terminal.visibleLines == ["Name: fghij"])
    // Deleting from the end scrolls back, so that the field stays full.
    await terminal.press(.backspace)
    await terminal.press(.backspace)
    await terminal.press(.backspace)
    #expect(terminal.visibleLines == ["Name: cdefg"])
  }

  @Test func aDisabledFieldTakesNoFocusAndIgnoresKeys() async {
    struct Host: View {
      @State var text = ""
      var body: some View {
        VStack {
          TextField("Name", text: $text).disabled(true)
          Button("fill") { text = "filled" }
        }
      }
    }
    let terminal = TestTerminal(columns: 20, rows: 4)
    terminal.render { Host() }
    // Tab skips the field: the button has focus, and typing goes nowhere.
    await terminal.press(.tab)
    await terminal.type("x")
    #expect(terminal.visibleLines == ["Name", "[fill]"])
    await terminal.press(.enter)
    #expect(terminal.visibleLines == ["filled", "[fill]"])
  }

  @Test func aSecureFieldShowsABulletPerCharacter() async {
    struct Host: View {
      @State var password = ""
      var body: some View {
        VStack {
          SecureField("Password", text: $password)
          Text("\(password.count) characters, \(password)")
        }
      }
    }
    let terminal = TestTerminal(columns: 30, rows: 4)
    terminal.render { Host() }
    #expect(terminal.visibleLines.first == "Password")
    await terminal.press(.tab)
    await terminal.type("pw1")
    #expect(terminal.visibleLines == ["•••", "3 characters, pw1"])
  }

  @Test func aPromptReplacesTheTitleWhileTheTextIsEmpty() async {
    struct Host: View {
      @State var text = ""
      var body: some View {
        TextField("Name", text: $text, prompt: Text("Required"))
      }
    }
    let terminal = TestTerminal(columns: 20, rows: 3)
    terminal.render { Host() }
    #expect(terminal.visibleLines == ["Required"])
    await terminal.press(.tab)
    await terminal.type("x")
    #expect(terminal.visibleLines == ["x"])
  }

  @Test func pastedLineBreaksAndTabsAreDropped() async {
    let terminal = TestTerminal(columns: 30, rows: 5)
    terminal.render { Greeting() }
    await terminal.press(.tab)
    await terminal.paste("oat\n\tmilk")
    #expect(terminal.visibleLines.last == "hello oatmilk")
  }

  @Test func aClickPutsTheCursorOnTheCharacterClicked() async {
    struct Host: View {
      @State var text = "milk"
      @State var submitted = false
      var body: some View {
        VStack(alignment: .leading) {
          TextField("Name", text: $text).frame(width: 10)
          Text(submitted ? "submitted" : "editing")
        }
        .onSubmit { submitted = true }
      }
    }
    let terminal = TestTerminal(columns: 10, rows: 2)
    terminal.render { Host() }
    // The field is at the top-left corner: a click on the "l" focuses the field, without
    // submitting it, and puts the cursor before the "l".
    await terminal.click(column: 2, row: 0)
    await terminal.type("s")
    #expect(terminal.visibleLines == ["mislk", "editing"])
  }

  @Test func theIdealWidthFitsTheTextOrThePlaceholderAndTheCursor() async {
    let log = WriteLog()
    let terminal = TestTerminal(columns: 20, rows: 3)
    terminal.render { TextField("Name", text: log.binding) }
    let field = terminal.graph.root!.children[0]
    #expect(field.size(for: .unspecified) == Size(width: 5, height: 1))
    #expect(field.size(for: ProposedSize(width: 12, height: 3)) == Size(width: 12, height: 1))
    await terminal.press(.tab)
    await terminal.type("milkshake")
    #expect(field.size(for: .unspecified) == Size(width: 10, height: 1))
  }

  @Test func theCursorIsDrawnInReverseVideoAndThePlaceholderInGray() async {
    struct Host: View {
      @State var name = ""
      var body: some View {
        VStack {
          TextField("Name", text: $name)
          Button("ok") {}
        }
      }
    }
    let probe = TestTerminal(columns: 20, rows: 4)
    probe.render { Host() }
    #expect(probe.style(of: "Name")?.foreground == .gray)
    #expect(probe.style(of: "Name")?.underline == true)
    #expect(probe.style(of: "Name")?.inverse == false)
    await probe.press(.tab)
    // Focused and empty: the cursor is on the placeholder's first character.
    #expect(probe.style(of: "Name")?.inverse == true)
    #expect(probe.style(of: "Name", offset: 1)?.inverse == false)
    await probe.type("ab")
    #expect(probe.style(of: "ab")?.inverse == false)
    #expect(probe.style(of: "ab")?.underline == true)
    #expect(probe.style(of: "ab", offset: 2)?.inverse == true)
    await probe.press(.left)
    #expect(probe.style(of: "ab", offset: 1)?.inverse == true)
    #expect(probe.style(of: "ab", offset: 2)?.inverse == false)
    // Without focus, no cursor.
    await probe.press(.tab)
    #expect(probe.style(of: "[ok]")?.inverse == true)
    #expect(probe.style(of: "ab", offset: 1)?.inverse == false)
    #expect(probe.style(of: "ab", offset: 2)?.inverse == false)
  }

  @Test func aDisabledFieldIsGray() {
    let probe = TestTerminal(columns: 20, rows: 3)
    probe.render { TextField("Name", text: .constant("milk")).disabled(true) }
    #expect(probe.style(of: "milk")?.foreground == .gray)
  }
}

@MainActor
@Suite struct PasteTests {
  @Test func aPasteGoesIntoAFieldInOneWriteAndNeverPressesAButton() async {
    final class Counter {
      var writes = 0
      var presses = 0
    }
    let counter = Counter()
    struct Host: View {
      let counter: Counter
      @State var text = ""
      var body: some View {
        VStack {
          Button("press") { counter.presses += 1 }
          TextField(
            "Text",
            text: Binding(
              get: { text },
              set: {
                counter.writes += 1
                text = $0
              }))
          Text("text: \(text)")
        }
      }
    }
    let terminal = TestTerminal(columns: 30, rows: 4)
    terminal.render { Host(counter: counter) }
    await terminal.press(.tab)
    await terminal.paste("a b ")
    #expect(counter.presses == 0)
    await terminal.press(.tab)
    await terminal.paste("hello world")
    #expect(counter.writes == 1)
    #expect(terminal.text.contains("text: hello world"))
  }
}
