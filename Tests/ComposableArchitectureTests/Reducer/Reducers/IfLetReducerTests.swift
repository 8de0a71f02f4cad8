import Testing

@testable import ComposableArchitecture

extension CoreTests {
  @Suite @MainActor struct IfLetReducerTests {
    @Reducer
    struct Timer {
      struct State: Equatable, Identifiable {
        var id: Int
        var ticks = 0
      }
      enum Action: Equatable {
        case start
        case tick
      }
      @Dependency(\.continuousClock) var clock
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .start:
            return .run { send in
              for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
            }
          case .tick:
            state.ticks += 1
            return .none
          }
        }
      }
    }

    @Reducer
    struct Parent {
      struct State: Equatable {
        var child: Timer.State?
        var childTicksSeen: [Int] = []
      }
      enum Action: Equatable {
        case child(Timer.Action)
        case present(id: Int)
        case dismiss
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .child(.tick):
            // The child ran first, so the parent sees its new state.
            state.childTicksSeen.append(state.child?.ticks ?? -1)
            return .none
          case .child:
            return .none
          case .present(let id):
            state.child = Timer.State(id: id)
            return .none
          case .dismiss:
            state.child = nil
            return .none
          }
        }
        .ifLet(\.child, action: \.child) { Timer() }
      }
    }

    func makeStore(_ clock: TestClock<Duration>) -> StoreOf<Parent> {
      Store(initialState: Parent.State()) {
        Parent()
      } withDependencies: {
        $0.continuousClock = clock
      }
    }

    @Test func childRunsBeforeParentWhilePresent() async {
      let clock = TestClock()
      let store = makeStore(clock)
      store.send(.present(id: 1))
      store.send(.child(.start))
      await clock.advance(by: .seconds(2))
      #expect(store.child?.ticks == 2)
      #expect(store.childTicksSeen == [1, 2])
      store.send(.dismiss)
    }

    @Test func dismissingCancelsTheChildsEffects() async {
      let clock = TestClock()
      let store = makeStore(clock)
      store.send(.present(id: 1))
      let task = store.send(.child(.start))
      await clock.advance(by: .seconds(1))
      store.send(.dismiss)
      await task.finish()
      await clock.advance(by: .seconds(5))
      #expect(store.childTicksSeen == [1])
      #expect(store.core.registry.count == 0)
    }

    @Test func replacingTheChildWithANewIdentityCancelsTheOldEffects() async {
      let clock = TestClock()
      let store = makeStore(clock)
      store.send(.present(id: 1))
      let task = store.send(.child(.start))
      await clock.advance(by: .seconds(1))
      store.send(.present(id: 2))
      await task.finish()
      await clock.advance(by: .seconds(3))
      #expect(store.child == Timer.State(id: 2))
    }

    @Test func childActionWhileNilReportsAndIsIgnored() {
      let store = makeStore(TestClock())
      withKnownIssue {
        store.send(.child(.tick))
      } matching: { issue in
        let text = issue.comments.map(\.rawValue).joined()
        return text.hasPrefix(
          "An \"ifLet\" at \"ComposableArchitectureTests/IfLetReducerTests.swift:")
          && text.contains("received a child action when child state was \"nil\". …")
          && text.contains("Action:\n    CoreTests.IfLetReducerTests.Parent.Action.child(.tick)")
      }
      // The parent still ran, and the store keeps working.
      #expect(store.childTicksSeen == [-1])
      store.send(.present(id: 3))
      #expect(store.child == Timer.State(id: 3))
    }
  }
}
