import Dispatch
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

    /// Advances the clock a second at a time, letting the effects run after each second: a
    /// timer sleeps again only once its tick was sent, and a single long advance could pass
    /// the next deadline before that sleep starts.
    func advance(_ clock: TestClock<Duration>, seconds: Int) async {
      for _ in 0..<seconds {
        await clock.advance(by: .seconds(1))
        await settle()
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
      await advance(clock, seconds: 3)
      #expect(store.ticks == 3)
      store.send(.stop)
      await task.finish()
      await advance(clock, seconds: 3)
      #expect(store.ticks == 3)
      // Cancelled by its identifier (issue 17: this used to stay `false`).
      #expect(task.isCancelled == true)
    }

    @Test func cancelFromInsideAnEffect() async {
      let clock = TestClock()
      let store = makeStore(clock)
      let task = store.send(.start)
      await advance(clock, seconds: 2)
      await store.send(.stopFromEffect).finish()
      await task.finish()
      await advance(clock, seconds: 2)
      #expect(store.ticks == 2)
    }

    @Test func withoutCancelInFlightBothRun() async {
      let clock = TestClock()
      let store = makeStore(clock)
      store.send(.start)
      store.send(.start)
      await advance(clock, seconds: 2)
      #expect(store.ticks == 4)
      store.send(.stop)
    }

    @Test func cancelInFlightCancelsThePreviousEffect() async {
      let clock = TestClock()
      let store = makeStore(clock)
      let first = store.send(.startCancellingInFlight)
      await advance(clock, seconds: 1)
      let second = store.send(.startCancellingInFlight)
      await first.finish()
      await advance(clock, seconds: 2)
      #expect(store.ticks == 3)
      store.send(.stop)
      await second.finish()
    }

    @Test func storeTaskCancelStopsTheEffect() async {
      let clock = TestClock()
      let store = makeStore(clock)
      let task = store.send(.start)
      await advance(clock, seconds: 1)
      task.cancel()
      await task.finish()
      #expect(task.isCancelled)
      await advance(clock, seconds: 5)
      #expect(store.ticks == 1)
    }

    @Test func twoStoresNeverCancelEachOthersEffects() async {
      let clock = TestClock()
      let a = makeStore(clock)
      let b = makeStore(clock)
      a.send(.start)
      b.send(.start)
      await advance(clock, seconds: 1)
      a.send(.stop)
      await advance(clock, seconds: 2)
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
      // Cancelled by the store going away (issue 17: this used to stay `false`).
      #expect(task.isCancelled == true)
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

    @Test func registryCancelsByKeyPathOrWholeStoreAndCountsWhatIsLeft() {
      // Work without an identifier at the root is kept only in the whole store's table: it must
      // still be counted, forgotten when it ends, and cancelled with the store.
      let registry = CancellationRegistry()
      let child: [AnyHashableSendable] = [AnyHashableSendable("child")]
      let timer = CancellationRegistry.Key(path: [], id: AnyHashableSendable("timer"))
      let plain = FakeWork(), named = FakeWork(), inChild = FakeWork(), finished = FakeWork()
      registry.register(plain, under: [])
      registry.register(named, under: [timer])
      registry.register(inChild, under: [], in: child)
      let finishedToken = registry.register(finished, under: [])
      #expect(registry.count == 4)
      #expect(registry.hasChildWork)

      registry.unregister(finishedToken, from: [])
      #expect(registry.count == 3)

      registry.cancel(timer)
      #expect(named.isCancelled && !plain.isCancelled && !inChild.isCancelled)
      #expect(registry.count == 2)

      registry.cancelAll(under: child)
      #expect(inChild.isCancelled && !plain.isCancelled)
      #expect(!registry.hasChildWork)
      #expect(registry.count == 1)

      registry.cancelAll()
      #expect(plain.isCancelled && !finished.isCancelled)
      #expect(registry.count == 0)
    }

    @Test func cancelInFlightAndRegisterAreOneStepUnderContention() {
      // Many threads register work under one identifier at once, each cancelling what is in
      // flight: however they interleave, exactly one piece of work is left running.
      for round in 0..<200 {
        let registry = CancellationRegistry()
        let key = CancellationRegistry.Key(path: [], id: AnyHashableSendable("contended"))
        let work = (0..<64).map { _ in FakeWork() }
        DispatchQueue.concurrentPerform(iterations: work.count) { index in
          _ = registry.register(work[index], under: key, cancelInFlight: true)
        }
        let running = work.filter { !$0.isCancelled }.count
        #expect(running == 1, "round \(round)")
        #expect(registry.count == 1)
        if running != 1 { break }
      }
    }

    @Test func manyCallersWithOneIdentifierLeaveOnlyTheLastRunning() async {
      let clock = TestClock()
      let finished = LockIsolated<[Int]>([])
      let tasks = (0..<50).map { index in
        Task {
          try await withTaskCancellation(id: "many", cancelInFlight: true) {
            try await clock.sleep(for: .seconds(1))
            finished.withValue { $0.append(index) }
          }
        }
      }
      await settle()
      await clock.advance(by: .seconds(1))
      for task in tasks { _ = await task.result }
      #expect(finished.value == [49])
    }

    @Test func storeTaskIsCancelledWhenItsEffectIsCancelledByID() async {
      let clock = TestClock()
      let store = makeStore(clock)
      let task = store.send(.start)
      #expect(!task.isCancelled)
      store.send(.stop)
      #expect(task.isCancelled)
      await task.finish()
    }

    @Test func storeTaskIsCancelledWhenCancelledInFlight() async {
      let clock = TestClock()
      let store = makeStore(clock)
      let first = store.send(.startCancellingInFlight)
      let second = store.send(.startCancellingInFlight)
      #expect(first.isCancelled)
      #expect(!second.isCancelled)
      second.cancel()
      #expect(second.isCancelled)
      await second.finish()
    }

    @Test func storeTaskIsCancelledWhenTheStoreIsReleased() async {
      let clock = TestClock()
      var store: StoreOf<Timer>? = makeStore(clock)
      let task = store!.send(.start)
      #expect(!task.isCancelled)
      store = nil
      #expect(task.isCancelled)
      await task.finish()
    }
  }
}

/// Work that only records whether it was cancelled.
private final class FakeWork: Cancellable {
  private let cancelled = LockIsolated(false)
  var isCancelled: Bool { cancelled.value }
  func cancel() { cancelled.setValue(true) }
}
