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
        /// Replaces the rows with as many new ones, with ids not used before.
        case replaceAll
        /// Adds ten ticks to the second row, swaps the first two rows, and appends a row.
        case rearrange
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .rows:
            return .none
          case .remove(let id):
            state.rows.remove(id: id)
            return .none
          case .replaceAll:
            let next = (state.rows.ids.max() ?? 0) + 1
            state.rows = IdentifiedArray(
              uniqueElements: (next..<next + state.rows.count).map { Row.State(id: $0) })
            return .none
          case .rearrange:
            state.rows[id: 2]?.ticks += 10
            state.rows.swapAt(0, 1)
            state.rows.append(Row.State(id: state.rows.count + 1))
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

    /// The rows' collection is replaced by a new one of the same size, whose storage may take the
    /// old storage's place: the old rows' work ends, and the new rows start with none.
    @Test func replacingEveryRowEndsTheOldRowsWork() async {
      let clock = TestClock()
      let store = makeStore(clock)
      store.send(.rows(.element(id: 1, action: .start)))
      store.send(.rows(.element(id: 2, action: .start)))
      await clock.advance(by: .seconds(1))
      store.send(.replaceAll)
      #expect(store.rows.ids == [3, 4])
      await settle()
      #expect(store.core.registry.count == 0)
      // A tick of an old row would be reported as an action for a missing element.
      await clock.advance(by: .seconds(2))
      #expect(store.rows.map(\.ticks) == [0, 0])
    }

    /// Changing a row in place, reordering the rows and adding one leave every row's work alone.
    @Test func changingRowsWithoutRemovingAnyKeepsTheirWork() async {
      let clock = TestClock()
      let store = makeStore(clock)
      store.send(.rows(.element(id: 1, action: .start)))
      store.send(.rows(.element(id: 2, action: .start)))
      await clock.advance(by: .seconds(1))
      store.send(.rearrange)
      #expect(store.rows.ids == [2, 1, 3])
      #expect(store.core.registry.count == 2)
      await clock.advance(by: .seconds(1))
      #expect(store.rows.map(\.ticks) == [12, 2, 0])
      store.send(.remove(id: 1))
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
