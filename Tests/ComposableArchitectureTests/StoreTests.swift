import Testing

@testable import ComposableArchitecture

extension CoreTests {
  @Suite @MainActor struct StoreTests {
    @Reducer
    struct Recorder {
      struct State: Equatable {
        var log: [String] = []
        var child = Counter.State()
        var optional: Counter.State?
      }
      enum Action: Equatable {
        case record(String)
        case chain(String, [String])
        case child(Counter.Action)
        case optional(Counter.Action)
        case toggleOptional
        case runRecord(String)
      }
      var body: some ReducerOf<Self> {
        Scope(state: \.child, action: \.child) { Counter() }
        Reduce { state, action in
          switch action {
          case .record(let entry):
            state.log.append(entry)
            return .none
          case .chain(let entry, let next):
            state.log.append(entry)
            return .merge(next.map { .send(.record($0)) })
          case .child(let action):
            state.log.append("child \(action)")
            return .none
          case .optional:
            return .none
          case .toggleOptional:
            state.optional = state.optional == nil ? Counter.State() : nil
            return .none
          case .runRecord(let entry):
            return .run { send in await send(.record(entry)) }
          }
        }
        .ifLet(\.optional, action: \.optional) { Counter() }
      }
    }

    @Test func stateAndDynamicMemberReads() {
      let store = Store(initialState: Recorder.State()) { Recorder() }
      store.send(.record("a"))
      #expect(store.state.log == ["a"])
      #expect(store.log == ["a"])
      #expect(store.withState(\.log.count) == 1)
    }

    @Test func bufferedActionsAreProcessedInOrder() {
      let store = Store(initialState: Recorder.State()) { Recorder() }
      store.send(.chain("first", ["second", "third"]))
      store.send(.record("fourth"))
      #expect(store.log == ["first", "second", "third", "fourth"])
    }

    @Test func scopedSendRunsTheRootReducer() {
      let store = Store(initialState: Recorder.State()) { Recorder() }
      let child = store.scope(state: \.child, action: \.child)
      child.send(.increment)
      child.send(.increment)
      #expect(child.count == 2)
      #expect(store.child.count == 2)
      #expect(store.log == ["child increment", "child increment"])
    }

    @Test func scopingIsCached() {
      let store = Store(initialState: Recorder.State()) { Recorder() }
      let a = store.scope(state: \.child, action: \.child)
      let b = store.scope(state: \.child, action: \.child)
      #expect(a === b)
    }

    @Test func optionalScopeFollowsTheState() {
      let store = Store(initialState: Recorder.State()) { Recorder() }
      #expect(store.scope(state: \.optional, action: \.optional) == nil)
      store.send(.toggleOptional)
      let first = store.scope(state: \.optional, action: \.optional)
      #expect(first != nil)
      #expect(first === store.scope(state: \.optional, action: \.optional))
      first?.send(.increment)
      #expect(store.optional?.count == 1)
      store.send(.toggleOptional)
      #expect(store.scope(state: \.optional, action: \.optional) == nil)
      // A store held past dismissal still reads the last state it had.
      #expect(first?.count == 1)
      store.send(.toggleOptional)
      let second = store.scope(state: \.optional, action: \.optional)
      #expect(second != nil)
      #expect(second !== first)
      #expect(second?.count == 0)
    }

    @Test func subscribersAreCalledAfterEachBatch() {
      let store = Store(initialState: Recorder.State()) { Recorder() }
      var seen: [[String]] = []
      let subscription = store.subscribe { seen.append($0.log) }
      store.send(.chain("a", ["b"]))
      store.send(.record("c"))
      #expect(seen == [["a", "b"], ["a", "b", "c"]])
      subscription.cancel()
      store.send(.record("d"))
      #expect(seen.count == 2)
    }

