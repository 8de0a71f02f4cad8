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
