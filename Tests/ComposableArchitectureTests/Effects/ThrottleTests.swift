import Testing

@testable import ComposableArchitecture

extension CoreTests {
  @Suite @MainActor struct ThrottleTests {
    @Reducer
    struct Feature {
      struct State: Equatable { var received: [Int] = [] }
      enum Action: Equatable {
        case trigger(Int, latest: Bool)
        case received(Int)
      }
      enum CancelID { case throttle }
      @Dependency(\.continuousClock) var clock
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .trigger(let value, let latest):
            return .send(.received(value))
              .throttle(id: CancelID.throttle, for: .seconds(1), clock: clock, latest: latest)
          case .received(let value):
            state.received.append(value)
            return .none
          }
        }
      }
    }

    /// A parent that throttles its own actions under the same identifier as its child.
    @Reducer
    struct Pair {
      struct State: Equatable {
        var child = Feature.State()
        var received: [String] = []
      }
      enum Action: Equatable {
        case child(Feature.Action)
        case trigger(String)
        case received(String)
      }
      @Dependency(\.continuousClock) var clock
      var body: some ReducerOf<Self> {
        Scope(state: \.child, action: \.child) { Feature() }
        Reduce { state, action in
          switch action {
          case .trigger(let value):
            return .send(.received(value))
              .throttle(id: Feature.CancelID.throttle, for: .seconds(1), clock: clock, latest: true)
          case .received(let value):
            state.received.append(value)
            return .none
          case .child:
            return .none
          }
        }
      }
    }

    func makeStore(_ clock: TestClock<Duration>) -> StoreOf<Feature> {
      Store(initialState: Feature.State()) {
        Feature()
      } withDependencies: {
        $0.continuousClock = clock
      }
    }

    @Test func latestSendsTheMostRecentHeldAction() async {
      let clock = TestClock()
      let store = makeStore(clock)
      store.send(.trigger(1, latest: true))
      await settle()
      #expect(store.received == [1])
      store.send(.trigger(2, latest: true))
      await settle()
      store.send(.trigger(3, latest: true))
      await settle()
      #expect(store.received == [1])
      await clock.advance(by: .seconds(1))
      #expect(store.received == [1, 3])
      await clock.advance(by: .seconds(1))
      store.send(.trigger(4, latest: true))
      await settle()
      #expect(store.received == [1, 3, 4])
    }

    @Test func firstSendsTheFirstHeldAction() async {
      let clock = TestClock()
      let store = makeStore(clock)
      store.send(.trigger(1, latest: false))
      await settle()
      store.send(.trigger(2, latest: false))
      await settle()
      store.send(.trigger(3, latest: false))
      await settle()
      await clock.advance(by: .seconds(1))
      #expect(store.received == [1, 2])
    }

    @Test func throttlesOfDifferentActionTypesKeepTheirOwnWindows() async {
      let clock = TestClock()
      let store = Store(initialState: Pair.State()) {
        Pair()
      } withDependencies: {
        $0.continuousClock = clock
      }
      store.send(.child(.trigger(1, latest: true)))
      await settle()
      store.send(.trigger("a"))
      await settle()
      #expect(store.child.received == [1])
      #expect(store.received == ["a"])
      // The child's window, opened by 1, is still running: 2 is held, not sent at once.
      store.send(.child(.trigger(2, latest: true)))
      await settle()
      #expect(store.child.received == [1])
      await clock.advance(by: .seconds(1))
      #expect(store.child.received == [1, 2])
    }

    @Test func stateMachineDecisions() {
      var state = ThrottleState<ContinuousClock.Instant, Int>()
      let start = ContinuousClock.now
      let oneSecondLater = { (instant: ContinuousClock.Instant) in
        instant.advanced(by: .seconds(1))
      }
      guard
        case .sendNow(1) = state.receive(1, at: start, latest: true, intervalEnd: oneSecondLater)
      else {
        Issue.record("first action is sent at once")
        return
      }
      guard
        case .sendAt(let deadline) = state.receive(
          2, at: start.advanced(by: .milliseconds(10)), latest: true, intervalEnd: oneSecondLater)
      else {
        Issue.record("second action is held")
        return
      }
      #expect(deadline == start.advanced(by: .seconds(1)))
      _ = state.receive(
        3, at: start.advanced(by: .milliseconds(20)), latest: true, intervalEnd: oneSecondLater)
      #expect(state.held == 3)
      #expect(state.releaseHeld(at: deadline) == 3)
      #expect(state.releaseHeld(at: deadline) == nil)
      guard
        case .sendNow(4) = state.receive(
          4, at: deadline.advanced(by: .seconds(1)), latest: true, intervalEnd: oneSecondLater)
      else {
        Issue.record("an action after the interval is sent at once")
        return
      }
      // Time that went backwards starts a new interval instead of waiting for the old deadline.
      guard
        case .sendNow(5) = state.receive(
          5, at: start.advanced(by: .seconds(-60)), latest: true, intervalEnd: oneSecondLater)
      else {
        Issue.record("an action from before the last one sent is sent at once")
        return
      }
    }
  }
}
