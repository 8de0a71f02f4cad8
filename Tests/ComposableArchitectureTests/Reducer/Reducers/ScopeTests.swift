import Testing

@testable import ComposableArchitecture

extension CoreTests {
  @Suite @MainActor struct ScopeTests {
    @Reducer
    struct Parent {
      struct State: Equatable { var counter = Counter.State() }
      enum Action: Equatable { case counter(Counter.Action) }
      var body: some ReducerOf<Self> {
        Scope(state: \.counter, action: \.counter) { Counter() }
      }
    }

    @Reducer
    struct Session {
      @CasePathable
      enum State: Equatable {
        case loggedIn(Counter.State)
        case loggedOut
      }
      enum Action: Equatable { case loggedIn(Counter.Action) }
      var body: some ReducerOf<Self> {
        Scope(state: \.loggedIn, action: \.loggedIn) { Counter() }
      }
    }

    @Test func keyPathScopeRunsTheChildOnItsState() {
      let store = Store(initialState: Parent.State()) { Parent() }
      store.send(.counter(.increment))
      store.send(.counter(.increment))
      #expect(store.counter.count == 2)
    }

    /// Scopes through the kinds of key path a parent's state can have: stored properties nested
    /// in structs (reached at their offset), a computed property, and a class's property (both
    /// reached through the key path).
    @Reducer
    struct Paths {
      final class Box {
        var counter = Counter.State()
      }
      struct Inner: Equatable {
        var padding = "x"
        var counter = Counter.State()
      }
      struct State: Equatable {
        var flag = true
        var inner = Inner()
        var stored = Counter.State()
        let box = Box()
        var computed: Counter.State {
          get { stored }
          set { stored = newValue }
        }
        var boxed: Counter.State {
          get { box.counter }
          set { box.counter = newValue }
        }
        static func == (lhs: Self, rhs: Self) -> Bool {
          lhs.inner == rhs.inner && lhs.stored == rhs.stored && lhs.box.counter == rhs.box.counter
        }
      }
      @CasePathable
      enum Action: Equatable {
        case nested(Counter.Action)
        case computed(Counter.Action)
        case boxed(Counter.Action)
      }
      var body: some ReducerOf<Self> {
        Scope(state: \.inner.counter, action: \.nested) { Counter() }
        Scope(state: \.computed, action: \.computed) { Counter() }
        Scope(state: \.boxed, action: \.boxed) { Counter() }
      }
    }

    @Test func keyPathScopesReachTheirStateWhateverTheKeyPath() {
      #expect(MemoryLayout<Paths.State>.offset(of: \.inner.counter) != nil)
      #expect(MemoryLayout<Paths.State>.offset(of: \.computed) == nil)
      let store = Store(initialState: Paths.State()) { Paths() }
      store.send(.nested(.increment))
      store.send(.nested(.increment))
      store.send(.computed(.increment))
      store.send(.boxed(.increment))
      store.send(.boxed(.increment))
      store.send(.boxed(.increment))
      store.withState { state in
        #expect(state.inner == Paths.Inner(padding: "x", counter: Counter.State(count: 2)))
        #expect(state.flag)
        #expect(state.stored.count == 1)
        #expect(state.box.counter.count == 3)
      }
    }

    @Test func casePathScopeRunsTheChildInItsCase() {
      let store = Store(initialState: Session.State.loggedIn(Counter.State())) { Session() }
      store.send(.loggedIn(.increment))
      #expect(store.state == .loggedIn(Counter.State(count: 1)))
    }

    @Test func casePathScopeInAnotherCaseReportsAndIgnores() {
      let store = Store(initialState: Session.State.loggedOut) { Session() }
      withKnownIssue {
        store.send(.loggedIn(.increment))
      } matching: { issue in
        let text = issue.comments.map(\.rawValue).joined()
        return text.hasPrefix("A \"Scope\" at \"ComposableArchitectureTests/ScopeTests.swift:")
          && text.contains(
            "received a child action when child state was set to a different case. …")
          && text.contains("Action:\n    CoreTests.ScopeTests.Session.Action.loggedIn(.increment)")
      }
      #expect(store.state == .loggedOut)
      // The store keeps working.
      withKnownIssue { store.send(.loggedIn(.decrement)) }
      #expect(store.state == .loggedOut)
    }
  }
}
