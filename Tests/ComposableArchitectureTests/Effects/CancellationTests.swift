import Testing

@testable import ComposableArchitecture

extension CoreTests {
  @Suite @MainActor struct CancellationTests {
    enum CancelID { case timer }

    @Reducer
    struct Timer {
      struct State: Equatable { var ticks = 0 }
      enum Action: Equatable {
        case start
        case startCancellingInFlight
        case stop
        case stopFromEffect
        case tick
      }
      @Dependency(\.continuousClock) var clock
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .start:
            return ticks.cancellable(id: CancelID.timer)
          case .startCancellingInFlight:
            return ticks.cancellable(id: CancelID.timer, cancelInFlight: true)
          case .stop:
            return .cancel(id: CancelID.timer)
          case .stopFromEffect:
            return .run { _ in Task.cancel(id: CancelID.timer) }
          case .tick:
            state.ticks += 1
            return .none
          }
        }
      }
      var ticks: Effect<Action> {
        .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
      }
    }

    func makeStore(_ clock: TestClock<Duration>) -> StoreOf<Timer> {
      Store(initialState: Timer.State()) {
        Timer()
      } withDependencies: {
        $0.continuousClock = clock
      }
    }

    @Test func cancelByID() async {
      let clock = TestClock()
      let store = makeStore(clock)
      let task = store.send(.start)
      await clock.advance(by: .seconds(3))
      #expect(store.ticks == 3)
      store.send(.stop)
      await task.finish()
      await clock.advance(by: .seconds(3))
      #expect(store.ticks == 3)
      #expect(task.isCancelled == false)
    }

    @Test func cancelFromInsideAnEffect() async {
      let clock = TestClock()
      let store = makeStore(clock)
      let task = store.send(.start)
      await clock.advance(by: .seconds(2))
      await store.send(.stopFromEffect).finish()
      await task.finish()
      await clock.advance(by: .seconds(2))
      #expect(store.ticks == 2)
    }

    @Test func withoutCancelInFlightBothRun() async {
      let clock = TestClock()
      let store = makeStore(clock)
      store.send(.start)
      store.send(.start)
      await clock.advance(by: .seconds(2))
      #expect(store.ticks == 4)
      store.send(.stop)
    }

    @Test func cancelInFlightCancelsThePreviousEffect() async {
      let clock = TestClock()
      let store = makeStore(clock)
      let first = store.send(.startCancellingInFlight)
      await clock.advance(by: .seconds(1))
      let second = store.send(.startCancellingInFlight)
      await first.finish()
      await clock.advance(by: .seconds(2))
      #expect(store.ticks == 3)
      store.send(.stop)
      await second.finish()
    }

    @Test func storeTaskCancelStopsTheEffect() async {
      let clock = TestClock()
      let store = makeStore(clock)
      let task = store.send(.start)
      await clock.advance(by: .seconds(1))
      task.cancel()
      await task.finish()
      #expect(task.isCancelled)
      await clock.advance(by: .seconds(5))
      #expect(store.ticks == 1)
    }

    @Test func twoStoresNeverCancelEachOthersEffects() async {
      let clock = TestClock()
      let a = makeStore(clock)
      let b = makeStore(clock)
      a.send(.start)
      b.send(.start)
      await clock.advance(by: .seconds(1))
      a.send(.stop)
      await clock.advance(by: .seconds(2))
      #expect(a.ticks == 1)
      #expect(b.ticks == 3)
      b.send(.stop)
    }

    @Test func releasingTheStoreCancelsItsEffects() async {
      let clock = TestClock()
      var store: StoreOf<Timer>? = makeStore(clock)
      weak let weakStore = store
      let task = store!.send(.start)
      await clock.advance(by: .seconds(1))
      store = nil
      #expect(weakStore == nil)
      await task.finish()
      #expect(task.isCancelled == false)
    }

    @Test func withTaskCancellationCancelsInFlightWork() async throws {
      let clock = TestClock()
      let log = LockIsolated<[String]>([])
      let first = Task {
        try await withTaskCancellation(id: CancelID.timer) {
          try await clock.sleep(for: .seconds(1))
          log.withValue { $0.append("first") }
        }
      }
      await settle()
      let second = Task {
        try await withTaskCancellation(id: CancelID.timer, cancelInFlight: true) {
          try await clock.sleep(for: .seconds(1))
          log.withValue { $0.append("second") }
        }
      }
      await settle()
      await clock.advance(by: .seconds(1))
      await #expect(throws: CancellationError.self) { try await first.value }
      try await second.value
      #expect(log.value == ["second"])
    }

    @Test func withTaskCancellationReturnsTheOperationsValue() async {
      let value = await withTaskCancellation(id: "value") { 42 }
      #expect(value == 42)
    }

    @Test func cancellingTheCallerCancelsTheOperation() async {
      let clock = TestClock()
      let task = Task {
        try await withTaskCancellation(id: "caller") {
          try await clock.sleep(for: .seconds(1))
        }
      }
      await settle()
      task.cancel()
      await #expect(throws: CancellationError.self) { try await task.value }
    }

    @Test func registryForgetsFinishedWork() async {
      let clock = TestClock()
      let store = makeStore(clock)
      store.send(.start)
      #expect(store.core.registry.count == 1)
      store.send(.stop)
      await settle()
      #expect(store.core.registry.count == 0)
    }
  }
}
