import ComposableArchitecture
import Testing

// Views written for 1.0–1.4 scope stores with functions: `store.scope(state: { $0.child },
// action: { .child($0) })`. Deprecated on purpose.

extension CoreTests {
  @Suite @MainActor struct ClosureScopeTests {
    @Reducer
    struct Pair {
      @ObservableState
      struct State: Equatable {
        var left = Counter.State(id: 1)
        var right = Counter.State(id: 2)
      }
      @CasePathable
      enum Action: Equatable {
        case left(Counter.Action)
        case right(Counter.Action)
      }
      var body: some ReducerOf<Self> {
        Scope(state: \.left, action: \.left) { Counter() }
        Scope(state: \.right, action: \.right) { Counter() }
      }
    }

    @available(*, deprecated, message: "Exercises the closure form of scope on purpose.")
    @Test func aStoreScopedWithFunctionsReadsAndSendsThroughItsParent() {
      let store = Store(initialState: Pair.State()) { Pair() }
      let left = store.scope(state: { $0.left }, action: { .left($0) })
      let right = store.scope(state: { $0.right }, action: { Pair.Action.right($0) })
      left.send(.increment)
      left.send(.increment)
      right.send(.set(7))
      #expect(left.withState(\.count) == 2)
      #expect(right.withState(\.count) == 7)
      #expect(store.withState(\.left.count) == 2)
      // Functions cannot be compared: each call is a store of its own, over the same state.
      let again = store.scope(state: { $0.left }, action: { .left($0) })
      #expect(again !== left)
      #expect(again.withState(\.count) == 2)
    }

    // The mixed spellings of 1.0–1.4 views: a key path for the state, with a function or an
    // enum case's constructor for the action.
    @available(*, deprecated, message: "Exercises the closure form of scope on purpose.")
    @Test func aKeyPathWithAFunctionOrACaseConstructorScopesAsWell() {
      let store = Store(initialState: Pair.State()) { Pair() }
      let left = store.scope(state: \.left, action: { .left($0) })
      let right = store.scope(state: \.right, action: Pair.Action.right)
      left.send(.increment)
      right.send(.set(3))
      #expect(store.withState(\.left.count) == 1)
      #expect(store.withState(\.right.count) == 3)
      #expect(right.withState(\.count) == 3)
    }

    @available(*, deprecated, message: "Exercises the closure form of scope on purpose.")
    @Test func aStoreScopedWithFunctionsTellsItsObserversOfChanges() {
      let store = Store(initialState: Pair.State()) { Pair() }
      let right = store.scope(state: { $0.right }, action: { .right($0) })
      let probe = ObservationProbe { _ = right.withState(\.count) }
      store.send(.right(.increment))
      #expect(probe.changes == 1)
      #expect(right.withState(\.count) == 1)
    }

    // A function may read anything: here a value no observable state holds, which the store
    // checks after every batch once it is observed.
    @available(*, deprecated, message: "Exercises the closure form of scope on purpose.")
    @Test func aStoreOfADerivedValueTellsItsObserversWhenItChanges() {
      let store = Store(initialState: Pair.State()) { Pair() }
      let total = store.scope(
        state: { $0.left.count + $0.right.count }, action: { Pair.Action.left($0) })
      let probe = ObservationProbe { _ = total.withState { $0 } }
      store.send(.right(.increment))
      #expect(probe.changes == 1)
      #expect(total.withState { $0 } == 1)
      probe.rerender()
      total.send(.set(5))
      #expect(probe.changes == 2)
      #expect(total.withState { $0 } == 6)
    }

    @available(*, deprecated, message: "Exercises the closure form of scope on purpose.")
    @Test func theClosureFormScopesFurtherWithKeyPaths() {
      let store = Store(initialState: Pair.State()) { Pair() }
      let scoped = store.scope(state: { $0 }, action: { $0 })
      let left = scoped.scope(state: \.left, action: \.left)
      left.send(.decrement)
      #expect(store.withState(\.left.count) == -1)
    }
  }
}
