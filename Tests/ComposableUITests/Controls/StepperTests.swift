import Testing

@testable import ComposableUI

/// A stepper over a count from 0 to 3.
private struct Counter: View {
  @State var count = 2

  var body: some View {
    Stepper("Count: \(count)", value: $count, in: 0...3)
  }
}

@MainActor
@Suite struct StepperTests {
  @Test func keysStepTheValueWithinTheRange() async {
    let terminal = TestTerminal(columns: 30, rows: 3)
    terminal.render { Counter() }
    #expect(terminal.visibleLines == ["Count: 2 [-|+]"])
    await terminal.press(.tab)
    await terminal.press(.right)
    #expect(terminal.visibleLines == ["Count: 3 [-|+]"])
    // At the top of the range, increments do nothing.
    await terminal.press(.right)
    await terminal.type("+")
    await terminal.press(.enter)
    #expect(terminal.visibleLines == ["Count: 3 [-|+]"])
    await terminal.press(.left)
    await terminal.type("-")
    await terminal.press(.left)
    #expect(terminal.visibleLines == ["Count: 0 [-|+]"])
    // At the bottom, decrements do nothing.
    await terminal.press(.left)
    await terminal.type("-")
    #expect(terminal.visibleLines == ["Count: 0 [-|+]"])
    await terminal.press(.enter)
    #expect(terminal.visibleLines == ["Count: 1 [-|+]"])
  }

  @Test func aStepLargerThanWhatIsLeftStopsAtTheEnd() async {
    struct Host: View {
      @State var value = 4
      var body: some View {
        Stepper("Value: \(value)", value: $value, in: 0...5, step: 2)
      }
    }
    let terminal = TestTerminal(columns: 30, rows: 3)
    terminal.render { Host() }
    await terminal.press(.tab)
    await terminal.press(.right)
    #expect(terminal.visibleLines == ["Value: 5 [-|+]"])
    await terminal.press(.left)
    await terminal.press(.left)
    await terminal.press(.left)
    #expect(terminal.visibleLines == ["Value: 0 [-|+]"])
  }

  @Test func aValueOutsideTheRangeStepsBackIntoIt() async {
    struct Host: View {
      @State var value = 10
      var body: some View {
        Stepper("Value: \(value)", value: $value, in: 0...5)
      }
    }
    let terminal = TestTerminal(columns: 30, rows: 3)
    terminal.render { Host() }
    await terminal.press(.tab)
    await terminal.press(.left)
    #expect(terminal.visibleLines == ["Value: 5 [-|+]"])
  }

  @Test func theEndsOfTheWholeIntegerRangeDoNotOverflow() async {
    struct Host: View {
      @State var value = Int.max
      var body: some View {
        Stepper(value == .max ? "max" : "less", value: $value, in: 0...Int.max, step: 10)
      }
    }
    let terminal = TestTerminal(columns: 30, rows: 3)
    terminal.render { Host() }
    await terminal.press(.tab)
    await terminal.press(.right)
    #expect(terminal.visibleLines == ["max [-|+]"])
    await terminal.press(.left)
    #expect(terminal.visibleLines == ["less [-|+]"])
  }

  @Test func aFloatingPointValue() async {
    struct Host: View {
      @State var volume = 0.5
      var body: some View {
        Stepper("Volume: \(volume)", value: $volume, in: 0...1, step: 0.25)
      }
    }
    let terminal = TestTerminal(columns: 30, rows: 3)
    terminal.render { Host() }
    await terminal.press(.tab)
    await terminal.press(.right)
    await terminal.press(.right)
    await terminal.press(.right)
    #expect(terminal.visibleLines == ["Volume: 1.0 [-|+]"])
  }

  @Test func actionsRunForEachPress() async {
    struct Host: View {
      @State var level = 0
      var body: some View {
        Stepper("Level \(level)", onIncrement: { level += 1 }, onDecrement: nil)
      }
    }
    let terminal = TestTerminal(columns: 30, rows: 3)
    terminal.render { Host() }
    await terminal.press(.tab)
    await terminal.press(.right)
    await terminal.press(.right)
    // No decrement action: `-` does nothing.
    await terminal.press(.left)
    #expect(terminal.visibleLines == ["Level 2 [-|+]"])
  }

  @Test func aLabelBuiltByAClosure() async {
    struct Host: View {
      @State var count = 0
      var body: some View {
        Stepper(value: $count, in: 0...9) {
          Text("Items: \(count)").bold()
        }
      }
    }
    let terminal = TestTerminal(columns: 30, rows: 3)
    terminal.render { Host() }
    await terminal.press(.tab)
    await terminal.type("+")
    #expect(terminal.visibleLines == ["Items: 1 [-|+]"])
  }

  @Test func clicksOnTheButtons() async {
    let terminal = TestTerminal(columns: 14, rows: 1)
    terminal.render { Counter() }
    // "Count: 2 [-|+]": the minus at column 10, the plus at column 12.
    await terminal.click(column: 10, row: 0)
    #expect(terminal.visibleLines == ["Count: 1 [-|+]"])
    await terminal.click(column: 12, row: 0)
    await terminal.click(column: 12, row: 0)
    #expect(terminal.visibleLines == ["Count: 3 [-|+]"])
  }

  @Test func aDisabledStepperTakesNoFocusAndIgnoresKeys() async {
    struct Host: View {
      @State var count = 1
      var body: some View {
        VStack {
          Stepper("Count: \(count)", value: $count, in: 0...3).disabled(true)
          Button("ok") {}
        }
      }
    }
    let terminal = TestTerminal(columns: 30, rows: 4)
    terminal.render { Host() }
    await terminal.press(.tab)
    await terminal.press(.right)
    await terminal.type("+")
    #expect(terminal.visibleLines == ["Count: 1 [-|+]", "[ok]"])
  }

  @Test func aButtonThatCannotChangeTheValueIsGray() async {
    let probe = TestTerminal(columns: 30, rows: 3)
    probe.render { Counter() }
    #expect(probe.style(of: "[-|+]", offset: 1)?.foreground == nil)
    #expect(probe.style(of: "[-|+]", offset: 3)?.foreground == nil)
    await probe.press(.tab)
    await probe.press(.right)
    #expect(probe.style(of: "[-|+]", offset: 1)?.foreground == nil)
    #expect(probe.style(of: "[-|+]", offset: 3)?.foreground == .gray)
    #expect(probe.style(of: "Count: 3")?.inverse == true)
  }
}
