import ComposableArchitectureLegacy
import ConcurrencyExtras
import Testing

#if DistributedTracing
  import InMemoryTracing
  import Tracing
#endif

extension CoreTests {
  /// `debug()` and `signpost()` of the original API.
  @Suite @MainActor struct LegacyDebugTests {
    /// Runs `actions` through a store of `reducer`, then returns what was printed.
    func printed(
      _ actions: [AppAction],
      reducer: (DebugEnvironment) -> Reducer<AppState, AppAction, AppEnvironment>
    ) -> [String] {
      let messages = LockIsolated<[String]>([])
      let queue = DispatchQueue(label: "legacy-debug-tests")
      let debugEnvironment = DebugEnvironment(
        printer: { message in messages.withValue { $0.append(message) } },
        queue: queue
      )
      let store = Store(
        initialState: AppState(),
        reducer: reducer(debugEnvironment),
        environment: AppEnvironment(
          mainQueue: .immediate, numberFact: { Effect(value: "\($0) is a number") })
      )
      let viewStore = ViewStore(store)
      for action in actions { viewStore.send(action) }
      queue.sync {}
      return messages.value
    }

    @Test func debugPrintsEachActionAndStateDiff() {
      let messages = printed([.incrementButtonTapped, .numberFactButtonTapped]) { debug in
        appReducer.debug(environment: { _ in debug })
      }
      #expect(
        messages == [
          """
          received action:
            AppAction.incrementButtonTapped
            AppState(
          -   count: 0,
          +   count: 1,
              numberFactAlert: nil
            )

          """,
          """
          received action:
            AppAction.numberFactButtonTapped
            (No state changes)

          """,
          """
          received action:
            AppAction.numberFactResponse(
              .success("1 is a number")
            )
            AppState(
              count: 1,
          -   numberFactAlert: nil
          +   numberFactAlert: "1 is a number"
            )

          """,
        ])
    }

    @Test func debugWithPrefixAndLabels() {
      let messages = printed([.numberFactButtonTapped]) { debug in
        appReducer.debug("Counter", actionFormat: .labelsOnly, environment: { _ in debug })
      }
      #expect(messages.count == 2)
      #expect(
        messages.first
          == "Counter: received action:\n  AppAction.numberFactButtonTapped\n  (No state changes)\n"
      )
      #expect(
        messages.last?.hasPrefix(
          "Counter: received action:\n  AppAction.numberFactResponse(.success)\n") == true)
    }

    @Test func debugActionsPrintsActionsOnly() {
      let messages = printed([.incrementButtonTapped]) { debug in
        appReducer.debugActions(actionFormat: .labelsOnly, environment: { _ in debug })
      }
      #expect(messages == ["received action:\n  AppAction.incrementButtonTapped\n"])
    }

    @Test func debugOneCaseOfPartOfTheState() {
      let messages = printed([.incrementButtonTapped, .factAlertDismissed]) { debug in
        appReducer.debug(
          state: \.count,
          action: AnyCasePath(
            embed: { _ in AppAction.incrementButtonTapped },
            extract: { $0 == .incrementButtonTapped ? () : nil }
          ),
          environment: { _ in debug }
        )
      }
      #expect(messages == ["received action:\n  ()\n- 0\n+ 1\n"])
    }

    // Run with `--traits DistributedTracing` (or `--enable-all-traits`).
    #if DistributedTracing
      @Test func signpostTracesActionsAndEffects() {
        let tracer = InMemoryTracer()
        let scheduler = DispatchQueue.test
        let store = Store(
          initialState: AppState(),
          reducer: appReducer.signpost("App.", tracer: tracer),
          environment: AppEnvironment(
            mainQueue: scheduler.eraseToAnyScheduler(), numberFact: { Effect(value: "\($0)") })
        )
        let viewStore = ViewStore(store)
        viewStore.send(.numberFactButtonTapped)
        #expect(
          tracer.finishedSpans.map(\.operationName) == [
            "App.Action AppAction.numberFactButtonTapped"
          ])
        scheduler.advance()
        #expect(
          tracer.finishedSpans.map(\.operationName) == [
            "App.Action AppAction.numberFactButtonTapped",
            "App.Action AppAction.numberFactResponse(.success(_:))",
            "App.Effect AppAction.numberFactResponse(.success(_:))",
            "App.Effect AppAction.numberFactButtonTapped",
          ])
        #expect(viewStore.numberFactAlert == "0")
      }
    #endif
  }
}
