import Testing

@testable import ComposableArchitecture

extension CoreTests {
  @Suite @MainActor struct IfCaseLetReducerTests {
    @Reducer
    struct App {
      @CasePathable
      enum State: Equatable {
        case counting(Counter.State)
        case idle
      }
      enum Action: Equatable {
        case counting(Counter.Action)
        case startTimer
        case stop
      }
      @Dependency(\.continuousClock) var clock
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .counting:
            return .none
          case .startTimer:
            return .none
          case .stop:
            state = .idle
            return .none
          }
        }
        .ifCaseLet(\.counting, action: \.counting) {
          Counter()
          Reduce { _, action in
            guard action == .set(-1) else { return .none }
            return .run { send in
              for await _ in clock.timer(interval: .seconds(1)) { await send(.increment) }
            }
          }
        }
      }
    }

    @Test func caseReducerRunsInItsCase() {
      let store = Store(initialState: App.State.counting(Counter.State())) { App() }
      store.send(.counting(.increment))
      #expect(store.state == .counting(Counter.State(count: 1)))
    }

    @Test func caseKeyPathValuesWorkAsTheLiteralsDo() {
      let toState: CaseKeyPath<App.State, Counter.State> = \.counting
      let toAction: CaseKeyPath<App.Action, Counter.Action> = \.counting
      let store = Store(initialState: App.State.counting(Counter.State())) {
        Reduce<App.State, App.Action> { state, action in
          if case .stop = action { state = .idle }
          return .none
        }
        .ifCaseLet(toState, action: toAction) { Counter() }
      }
      store.send(.counting(.increment))
      store.send(.counting(.increment))
      #expect(store.withState { $0 } == .counting(Counter.State(count: 2)))
      store.send(.stop)
      #expect(store.withState { $0 } == .idle)
    }

    @Test func leavingTheCaseCancelsItsEffects() async {
      let clock = TestClock()
      let store = Store(initialState: App.State.counting(Counter.State())) {
        App()
      } withDependencies: {
        $0.continuousClock = clock
      }
      let task = store.send(.counting(.set(-1)))
      await clock.advance(by: .seconds(2))
      #expect(store.state == .counting(Counter.State(count: 1)))
      store.send(.stop)
      await task.finish()
      #expect(store.state == .idle)
      #expect(store.core.registry.count == 0)
    }

    @Test func actionInAnotherCaseReportsAndIsIgnored() {
      let store = Store(initialState: App.State.idle) { App() }
      withKnownIssue {
        store.send(.counting(.increment))
      } matching: { issue in
        let text = issue.comments.map(\.rawValue).joined()
        return text.hasPrefix(
          "An \"ifCaseLet\" at \"ComposableArchitectureTests/IfCaseLetReducerTests.swift:")
          && text.contains("when child state was set to a different case. …")
      }
      #expect(store.state == .idle)
    }
  }
}
