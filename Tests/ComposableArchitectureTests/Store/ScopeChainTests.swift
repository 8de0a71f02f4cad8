import ComposableArchitecture
import Testing

extension CoreTests {
  /// A long chain of key-path scopes, as deeply nested features write it: it must type-check
  /// quickly next to every other `scope` overload, and route.
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

    /// A chain through state that is not `@ObservableState`: the middle level's value can be
    /// replaced without any observed read noticing.
    @Reducer
    struct Outer {
      @ObservableState
      struct State: Equatable { var middle = Middle.State() }
      @CasePathable
      enum Action: Equatable { case middle(Middle.Action) }
      var body: some ReducerOf<Self> {
        Scope(state: \.middle, action: \.middle) { Middle() }
      }
    }

    @Reducer
    struct Middle {
      struct State: Equatable { var inner = Inner.State(title: "first") }
      @CasePathable
      enum Action: Equatable {
        case inner(Inner.Action)
        case replaceInner(String)
      }
      var body: some ReducerOf<Self> {
        Scope(state: \.inner, action: \.inner) { Inner() }
        Reduce { state, action in
          if case .replaceInner(let title) = action {
            state.inner = Inner.State(title: title)
          }
          return .none
        }
      }
    }

    @Reducer
    struct Inner {
      @ObservableState
      struct State: Equatable { var title: String }
      enum Action: Equatable { case setTitle(String) }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        guard case .setTitle(let title) = action else { return .none }
        state.title = title
        return .none
      }
    }

    @Test func aScopeOfAScopeSendsToTheRootAndSeesItsStateReplacedBelowPlainState() {
      let root = Store(initialState: Outer.State()) { Outer() }
      let middle = root.scope(state: \.middle, action: \.middle)
      let inner = middle.scope(state: \.inner, action: \.inner)
      #expect(middle.scope(state: \.inner, action: \.inner) === inner)
      let probe = ObservationProbe { _ = inner.title }
      inner.send(.setTitle("second"))
      #expect(probe.changes == 1)
      #expect(root.withState(\.middle.inner.title) == "second")
      probe.rerender()
      // Replaced by the plain middle level's reducer, in place: no tracked property changed on
      // its way, and the inner store's readers are still told.
      root.send(.middle(.replaceInner("third")))
      #expect(probe.changes == 2)
      #expect(inner.title == "third")
    }
  }
}
