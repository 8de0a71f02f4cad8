import Testing

@testable import ComposableUI

/// A counter whose changes are logged, and a button that re-evaluates its body without changing
/// the count.
private struct Counter: View {
  let log: Log
  @State var count = 0
  @State var unrelated = 0

  var body: some View {
    VStack {
      Button("increment") { count += 1 }
      Button("unrelated") { unrelated += 1 }
      Text("count: \(count) unrelated: \(unrelated)")
    }
    .onChange(of: count) { oldValue, newValue in
      log.entries.append("\(oldValue) -> \(newValue)")
    }
  }
}

/// A view whose change handler uses the single-value form SwiftUI deprecated.
@available(*, deprecated, message: "Exercises onChange(of:perform:) on purpose.")
private struct DeprecatedCounter: View {
  let log: Log
  @State var count = 0

  var body: some View {
    Button("increment") { count += 1 }
      .onChange(of: count) { newValue in log.entries.append("now \(newValue)") }
  }
}

@MainActor
@Suite struct OnChangeTests {
  @Test func theActionSeesThePreviousAndTheNewValue() async {
    let log = Log()
    let terminal = TestTerminal(columns: 40, rows: 5)
    terminal.render { Counter(log: log) }
    #expect(log.entries.isEmpty)
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(log.entries == ["0 -> 1"])
    await terminal.press(.enter)
    #expect(log.entries == ["0 -> 1", "1 -> 2"])
    #expect(terminal.text.contains("count: 2"))
  }

  @Test func anEqualValueDoesNotRunTheAction() async {
    let log = Log()
    let terminal = TestTerminal(columns: 40, rows: 5)
    terminal.render { Counter(log: log) }
    await terminal.press(.tab)
    await terminal.press(.tab)
    await terminal.press(.enter)  // the body runs again with the same count
    #expect(terminal.text.contains("count: 0 unrelated: 1"))
    #expect(log.entries.isEmpty)
  }

  @Test func initialRunsTheActionWhenTheViewAppears() async {
    let log = Log()
    struct Initial: View {
      let log: Log
      @State var count = 0
      var body: some View {
        Button("increment") { count += 1 }
          .onChange(of: count, initial: true) { oldValue, newValue in
            log.entries.append("\(oldValue) -> \(newValue)")
          }
      }
    }
    let terminal = TestTerminal(columns: 20, rows: 3)
    terminal.render { Initial(log: log) }
    #expect(log.entries == ["0 -> 0"])
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(log.entries == ["0 -> 0", "0 -> 1"])
  }

  @Test func theZeroArgumentForm() async {
    let log = Log()
    struct Silent: View {
      let log: Log
      @State var count = 0
      var body: some View {
        Button("increment") { count += 1 }
          .onChange(of: count) { log.entries.append("changed") }
      }
    }
    let terminal = TestTerminal(columns: 20, rows: 3)
    terminal.render { Silent(log: log) }
    await terminal.press(.tab)
    await terminal.press(.enter)
    await terminal.press(.enter)
    #expect(log.entries == ["changed", "changed"])
  }

  @Test func aStateWrittenByTheActionIsShown() async {
    struct Doubler: View {
      @State var count = 0
      @State var doubled = 0
      var body: some View {
        VStack {
          Button("increment") { count += 1 }
          Text("doubled: \(doubled)")
        }
        .onChange(of: count) { _, newValue in doubled = newValue * 2 }
      }
    }
    let terminal = TestTerminal(columns: 20, rows: 3)
    terminal.render { Doubler() }
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(terminal.text.contains("doubled: 2"))
  }

  @Test func aNewIdentityStartsOver() async {
    let log = Log()
    struct Renewing: View {
      let log: Log
      @State var count = 0
      @State var generation = 0
      var body: some View {
        VStack {
          Button("increment") { count += 1 }
          Button("renew") { generation += 1 }
          Text("watched")
            .onChange(of: count, initial: true) { oldValue, newValue in
              log.entries.append("\(oldValue) -> \(newValue)")
            }
            .id(generation)
        }
      }
    }
    let terminal = TestTerminal(columns: 20, rows: 4)
    terminal.render { Renewing(log: log) }
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(log.entries == ["0 -> 0", "0 -> 1"])
    // The new identity compares from the value it first sees, and runs its initial action again.
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(log.entries == ["0 -> 0", "0 -> 1", "1 -> 1"])
  }

  @Test func aViewThatGoesAwayDoesNotRunItsAction() async {
    let log = Log()
    struct Vanishing: View {
      let log: Log
      @State var count = 0
      var body: some View {
        VStack {
          Button("increment") { count += 1 }
          if count < 1 {
            Text("watched").onChange(of: count) { log.entries.append("changed") }
          }
        }
      }
    }
    let terminal = TestTerminal(columns: 20, rows: 3)
    terminal.render { Vanishing(log: log) }
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(!terminal.text.contains("watched"))
    #expect(log.entries.isEmpty)
  }

  @available(*, deprecated)
  @Test func theDeprecatedSingleValueForm() async {
    let log = Log()
    let terminal = TestTerminal(columns: 20, rows: 3)
    terminal.render { DeprecatedCounter(log: log) }
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(log.entries == ["now 1"])
  }
}
