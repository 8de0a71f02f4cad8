import Testing

@testable import ComposableArchitecture

extension CoreTests {
  @Suite @MainActor struct ForEachReducerTests {
    @Reducer
    struct Row {
      struct State: Equatable, Identifiable {
        let id: Int
        var ticks = 0
      }
      enum Action: Equatable {
        case start
        case tick
      }
      enum CancelID { case timer }
      @Dependency(\.continuousClock) var clock
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .start:
            return .run { send in
              for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
            }
            .cancellable(id: CancelID.timer, cancelInFlight: true)
          case .tick:
            state.ticks += 1
            return .none
          }
        }
      }
    }

    @Reducer
    struct List {
      struct State: Equatable {
        var rows: IdentifiedArrayOf<Row.State> = []
      }
      enum Action: Equatable {
        case rows(IdentifiedActionOf<Row>)
        case remove(id: Int)
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .rows:
            return .none
          case .remove(let id):
            state.rows.remove(id: id)
            return .none
          }
        }
        .forEach(\.rows, action: \.rows) { Row() }
      }
    }

    func makeStore(_ clock: TestClock<Duration>) -> StoreOf<List> {
      Store(initialState: List.State(rows: [Row.State(id: 1), Row.State(id: 2)])) {
        List()
      } withDependencies: {
        $0.continuousClock = clock
      }
    }

    @Test func elementActionsReachTheirElement() {
      let store = makeStore(TestClock())
      store.send(.rows(.element(id: 2, action: .tick)))
      #expect(store.rows[id: 1]?.ticks == 0)
      #expect(store.rows[id: 2]?.ticks == 1)
    }

    @Test func sameCancelIDInTwoRowsNamesTwoEffects() async {
      let clock = TestClock()
      let store = makeStore(clock)
      store.send(.rows(.element(id: 1, action: .start)))
      store.send(.rows(.element(id: 2, action: .start)))
      await clock.advance(by: .seconds(2))
      #expect(store.rows.map(\.ticks) == [2, 2])
      store.send(.remove(id: 1))
      store.send(.remove(id: 2))
    }

    @Test func removingAnElementCancelsOnlyItsEffects() async {
      let clock = TestClock()
      let store = makeStore(clock)
      let first = store.send(.rows(.element(id: 1, action: .start)))
      store.send(.rows(.element(id: 2, action: .start)))
      await clock.advance(by: .seconds(1))
      store.send(.remove(id: 1))
      await first.finish()
      await clock.advance(by: .seconds(2))
      #expect(store.rows.map(\.ticks) == [3])
      store.send(.remove(id: 2))
      await settle()
      #expect(store.core.registry.count == 0)
    }

    @Test func actionForAMissingElementReportsAndIsIgnored() {
      let store = makeStore(TestClock())
      withKnownIssue {
        store.send(.rows(.element(id: 99, action: .tick)))
      } matching: { issue in
        let text = issue.comments.map(\.rawValue).joined()
        return text.hasPrefix(
          "A \"forEach\" at \"ComposableArchitectureTests/ForEachReducerTests.swift:")
          && text.contains("received an action for a missing element. …")
          && text.contains(
            "Action:\n    CoreTests.ForEachReducerTests.List.Action.rows(.element(id: 99, action: .tick))")
      }
      #expect(store.rows.map(\.ticks) == [0, 0])
    }

    @Test func identifiedActionCasePathsReachOneElement() {
      let action = IdentifiedAction<Int, Row.Action>.element(id: 1, action: .tick)
      #expect(action[case: \.[id: 1]] == .tick)
      #expect(action[case: \.[id: 2]] == nil)
    }
  }
}
