import Testing

@testable import ComposableArchitecture

extension CoreTests {
  @Suite @MainActor struct DebounceTests {
    @Reducer
    struct Search {
      struct State: Equatable {
        var query = ""
        var searches: [String] = []
      }
      enum Action: Equatable {
        case queryChanged(String)
        case search(String)
      }
      enum CancelID { case search }
      @Dependency(\.continuousClock) var clock
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .queryChanged(let query):
            state.query = query
            return .send(.search(query))
              .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
          case .search(let query):
            state.searches.append(query)
            return .none
          }
        }
      }
    }

    @Test func onlyTheLastActionWithinTheWindowRuns() async {
      let clock = TestClock()
      let store = Store(initialState: Search.State()) {
        Search()
      } withDependencies: {
        $0.continuousClock = clock
      }
      store.send(.queryChanged("c"))
      await clock.advance(by: .milliseconds(100))
      store.send(.queryChanged("co"))
      await clock.advance(by: .milliseconds(100))
      let task = store.send(.queryChanged("com"))
      await clock.advance(by: .milliseconds(299))
      #expect(store.searches == [])
      await clock.advance(by: .milliseconds(1))
      await task.finish()
      #expect(store.searches == ["com"])
      #expect(store.query == "com")
    }

    @Test func actionsFurtherApartThanTheWindowAllRun() async {
      let clock = TestClock()
      let store = Store(initialState: Search.State()) {
        Search()
      } withDependencies: {
        $0.continuousClock = clock
      }
      store.send(.queryChanged("a"))
      await clock.advance(by: .milliseconds(300))
      store.send(.queryChanged("b"))
      await clock.advance(by: .milliseconds(300))
      #expect(store.searches == ["a", "b"])
    }

    @Test func debouncingNoneIsNone() {
      let effect = Effect<Int>.none.debounce(id: 1, for: .seconds(1), clock: TestClock())
      #expect(effect.isNone)
    }
  }
}
