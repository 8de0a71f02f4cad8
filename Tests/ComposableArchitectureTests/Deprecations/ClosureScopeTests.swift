import ComposableArchitecture
import Testing

// Views written before 1.5 scope stores with functions. Each test is marked deprecated because
// it exercises the deprecated spelling on purpose.

extension CoreTests {
  @Suite @MainActor struct ClosureScopeTests {
    @Reducer
    struct Scoreboard {
      @ObservableState
      struct State: Equatable {
        var home = Counter.State(id: 1)
        var away = Counter.State(id: 2)
      }
      enum Action: Equatable {
        case home(Counter.Action)
        case away(Counter.Action)
      }
      var body: some ReducerOf<Self> {
        Scope(state: \.home, action: \.home) { Counter() }
        Scope(state: \.away, action: \.away) { Counter() }
      }
    }

    @available(*, deprecated)
    @Test func aClosureScopedStoreReadsAndSendsThroughItsParent() {
      let store = Store(initialState: Scoreboard.State()) { Scoreboard() }
      let home = store.scope(state: { $0.home }, action: { .home($0) })
      home.send(.increment)
      home.send(.increment)
      #expect(home.count == 2)
      #expect(store.home.count == 2)
      #expect(store.away.count == 0)
      store.send(.home(.set(10)))
      #expect(home.count == 10)
    }

    @available(*, deprecated)
    @Test func aClosureMayDeriveStateThatNoKeyPathNames() {
      let store = Store(initialState: Scoreboard.State()) { Scoreboard() }
      let total = store.scope(
        state: { $0.home.count + $0.away.count },
        action: { (action: Counter.Action) in .away(action) }
      )
      store.send(.home(.set(3)))
      total.send(.set(4))
      #expect(total.state == 7)
    }

    @available(*, deprecated)
    @Test func observersOfAClosureScopedStoreAreToldOfItsChanges() {
      let store = Store(initialState: Scoreboard.State()) { Scoreboard() }
      let away = store.scope(state: { $0.away }, action: { .away($0) })
      let probe = ObservationProbe { _ = away.count }
      store.send(.away(.increment))
      #expect(probe.changes == 1)
      probe.rerender()
      store.send(.away(.increment))
      #expect(probe.changes == 2)
      #expect(away.count == 2)
    }

    @available(*, deprecated)
    @Test func aKeyPathScopeStillResolvesToTheKeyPathOverload() {
      let store = Store(initialState: Scoreboard.State()) { Scoreboard() }
      // The same store for the same key paths: only the key-path overload caches.
      #expect(
        store.scope(state: \.home, action: \.home) === store.scope(state: \.home, action: \.home)
      )
      #expect(
        store.scope(state: { $0.home }, action: { .home($0) })
          !== store.scope(state: { $0.home }, action: { .home($0) })
      )
    }
  }
}
