#if SwiftLog
  import Logging
#endif
import Testing

@testable import ComposableArchitecture

extension CoreTests {
  @Suite @MainActor struct DebugReducerTests {
    @Test func customDumpPrintsTheActionAndADiff() {
      let text = _ReducerPrinter<Counter.State, Counter.Action>.formatCustomDump(
        action: .increment,
        oldState: Counter.State(count: 0),
        newState: Counter.State(count: 1)
      )
      #expect(
        text == """
          received action:
            Counter.Action.increment
            Counter.State(
              id: 0,
          -   count: 0
          +   count: 1
            )

          """
      )
    }

    @Test func customDumpSaysWhenNothingChanged() {
      let text = _ReducerPrinter<Counter.State, Counter.Action>.formatCustomDump(
        action: .set(0), oldState: Counter.State(), newState: Counter.State()
      )
      #expect(
        text == """
          received action:
            Counter.Action.set(0)
            (No state changes)

          """
      )
    }

    @Test func actionLabelsPrintsTheCase() {
      #expect(
        _ReducerPrinter<Counter.State, Counter.Action>.formatActionLabel(.set(3))
          == "received action: Counter.Action.set(_:)"
      )
    }

    @Test func printChangesReportsEveryAction() {
      let changes = LockIsolated<[String]>([])
      let store = Store(initialState: Counter.State()) {
        Counter()._printChanges(
          _ReducerPrinter { action, old, new in
            changes.withValue { $0.append("\(action): \(old.count)→\(new.count)") }
          }
        )
      }
      store.send(.increment)
      store.send(.set(5))
      #expect(changes.value == ["increment: 0→1", "set(5): 1→5"])
    }

    @Test func nilPrinterPrintsNothing() {
      let store = Store(initialState: Counter.State()) { Counter()._printChanges(nil) }
      store.send(.increment)
      #expect(store.count == 1)
    }
  }
}

// Run with `--traits SwiftLog` (or `--enable-all-traits`).
#if SwiftLog
extension CoreTests {
  @Suite
  @MainActor
  struct LoggerPrinterTests {
    /// Collects the messages logged through it.
    struct CapturingHandler: LogHandler {
      let messages: LockIsolated<[(Logger.Level, String, Logger.Metadata?)]>
      var metadata: Logger.Metadata = [:]
      var logLevel: Logger.Level = .trace

      subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
      }

      func log(event: LogEvent) {
        messages.withValue { $0.append((event.level, "\(event.message)", event.metadata)) }
      }
    }

    @Test func logsEachChangeThroughSwiftLog() {
      let messages = LockIsolated<[(Logger.Level, String, Logger.Metadata?)]>([])
      let logger = Logger(label: "tests") { _ in CapturingHandler(messages: messages) }
      let store = Store(initialState: Counter.State()) {
        Counter()._printChanges(.logger(logger, level: .info))
      }
      store.send(.increment)
      let logged = messages.value
      #expect(logged.count == 1)
      #expect(logged.first?.0 == .info)
      #expect(logged.first?.1.hasPrefix("received action:\n  Counter.Action.increment\n") == true)
      #expect(logged.first?.1.contains("+   count: 1") == true)
      #expect(logged.first?.2?["action"] == "Counter.Action.increment")
    }
  }
}
#endif