    @Test func releasedSubscriptionsStopBeingCalled() {
      let store = Store(initialState: Recorder.State()) { Recorder() }
      var count = 0
      var subscription: StoreSubscription? = store.subscribe { _ in count += 1 }
      store.send(.record("a"))
      _ = subscription
      subscription = nil
      store.send(.record("b"))
      #expect(count == 1)
    }

    @Test func scopedSubscribersSeeChildState() {
      let store = Store(initialState: Recorder.State()) { Recorder() }
      let child = store.scope(state: \.child, action: \.child)
      var counts: [Int] = []
      let subscription = child.subscribe { counts.append($0.count) }
      child.send(.increment)
      store.send(.child(.set(10)))
      #expect(counts == [1, 10])
      subscription.cancel()
    }

    @Test func statesSequenceYieldsCurrentThenChanges() async {
      let store = Store(initialState: Recorder.State()) { Recorder() }
      var iterator = store.states.map(\.log).makeAsyncIterator()
      #expect(await iterator.next() == [])
      store.send(.record("a"))
      #expect(await iterator.next() == ["a"])
      store.send(.record("b"))
      store.send(.record("c"))
      // A slow consumer sees only the newest state.
      #expect(await iterator.next() == ["a", "b", "c"])
    }

    @Test func storeTaskFinishWaitsForActionsSentByEffects() async {
      let store = Store(initialState: Recorder.State()) { Recorder() }
      let task = store.send(.runRecord("effect"))
      #expect(store.log == [])
      await task.finish()
      #expect(store.log == ["effect"])
    }

    @Test func rootStoreIsReleasedWithItsChildren() {
      var store: StoreOf<Recorder>? = Store(initialState: Recorder.State()) { Recorder() }
      weak let weakStore = store
      var child: StoreOf<Counter>? = store?.scope(state: \.child, action: \.child)
      weak let weakChild = child
      child?.send(.increment)
      child = nil
      store = nil
      #expect(weakStore == nil)
      #expect(weakChild == nil)
    }

    @Test func deepScopeChainsReachTheRoot() {
      let store = Store(initialState: Nested.State(depth: 10)) { Nested() }
      var leaf = store
      for _ in 0..<10 {
        leaf = leaf.scope(state: \.unwrappedChild, action: \.child)
      }
      leaf.send(.increment)
      leaf.send(.increment)
      var state = store.state
      for _ in 0..<10 { state = state.unwrappedChild }
      #expect(state.count == 2)
      #expect(leaf.count == 2)
    }
  }
}

/// A feature that contains itself, to build scope chains of any depth.
@Reducer
struct Nested {
  struct State: Equatable {
    var count = 0
    var child: Box<State>?
    init(depth: Int) {
      child = depth > 0 ? Box(State(depth: depth - 1)) : nil
    }
    var unwrappedChild: State {
      get { child!.value }
      set { child = Box(newValue) }
    }
  }
  indirect enum Action: Equatable {
    case increment
    case child(Action)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .child(let action):
        return Nested().reduce(into: &state.unwrappedChild, action: action).map(Action.child)
      }
    }
  }
}

/// A value box, so that a struct can contain itself.
final class Box<Value: Equatable>: Equatable {
  let value: Value
  init(_ value: Value) { self.value = value }
  static func == (lhs: Box, rhs: Box) -> Bool { lhs.value == rhs.value }
}

extension CoreTests {
  @Suite
  @MainActor
  struct ListenerReentrancyTests {
    @Test func aSubscriptionCanCancelItselfAndOthersWhileBeingCalled() {
      let store = Store(initialState: Counter.State()) { Counter() }
      var calls: [String] = []
      var first: StoreSubscription?
      var second: StoreSubscription?
      first = store.subscribe { _ in
        calls.append("first")
        first?.cancel()
        second?.cancel()
      }
      second = store.subscribe { _ in calls.append("second") }
      let third = store.subscribe { _ in calls.append("third") }
      store.send(.increment)
      store.send(.increment)
      #expect(calls == ["first", "third", "third"])
      third.cancel()
    }
  }
}
