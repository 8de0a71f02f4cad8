import Foundation
import ComposableArchitecture
import Testing

extension CoreTests {
  @Suite @MainActor struct TestStoreExhaustivityTests {
    func makeStore() -> TestStore<NumberFact.State, NumberFact.Action> {
      TestStore(initialState: NumberFact.State()) {
        NumberFact()
      } withDependencies: {
        $0.numberFactClient.fetch = { "\($0) is a number." }
      }
    }

    @Test func offChecksOnlyWhatIsAsserted() async {
      let store = makeStore()
      store.exhaustivity = .off
      await store.send(.incrementButtonTapped)
      await store.send(.incrementButtonTapped) { $0.count = 2 }
      await store.send(.numberFactButtonTapped)
      await store.receive(\.numberFactResponse) { $0.numberFact = "2 is a number." }
      await store.send(.numberFactButtonTapped)
      // Received actions and effects left at the end are ignored.
    }

    @Test func offStillFailsOnAWrongAssertion() async {
      let store = makeStore()
      store.exhaustivity = .off
      await withKnownIssue {
        await store.send(.incrementButtonTapped) { $0.count = 5 }
      } matching: { issue in
        text(of: issue).hasPrefix("A state change does not match expectation: …")
      }
    }

    @Test func offSkipsReceivedActionsUntilAMatch() async {
      let store = makeStore()
      store.exhaustivity = .off
      await store.send(.numberFactButtonTapped)
      await store.send(.incrementButtonTapped)
      await store.send(.numberFactButtonTapped)
      await store.receive(.numberFactResponse("1 is a number.")) {
        $0.numberFact = "1 is a number."
      }
    }

    @Test func aReceiveThatMatchesNothingKeepsTheReceivedActions() async {
      let store = makeStore()
      store.exhaustivity = .off
      await store.send(.numberFactButtonTapped)
      await withKnownIssue {
        await store.receive(.numberFactResponse("no such fact"), timeout: .milliseconds(10))
      }
      // The action that did arrive is still there to be received.
      await store.receive(.numberFactResponse("0 is a number.")) {
        $0.numberFact = "0 is a number."
      }
    }

    @Test func showSkippedAssertionsReportsThemAsKnownIssues() async {
      // The skipped state change and received action are recorded as known issues, which show in
      // the test's output without failing it.
      let store = makeStore()
      store.exhaustivity = .off(showSkippedAssertions: true)
      await store.send(.incrementButtonTapped) { $0.count = 1 }
      await store.send(.numberFactButtonTapped)
      await store.finish()
      await store.skipReceivedActions()
      #expect(store.state.numberFact == "1 is a number.")
    }

    @Test func offRunsTheClosureOnTheNewStateOnly() async {
      let store = makeStore()
      store.exhaustivity = .off
      await store.send(.incrementButtonTapped) {
        // Reads the new state, as upstream's non-exhaustive assertions do.
        #expect($0.count == 1)
        $0.count = 1
      }
    }

    @Test func shownSkippedAssertionsRunTheClosureOnThePreviousStateAsExpectedFailures() async {
      let store = makeStore()
      store.exhaustivity = .off(showSkippedAssertions: true)
      await store.send(.incrementButtonTapped)
      await withKnownIssue(isIntermittent: true) {
        await store.send(.incrementButtonTapped) {
          // On the previous state this fails: recorded as expected, not as a failure.
          #expect($0.count == 2)
          $0.count = 2
        }
      }
    }

    @Test func assertionClosuresRunWithTheStoresDependencies() async {
      let store = TestStore(initialState: NumberFact.State()) {
        NumberFact()
      } withDependencies: {
        $0.numberFactClient.fetch = { "\($0) is a number." }
        $0.date.now = Date(timeIntervalSince1970: 0)
      }
      await store.send(.numberFactButtonTapped) { $0.isLoading = true }
      await store.receive(\.numberFactResponse) {
        $0.isLoading = false
        // Outside the store's dependencies, `date` would be unimplemented in a test.
        @Dependency(\.date.now) var now
        $0.numberFact = "\(Int(now.timeIntervalSince1970)) is a number."
      }
    }

    @Test func withExhaustivityRestoresTheSetting() async {
      let store = makeStore()
      await store.withExhaustivity(.off) {
        await store.send(.numberFactButtonTapped)
        await store.skipReceivedActions()
      }
      #expect(store.exhaustivity == .on)
      store.withExhaustivity(.off) {
        #expect(store.exhaustivity == .off)
      }
      await withKnownIssue {
        await store.send(.incrementButtonTapped)
      } matching: { issue in
        text(of: issue).hasPrefix("State was not expected to change")
      }
    }

    @Test func skipReceivedActionsAndInFlightEffects() async {
      let clock = TestClock()
      let store = tickerStore(clock)
      await store.send(.start) { $0.isRunning = true }
      await clock.advance(by: .seconds(3))
      await store.skipReceivedActions()
      #expect(store.state.ticks == 3)
      await store.skipInFlightEffects()
      // Skipped, not cancelled: the timer keeps ticking, and its actions are received.
      await clock.advance(by: .seconds(3))
      // The state is as of the last assertion until the new actions are received or skipped.
      #expect(store.state.ticks == 3)
      await store.skipReceivedActions()
      #expect(store.state.ticks == 6)
      await store.send(.stop) { $0.isRunning = false }
    }
  }
}
