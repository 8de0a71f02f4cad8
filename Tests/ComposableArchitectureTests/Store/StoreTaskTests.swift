import Testing

@testable import ComposableArchitecture

extension CoreTests {
  /// `StoreTask.finish()` waits for exactly the work a `send` started: its effects, and the
  /// effects of the actions they sent, however deep and however many.
  @Suite @MainActor struct StoreTaskTests {
    @Reducer
    struct Relay {
      struct State: Equatable {
        var log: [String] = []
        var finished = 0
      }
      enum Action: Equatable {
        /// Starts an effect that sends `.relay(remaining - 1)`, down to zero.
        case relay(Int)
        case spawn(Int)
        case finished
        case waitForever
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .relay(let remaining):
            state.log.append("relay \(remaining)")
            guard remaining > 0 else { return .none }
            return .run { send in await send(.relay(remaining - 1)) }
          case .spawn(let count):
            return .merge((0..<count).map { _ in .run { send in await send(.finished) } })
          case .finished:
            state.finished += 1
            return .none
          case .waitForever:
            return .run { _ in
              // Ends only when cancelled: the stream ends when its task is.
              let (stream, continuation) = AsyncStream<Never>.makeStream()
              for await _ in stream {}
              continuation.finish()
            }
          }
        }
      }
    }

    @Test func finishWaitsForEffectsOfActionsSentByEffects() async {
      let store = Store(initialState: Relay.State()) { Relay() }
      await store.send(.relay(3)).finish()
      #expect(store.log == ["relay 3", "relay 2", "relay 1", "relay 0"])
    }

    @Test func aLongChainOfEffectsFinishes() async {
      // Each effect's action starts the next: one nested task list per link, all finished
      // together when the last effect ends.
      let store = Store(initialState: Relay.State()) { Relay() }
      await store.send(.relay(5_000)).finish()
      #expect(store.log.count == 5_001)
      #expect(store.log.last == "relay 0")
    }

    @Test func finishWaitsForEveryOneOfManyEffects() async {
      let store = Store(initialState: Relay.State()) { Relay() }
      await store.send(.spawn(1_000)).finish()
      #expect(store.finished == 1_000)
    }

    @Test func finishingTwiceAndFinishingWithoutEffectsReturn() async {
      let store = Store(initialState: Relay.State()) { Relay() }
      let none = store.send(.finished)
      await none.finish()
      #expect(none.isCancelled)

      let task = store.send(.relay(1))
      await task.finish()
      await task.finish()
      #expect(store.log == ["relay 1", "relay 0"])
      #expect(!task.isCancelled)
    }

    @Test func cancellingTheWaitCancelsTheEffects() async {
      let store = Store(initialState: Relay.State()) { Relay() }
      let task = store.send(.waitForever)
      let waiter = Task { await task.finish() }
      waiter.cancel()
      // Returns once the effect has ended: it was cancelled along with the wait.
      await waiter.value
      #expect(task.isCancelled)
    }
  }
}
