import Testing

@testable import ComposableUI

/// A counter whose count lives in `@State`: it shows the count and a button that increments it.
private struct StateCounter: View {
  let label: String
  @State var count = 0

  var body: some View {
    HStack {
      Text("\(label): \(count)")
      Button("+") { count += 1 }
    }
  }
}

@MainActor
@Suite struct StateAndIdentityTests {
  @Test func stateSurvivesTheParentsEvaluations() async {
    let terminal = TestTerminal(columns: 30, rows: 5)
    terminal.render { StateCounter(label: "a") }
    #expect(terminal.text.contains("a: 0"))
    await terminal.press(.tab)
    await terminal.press(.enter)
    await terminal.press(.enter)
    #expect(terminal.text.contains("a: 2"))
    // A new value of the same view at the same place keeps its state.
    terminal.render { StateCounter(label: "b") }
    #expect(terminal.text.contains("b: 2"))
  }

  @Test func branchesOfAnIfElseAreDifferentIdentities() async {
    struct Switcher: View {
      @State var flag = true
      var body: some View {
        VStack {
          Button("switch") { flag.toggle() }
          if flag {
            StateCounter(label: "on")
          } else {
            StateCounter(label: "off")
          }
        }
      }
    }
    let terminal = TestTerminal(columns: 30, rows: 6)
    terminal.render { Switcher() }
    await terminal.press(.tab)  // switch
    await terminal.press(.tab)  // +
    await terminal.press(.enter)
    #expect(terminal.text.contains("on: 1"))
    await terminal.press(.tab)  // switch
    await terminal.press(.enter)
    #expect(terminal.text.contains("off: 0"))
    await terminal.press(.enter)
    // Back to the first branch: a new identity, whose state starts over.
    #expect(terminal.text.contains("on: 0"))
  }

  @Test func aModifierWhoseArgumentChangesKeepsIdentityAndState() async {
    struct Colored: View {
      @State var flag = false
      var body: some View {
        VStack {
          Button("flip") { flag.toggle() }
          StateCounter(label: "n").foregroundColor(flag ? .red : .green)
        }
      }
    }
    let terminal = TestTerminal(columns: 30, rows: 6)
    terminal.render { Colored() }
    await terminal.press(.tab)
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(terminal.text.contains("n: 1"))
    await terminal.press(.backTab)
    await terminal.press(.enter)
    #expect(terminal.text.contains("n: 1"))
  }

  @Test func aChangedIDIsANewView() async {
    struct Keyed: View {
      @State var generation = 0
      var body: some View {
        VStack {
          Button("reset") { generation += 1 }
          StateCounter(label: "n").id(generation)
        }
      }
    }
    let terminal = TestTerminal(columns: 30, rows: 6)
    terminal.render { Keyed() }
    await terminal.press(.tab)
    await terminal.press(.tab)
    await terminal.press(.enter)
    await terminal.press(.enter)
    #expect(terminal.text.contains("n: 2"))
    await terminal.press(.backTab)
    await terminal.press(.enter)
    #expect(terminal.text.contains("n: 0"))
  }

  @Test func forEachRowsKeepTheirStateWhenMovedAndInserted() async {
    struct Rows: View {
      @State var names = ["a", "b", "c"]
      var body: some View {
        VStack {
          Button("shuffle") { names = ["x", "c", "a"] }
          ForEach(names, id: \.self) { name in StateCounter(label: name) }
        }
      }
    }
    let terminal = TestTerminal(columns: 30, rows: 8)
    terminal.render { Rows() }
    // Increment "a" once and "c" twice.
    await terminal.press(.tab)
    await terminal.press(.tab)
    await terminal.press(.enter)
    await terminal.press(.tab)
    await terminal.press(.tab)
    await terminal.press(.enter)
    await terminal.press(.enter)
    #expect(terminal.visibleLines == ["[shuffle]", "a: 1 [+]", "b: 0 [+]", "c: 2 [+]"])
    await terminal.press(.tab)  // back to shuffle, wrapping
    await terminal.press(.enter)
    #expect(terminal.visibleLines == ["[shuffle]", "x: 0 [+]", "c: 2 [+]", "a: 1 [+]"])
  }

  @Test func duplicateForEachIDsAreReported() {
    let terminal = TestTerminal(columns: 20, rows: 5)
    withKnownIssue {
      terminal.render { ForEach(["a", "a"], id: \.self) { Text($0) } }
    } matching: { issue in
      issue.description.contains("ForEach<String> of Text rows has duplicate ids: a.")
    }
    #expect(terminal.text.contains("a\n"))
  }
}
