import ComposableArchitectureLegacy
import Testing

extension CoreTests {
  /// The original API's `TestStore`: each failure, by its text, and the store keeps testing.
  @Suite @MainActor struct LegacyTestStoreTests {
    func makeStore(
      numberFact: @escaping (Int) -> Effect<String, ApiError> = { Effect(value: "\($0)") }
    ) -> (
      TestStore<AppState, AppState, AppAction, AppAction, AppEnvironment>,
      TestSchedulerOf<DispatchQueue>
    ) {
      let scheduler = DispatchQueue.test
      let store = TestStore(
        initialState: AppState(),
        reducer: appReducer,
        environment: AppEnvironment(
          mainQueue: scheduler.eraseToAnyScheduler(), numberFact: numberFact)
      )
      return (store, scheduler)
    }

    @Test func stateMismatchShowsADiff() {
      let (store, _) = makeStore()
      withKnownIssue {
        store.send(.incrementButtonTapped) { $0.count = 2 }
      } matching: { issue in
        issue.comments.map(\.rawValue).joined() == """
          A state change does not match expectation: …

              \u{2007} AppState(
              −   count: 2,
              +   count: 1,
              \u{2007}   numberFactAlert: nil
              \u{2007} )

          (Expected: −, Actual: +)
          """
      }
      // The store moves on to the actual state.
      store.send(.incrementButtonTapped) { $0.count = 2 }
      #expect(store.state.count == 2)
    }

    @Test func unexpectedChangeIsReported() {
      let (store, _) = makeStore()
      withKnownIssue {
        store.send(.incrementButtonTapped)
      } matching: { issue in
        issue.comments.map(\.rawValue).joined().hasPrefix(
          "A state change does not match expectation: …")
      }
    }

    @Test func unexpectedReceivedAction() {
      let (store, scheduler) = makeStore()
      store.send(.numberFactButtonTapped)
      scheduler.advance()
      withKnownIssue {
        store.receive(.numberFactResponse(.success("1"))) { $0.numberFactAlert = "0" }
      } matching: { issue in
        let text = issue.comments.map(\.rawValue).joined()
        return text.hasPrefix("Received unexpected action: …")
          && text.contains("−   .success(\"1\")")
          && text.contains("+   .success(\"0\")")
          && text.contains("(Expected: −, Received: +)")
      }
    }

    @Test func sendingBeforeReceivingIsReported() {
      let (store, scheduler) = makeStore()
      store.send(.numberFactButtonTapped)
      scheduler.advance()
      withKnownIssue {
        store.send(.incrementButtonTapped) { $0.count = 1 }
      } matching: { issue in
        let text = issue.comments.map(\.rawValue).joined()
        return text.hasPrefix("Must handle 1 received action before sending an action: …")
          && text.contains("Unhandled actions: [\n  [0]: .numberFactResponse(\n    .success(\"0\")")
      }
      // The unhandled action's change counts as seen; the send is asserted from there.
      #expect(store.state.numberFactAlert == "0")
    }

    @Test func actionsLeftAtTheEndAreReported() {
      withKnownIssue {
        let (store, scheduler) = makeStore()
        store.send(.numberFactButtonTapped)
        scheduler.advance()
      } matching: { issue in
        let text = issue.comments.map(\.rawValue).joined()
        return text.hasPrefix("The store received 1 unexpected action after this one: …")
          && text.contains("Assert each one with \"store.receive\" before the test ends.")
      }
    }

    @Test func effectsStillRunningAtTheEndAreReported() {
      // Reported where the action that started the effect was sent.
      let sendLine = #line + 4
      var scheduler: TestSchedulerOf<DispatchQueue>?
      withKnownIssue {
        let (store, testScheduler) = makeStore()
        store.send(.numberFactButtonTapped)
        scheduler = testScheduler
      } matching: { issue in
        let text = issue.comments.map(\.rawValue).joined()
        return text.hasPrefix(
          "An effect returned for this action is still running. It must complete before the end of the test. …"
        )
          && text.contains("advance the test scheduler far enough")
          && issue.sourceLocation?.line == sendLine
      }
      // The store cancelled the effect when it went away; running the scheduler drops the work
      // it still held for it (a test scheduler and its scheduled work keep each other alive).
      scheduler?.run()
    }

    @Test func environmentCanChangeBetweenSteps() {
      let (store, scheduler) = makeStore()
      store.environment.numberFact = { _ in Effect(error: ApiError()) }
      store.send(.numberFactButtonTapped)
      scheduler.advance()
      store.receive(.numberFactResponse(.failure(ApiError()))) {
        $0.numberFactAlert = "Could not load a number fact :("
      }
    }

    @Test func scopedTestStoreAssertsPart() {
      let (store, scheduler) = makeStore()
      store.send(.incrementButtonTapped) { $0.count = 1 }
      let counts = store.scope(
        state: \.count,
        action: { (tap: Bool) in
          tap ? AppAction.incrementButtonTapped : .decrementButtonTapped
        })
      #expect(counts.state == 1)
      counts.send(true) { $0 = 2 }
      counts.send(false) { $0 = 1 }
      withKnownIssue {
        counts.send(false) { $0 = 5 }
      } matching: { issue in
        issue.comments.map(\.rawValue).joined() == """
          A state change does not match expectation: …

              − 5
              + 0

          (Expected: −, Actual: +)
          """
      }
      _ = scheduler
    }

    @Test func effectsFromReceivedActionsRunToo() {
      let reducer = Reducer<[Int], Int, Void> { state, action, _ in
        state.append(action)
        return action > 0 ? Effect(value: action - 1) : .none
      }
      let store = TestStore(initialState: [], reducer: reducer, environment: ())
      store.send(2) { $0 = [2] }
      store.receive(1) { $0 = [2, 1] }
      store.receive(0) { $0 = [2, 1, 0] }
    }
  }
}
