import Testing

@testable import ComposableArchitecture

extension CoreTests {
  /// `ifLet` over an `@ObservableState` child: the child's identity is computed only when the
  /// child may have been replaced, and its effects still end exactly when it goes away.
  @Suite @MainActor struct IfLetObservableChildTests {
    @Reducer
    struct Timer {
      @ObservableState
      struct State: Equatable, Identifiable {
        var id: Int
        var ticks = 0
      }
      enum Action: Equatable {
        case start
        case tick
      }
      @Dependency(\.continuousClock) var clock
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .start:
            return .run { send in
              for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
            }
          case .tick:
            state.ticks += 1
            return .none
          }
        }
      }
    }

    @Reducer
    struct Parent {
      @ObservableState
      struct State: Equatable {
        var child: Timer.State?
        var taps = 0
      }
      enum Action: Equatable {
        case child(Timer.Action)
        case present(id: Int)
        case dismiss
        case tap
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .child:
            return .none
          case .present(let id):
            state.child = Timer.State(id: id)
            return .none
          case .dismiss:
            state.child = nil
            return .none
          case .tap:
            state.taps += 1
            return .none
          }
        }
        .ifLet(\.child, action: \.child) { Timer() }
      }
    }

    func started(_ clock: TestClock<Duration>) async -> (StoreOf<Parent>, StoreTask) {
      let store = Store(initialState: Parent.State()) {
        Parent()
      } withDependencies: {
        $0.continuousClock = clock
      }
      store.send(.present(id: 1))
      let task = store.send(.child(.start))
      await clock.advance(by: .seconds(1))
      return (store, task)
    }

    @Test func unrelatedActionsLeaveTheChildsEffectsRunning() async {
      let clock = TestClock()
      let (store, task) = await started(clock)
      store.send(.tap)
      await clock.advance(by: .seconds(1))
      #expect(store.child?.ticks == 2)
      #expect(!task.isCancelled)
      task.cancel()
      await task.finish()
    }

    @Test func dismissingCancelsTheChildsEffects() async {
      let clock = TestClock()
      let (store, task) = await started(clock)
      store.send(.dismiss)
      await task.finish()
      #expect(task.isCancelled)
      #expect(store.core.registry.count == 0)
    }

    @Test func replacingTheChildWithANewIdentityCancelsItsEffects() async {
      let clock = TestClock()
      let (store, task) = await started(clock)
      store.send(.present(id: 2))
      await task.finish()
      await clock.advance(by: .seconds(3))
      #expect(store.child == Timer.State(id: 2))
    }

    @Test func replacingTheChildWithTheSameIdentityKeepsItsEffects() async {
      let clock = TestClock()
      let (store, task) = await started(clock)
      store.send(.present(id: 1))
      await clock.advance(by: .seconds(2))
      #expect(store.child?.ticks == 2)
      #expect(!task.isCancelled)
      task.cancel()
      await task.finish()
    }

    /// A child whose identity lives on the heap (a long `String`) and nowhere else, closed and
    /// opened anew by one action of its parent while it has work in flight: the new identity is
    /// made after the old child is gone, where its storage could be reused. The operator,
    /// watching, ends the old child's work. (A snapshot of the child that did not hold its
    /// storage could see the old bits again; in the runs checked, the bits differed anyway, so
    /// this test shows the behaviour, not that hazard.)
    @Reducer
    struct Listener {
      struct State: Equatable, Identifiable {
        var id: String
      }
      enum Action: Equatable {
        case listen
      }
      var body: some ReducerOf<Self> {
        Reduce { _, _ in .run { _ in try await Task.never() } }
      }
    }

    @Reducer
    struct Host {
      struct State: Equatable {
        var child: Listener.State?
      }
      enum Action: Equatable {
        case child(Listener.Action)
        case reopen
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          // Nothing holds the old id but the state: setting the child to `nil` frees it.
          if case .reopen = action, let count = state.child?.id.utf8.count {
            state.child = nil
            state.child = Listener.State(id: String(repeating: "b", count: count))
          }
          return .none
        }
        .ifLet(\.child, action: \.child) { Listener() }
      }
    }

    @Test func closingAndReopeningInOneActionEndsTheOldChildsWork() async {
      let store = Store(
        initialState: Host.State(child: Listener.State(id: String(repeating: "a", count: 40)))
      ) { Host() }
      let task = store.send(.child(.listen))
      store.send(.reopen)
      await task.finish()
      #expect(task.isCancelled)
      #expect(store.core.registry.count == 0)
      #expect(store.withState(\.child?.id) == String(repeating: "b", count: 40))
    }

    @Test func aCaseKeyPathValueStillWorks() async {
      // Written as a value, the case key path takes the `CaseKeyPath` overload, not the
      // `AllCasePaths` one a literal resolves to.
      let toChild: CaseKeyPath<Parent.Action, Timer.Action> = \.child
      let clock = TestClock()
      let store = Store(initialState: Parent.State(child: Timer.State(id: 1))) {
        Reduce<Parent.State, Parent.Action> { _, _ in .none }
          .ifLet(\.child, action: toChild) { Timer() }
      } withDependencies: {
        $0.continuousClock = clock
      }
      let task = store.send(.child(.start))
      await clock.advance(by: .seconds(2))
      #expect(store.child?.ticks == 2)
      task.cancel()
      await task.finish()
    }
  }
}
