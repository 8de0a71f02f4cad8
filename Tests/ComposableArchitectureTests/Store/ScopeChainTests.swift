import ComposableArchitecture
import Testing

extension CoreTests {
  /// A long chain of key-path scopes, as deeply nested features write it: it must type-check
  /// quickly next to every other `scope` overload (the closure form among them), and route.
  @Suite @MainActor struct ScopeChainTests {
    /// A feature that is its own child, so that one type scopes to any depth.
    @Reducer
    struct Doll {
      @ObservableState
      struct State: Equatable {
        var count = 0
        var child: State {
          get { self }
          set { self = newValue }
        }
      }
      @CasePathable
      indirect enum Action: Equatable {
        case child(Action)
        case increment
      }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .child(let action):
          return reduce(into: &state, action: action).map(Action.child)
        case .increment:
          state.count += 1
          return .none
        }
      }
    }

    @Test func aTenDeepChainOfScopesRoutesToTheRoot() {
      let root = Store(initialState: Doll.State()) { Doll() }
      let leaf =
        root
        .scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child)
      leaf.send(.increment)
      #expect(root.count == 1)
      #expect(leaf.count == 1)
    }
  }
}
