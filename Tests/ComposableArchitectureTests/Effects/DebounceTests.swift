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

    /// A `.run` effect debounced and throttled on the clock dependency, held as
    /// `any Clock<Duration>`, with a wait kept in a constant: the generic overloads cannot open
    /// the existential here, so this compiles through the overloads that take it as it is.
    @Reducer
    struct Fetch {
      struct State: Equatable {
        var fetched: [Int] = []
      }
      enum Action: Equatable {
        case debouncedTap(Int)
        case fetched(Int)
        case throttledTap(Int)
      }
      enum CancelID { case debounce, throttle }
      static let wait = Duration.milliseconds(300)
      @Dependency(\.continuousClock) var clock
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .debouncedTap(let number):
            return .run { send in await send(.fetched(number)) }
              .debounce(id: CancelID.debounce, for: Self.wait, clock: clock)
          case .fetched(let number):
            state.fetched.append(number)
            return .none
          case .throttledTap(let number):
            return .run { send in await send(.fetched(number)) }
              .throttle(id: CancelID.throttle, for: Self.wait, clock: clock, latest: true)
          }
        }
      }
    }

    @Test func aRunEffectDebouncesOnTheClockDependency() async {
      let clock = TestClock()
      let store = TestStore(initialState: Fetch.State()) {
        Fetch()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.debouncedTap(1))
      await clock.advance(by: .milliseconds(200))
      await store.send(.debouncedTap(2))
      await clock.advance(by: .milliseconds(299))
      await store.send(.debouncedTap(3))
      await clock.advance(by: .milliseconds(300))
      await store.receive(.fetched(3)) { $0.fetched = [3] }
    }

    @Test func aRunEffectThrottlesOnTheClockDependency() async {
      let clock = TestClock()
      let store = TestStore(initialState: Fetch.State()) {
        Fetch()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.throttledTap(1))
      await store.receive(.fetched(1)) { $0.fetched = [1] }
      await store.send(.throttledTap(2))
      await store.send(.throttledTap(3))
      await clock.advance(by: .milliseconds(300))
      await store.receive(.fetched(3)) { $0.fetched = [1, 3] }
    }

    @Test func debouncingNoneIsNone() {
      let effect = Effect<Int>.none.debounce(id: 1, for: .seconds(1), clock: TestClock())
      #expect(effect.isNone)
    }
  }
}
