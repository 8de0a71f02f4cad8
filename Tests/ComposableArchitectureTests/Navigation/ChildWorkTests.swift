import Testing

@testable import ComposableArchitecture

/// Navigation operators skip watching their child while the store has no child work in flight;
/// these tests pin down what "child work" counts, and that work started earlier in the same
/// `send` is seen.
extension CoreTests {
  @Suite @MainActor struct ChildWorkTests {
    struct Work: Cancellable {
      func cancel() {}
    }

    let child: [AnyHashableSendable] = [AnyHashableSendable("child")]

    @Test func registryCountsWorkUnderChildPathsOnly() {
      let registry = CancellationRegistry()
      let root = CancellationRegistry.Key(path: [], id: nil)
      let inChild = CancellationRegistry.Key(path: child, id: nil)
      let named = CancellationRegistry.Key(path: child, id: AnyHashableSendable("timer"))

      registry.register(Work(), under: [root])
      #expect(!registry.hasChildWork)

      let childToken = registry.register(Work(), under: [named, inChild])
      #expect(registry.hasChildWork)
      registry.unregister(childToken, from: [named, inChild])
      #expect(!registry.hasChildWork)

      _ = registry.register(Work(), under: named, cancelInFlight: true)
      #expect(registry.hasChildWork)
      registry.cancel(named)
      #expect(!registry.hasChildWork)

      let token = registry.register(Work(), under: [named, inChild])
      registry.cancelAll(under: child)
      #expect(!registry.hasChildWork)
      // Unregistering work that was cancelled (and so forgotten) counts nothing twice.
      registry.unregister(token, from: [named, inChild])
      #expect(!registry.hasChildWork)

      registry.register(Work(), under: [inChild])
      registry.cancelAll(under: []) { _ in true }
      #expect(!registry.hasChildWork)
      #expect(registry.count == 1)
    }

    @Test func aThrottleWindowOfAChildIsChildWork() {
      let registry = CancellationRegistry()
      let _: ThrottleWindow<ContinuousClock.Instant, Int> = registry.throttleWindow(
        CancellationRegistry.Key(path: [], id: AnyHashableSendable("root"))
      )
      #expect(!registry.hasChildWork)
      let _: ThrottleWindow<ContinuousClock.Instant, Int> = registry.throttleWindow(
        CancellationRegistry.Key(path: child, id: AnyHashableSendable("child"))
      )
      #expect(registry.hasChildWork)
      registry.cancelAll(under: child)
      #expect(!registry.hasChildWork)
    }

    /// A child whose `start` runs a timer until cancelled.
    typealias Timer = IfLetReducerTests.Timer

    /// Two optional children; starting the first one's timer also closes it, through an action
    /// of the parent's own sent in the same `send`.
    @Reducer
    struct Parent {
      struct State: Equatable {
        var first: Timer.State? = Timer.State(id: 1)
        var second: Timer.State? = Timer.State(id: 2)
        var rows: IdentifiedArrayOf<Timer.State> = [Timer.State(id: 3)]
      }
      enum Action: Equatable {
        case first(Timer.Action)
        case second(Timer.Action)
        case rows(IdentifiedActionOf<Timer>)
        case closeFirst
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .first(.start):
            return .send(.closeFirst)
          case .closeFirst:
            state.first = nil
            return .none
          case .rows(.element(let id, .start)):
            // The row leaves in the action that started its timer.
            state.rows.remove(id: id)
            return .none
          case .first, .second, .rows:
            return .none
          }
        }
        .ifLet(\.first, action: \.first) { Timer() }
        .ifLet(\.second, action: \.second) { Timer() }
        .forEach(\.rows, action: \.rows) { Timer() }
      }
    }

    func makeStore(_ clock: TestClock<Duration>) -> StoreOf<Parent> {
      Store(initialState: Parent.State()) {
        Parent()
      } withDependencies: {
        $0.continuousClock = clock
      }
    }

    @Test func workStartedEarlierInTheSameSendIsCancelledWhenItsChildCloses() async {
      let clock = TestClock()
      let store = makeStore(clock)
      // `.first(.start)` passes the second `ifLet` first, which finds no child work; the timer
      // starts; `.closeFirst` follows in the same send and must see the timer.
      store.send(.first(.start))
      #expect(store.first == nil)
      // Cancelled in the send: nothing is left, and no tick reaches the closed child (which
      // would be reported as an action for a missing child).
      #expect(!store.core.registry.hasChildWork)
      await clock.advance(by: .seconds(2))
      await settle()
      #expect(store.core.registry.count == 0)
    }

    @Test func aRowRemovedByTheActionThatStartedItsWorkHasItCancelled() async {
      let clock = TestClock()
      let store = makeStore(clock)
      store.send(.rows(.element(id: 3, action: .start)))
      #expect(store.rows.isEmpty)
      #expect(!store.core.registry.hasChildWork)
      await clock.advance(by: .seconds(2))
      await settle()
      #expect(store.core.registry.count == 0)
    }

    @Test func aChildClosedWithNoWorkInFlightLeavesNothingBehind() async {
      let clock = TestClock()
      let store = makeStore(clock)
      store.send(.second(.start))
      await clock.advance(by: .seconds(1))
      #expect(store.second?.ticks == 1)
      #expect(store.core.registry.hasChildWork)
      // The first child has no work of its own, but the second's timer keeps operators
      // watching: closing the first cancels nothing of the second's.
      store.send(.first(.start))
      await clock.advance(by: .seconds(1))
      #expect(store.first == nil)
      #expect(store.second?.ticks == 2)
    }

    /// Three optional children, each closed and opened again by an action of the parent's.
    @Reducer
    struct Siblings {
      struct State: Equatable {
        var a: Timer.State? = Timer.State(id: 1)
        var b: Timer.State? = Timer.State(id: 2)
        var c: Timer.State? = Timer.State(id: 3)
      }
      enum Action: Equatable {
        case a(Timer.Action)
        case b(Timer.Action)
        case c(Timer.Action)
        case close(Int)
        case open(Int)
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .close(let id), .open(let id):
            let child: Timer.State? = if case .open = action { Timer.State(id: id) } else { nil }
            switch id {
            case 1: state.a = child
            case 2: state.b = child
            default: state.c = child
            }
            return .none
          case .a, .b, .c:
            return .none
          }
        }
        .ifLet(\.a, action: \.a) { Timer() }
        .ifLet(\.b, action: \.b) { Timer() }
        .ifLet(\.c, action: \.c) { Timer() }
      }
    }

    /// While child work is in flight, only the operators whose child started work watch their
    /// child; the others pass actions on. Each must still end its child's work when the parent
    /// closes it, whether the work started with no child work in flight (the second), with some
    /// (the third, the first), or after all of it had ended (the first again).
    @Test func eachOperatorWhoseChildStartedWorkEndsItWhenItsChildCloses() async {
      let clock = TestClock()
      let store = Store(initialState: Siblings.State()) {
        Siblings()
      } withDependencies: {
        $0.continuousClock = clock
      }
      store.send(.b(.start))
      store.send(.c(.start))
      store.send(.a(.start))
      await clock.advance(by: .seconds(1))
      #expect([store.a?.ticks, store.b?.ticks, store.c?.ticks] == [1, 1, 1])
      #expect(store.core.registry.count == 3)

      store.send(.close(2))
      #expect(store.core.registry.count == 2)
      // A tick of the closed child would be reported as an action for a missing child.
      await clock.advance(by: .seconds(1))
      #expect([store.a?.ticks, store.c?.ticks] == [2, 2])

      store.send(.close(3))
      store.send(.close(1))
      #expect(!store.core.registry.hasChildWork)

      store.send(.open(1))
      store.send(.a(.start))
      await clock.advance(by: .seconds(1))
      #expect(store.a?.ticks == 1)
      store.send(.close(1))
      #expect(!store.core.registry.hasChildWork)
      await clock.advance(by: .seconds(1))
      await settle()
      #expect(store.core.registry.count == 0)
    }

    /// Two optional children in one chain of operators, the parent closing each when the
    /// other's timer has ticked twice: on an action of one operator's child, the other operator
    /// watches its own child, whether it is outside the operator the action is for or inside.
    @Reducer
    struct Relay {
      struct State: Equatable {
        var inner: Timer.State? = Timer.State(id: 1)
        var outer: Timer.State? = Timer.State(id: 2)
      }
      enum Action: Equatable {
        case inner(Timer.Action)
        case outer(Timer.Action)
        case closeBoth
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .inner(.tick) where state.inner?.ticks == 2: state.outer = nil
          case .outer(.tick) where state.outer?.ticks == 2: state.inner = nil
          case .closeBoth: state = State(inner: nil, outer: nil)
          default: break
          }
          return .none
        }
        .ifLet(\.inner, action: \.inner) { Timer() }
        .ifLet(\.outer, action: \.outer) { Timer() }
      }
    }

    /// The child that ticks first closes the other, whose timer (half a second behind) must end
    /// with it: a tick of the closed child would be reported as an action for a missing child.
    @Test(arguments: [true, false])
    func anActionOfOneChildClosingAnotherEndsTheOthersWork(innerFirst: Bool) async {
      let clock = TestClock()
      let store = Store(initialState: Relay.State()) {
        Relay()
      } withDependencies: {
        $0.continuousClock = clock
      }
      store.send(innerFirst ? .inner(.start) : .outer(.start))
      await clock.advance(by: .milliseconds(500))
      store.send(innerFirst ? .outer(.start) : .inner(.start))
      await clock.advance(by: .milliseconds(1_500))
      if innerFirst {
        #expect(store.outer == nil)
        #expect(store.inner?.ticks == 2)
      } else {
        #expect(store.inner == nil)
        #expect(store.outer?.ticks == 2)
      }
      #expect(store.core.registry.count == 1)
      await clock.advance(by: .seconds(2))
      #expect((innerFirst ? store.inner : store.outer)?.ticks == 4)
      store.send(.closeBoth)
      await settle()
      #expect(store.core.registry.count == 0)
    }

    /// A test store keeps its reducer again when the test changes its dependencies, with the
    /// child's timer in flight: the operators kept then watch their child as well.
    @Test func aChildsWorkEndsWithItAfterTheTestChangesTheStoresDependencies() async {
      let clock = TestClock()
      let store = TestStore(initialState: Siblings.State()) {
        Siblings()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.b(.start))
      await clock.advance(by: .seconds(1))
      await store.receive(\.b.tick) { $0.b?.ticks = 1 }
      store.dependencies.uuid = .incrementing
      await store.send(.close(2)) { $0.b = nil }
      await clock.advance(by: .seconds(1))
      await store.finish()
    }

    /// Two operators on the same child in one chain, under an operator whose child's work is in
    /// flight: the inner one's action starts the child's work, which marks the outer one too
    /// (they share a mark) after the outer one's watch would have begun.
    @Reducer
    struct SameChildTwice {
      struct State: Equatable {
        var child: Timer.State? = Timer.State(id: 1)
        var other: Timer.State? = Timer.State(id: 2)
      }
      enum Action: Equatable {
        case inner(Timer.Action)
        case outer(Timer.Action)
        case other(Timer.Action)
        case close
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          if case .close = action { state.child = nil }
          return .none
        }
        .ifLet(\.child, action: \.inner) { Timer() }
        .ifLet(\.child, action: \.outer) { Timer() }
        .ifLet(\.other, action: \.other) { Timer() }
      }
    }

    /// The outer operator, marked in the action without having watched it, keeps nothing and
    /// ends nothing then: the child's work goes on (a stale comparison would cancel it), and
    /// still ends when the parent closes the child.
    @Test func anOperatorMarkedByTheActionItPassedOnEndsNothingThen() async {
      let clock = TestClock()
      let store = Store(initialState: SameChildTwice.State()) {
        SameChildTwice()
      } withDependencies: {
        $0.continuousClock = clock
      }
      store.send(.other(.start))
      store.send(.inner(.start))
      #expect(store.core.registry.count == 2)
      await clock.advance(by: .seconds(1))
      #expect([store.child?.ticks, store.other?.ticks] == [1, 1])

      store.send(.close)
      #expect(store.child == nil)
      #expect(store.core.registry.count == 1)
      // A tick of the closed child would be reported as an action for a missing child.
      await clock.advance(by: .seconds(1))
      #expect(store.other?.ticks == 2)
    }

    /// One child reached by two chains of operators, with an action path each: the first
    /// starts the child's work, the second's parent closes the child.
    @Reducer
    struct TwoPaths {
      struct State: Equatable {
        var child: Timer.State? = Timer.State(id: 1)
      }
      enum Action: Equatable {
        case viaFirst(Timer.Action)
        case viaSecond(Timer.Action)
        case close
        case open
      }
      var body: some ReducerOf<Self> {
        Reduce { _, _ in .none }
          .ifLet(\.child, action: \.viaFirst) { Timer() }
        Reduce { state, action in
          switch action {
          case .close: state.child = nil
          case .open: state.child = Timer.State(id: 1)
          case .viaFirst, .viaSecond: break
          }
          return .none
        }
        .ifLet(\.child, action: \.viaSecond) { Timer() }
      }
    }

    /// Operators on the same child state share its navigation identity, so the second ends the
    /// work the first started when its parent closes the child, as upstream's do: they share
    /// one mark.
    @Test func anOperatorEndsWorkAnotherOperatorOnTheSameChildStarted() async {
      let clock = TestClock()
      let store = Store(initialState: TwoPaths.State()) {
        TwoPaths()
      } withDependencies: {
        $0.continuousClock = clock
      }
      store.send(.viaFirst(.start))
      await clock.advance(by: .seconds(1))
      #expect(store.child?.ticks == 1)
      store.send(.close)
      #expect(store.child == nil)
      #expect(!store.core.registry.hasChildWork)
      // A tick of the closed child would be reported as an action for a missing child.
      await clock.advance(by: .seconds(1))
      await settle()
      #expect(store.core.registry.count == 0)
    }

    /// The same in a test store, whose reducer is kept in the store that runs it, and kept
    /// again when the test changes the dependencies.
    @Test func aTestStoresOperatorsOnTheSameChildShareTheirMark() async {
      let clock = TestClock()
      let store = TestStore(initialState: TwoPaths.State()) {
        TwoPaths()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.viaFirst(.start))
      await clock.advance(by: .seconds(1))
      await store.receive(\.viaFirst.tick) { $0.child?.ticks = 1 }
      await store.send(.close) { $0.child = nil }
      // Seen with no child work: every mark is cleared, and the next start marks one again.
      await store.send(.open) { $0.child = Timer.State(id: 1) }
      await store.send(.viaFirst(.start))
      store.dependencies.uuid = .incrementing
      await clock.advance(by: .seconds(1))
      await store.receive(\.viaFirst.tick) { $0.child?.ticks = 1 }
      await store.send(.close) { $0.child = nil }
      await clock.advance(by: .seconds(1))
      await store.finish()
    }

    /// A child whose effect leaves a task behind, which registers work under the child's path
    /// (through `withTaskCancellation`) after the effect ended.
    @Reducer
    struct LeftBehind {
      struct State: Equatable {
        var child: Int? = 0
        var ticks = 0
      }
      enum Action: Equatable {
        case child(Child.Action)
        case close
        case tap
      }
      @Reducer
      struct Child {
        typealias State = Int
        enum Action: Equatable { case start }
        @Dependency(\.continuousClock) var clock
        var body: some ReducerOf<Self> {
          Reduce { _, _ in
            .run { _ in
              let clock = clock
              Task {
                try await clock.sleep(for: .seconds(5))
                try await withTaskCancellation(id: "late") {
                  try await clock.sleep(for: .seconds(100))
                }
              }
              try await clock.sleep(for: .seconds(1))
            }
          }
        }
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          if case .close = action { state.child = nil }
          return .none
        }
        .ifLet(\.child, action: \.child) { Child() }
      }
    }

    /// Work that no operator started (the left-behind task's, registered once every child's work
    /// had ended and the operators' marks were cleared) makes every operator watch its child.
    @Test func workRegisteredByATaskAChildLeftBehindEndsWhenTheChildCloses() async {
      let clock = TestClock()
      let store = Store(initialState: LeftBehind.State()) {
        LeftBehind()
      } withDependencies: {
        $0.continuousClock = clock
      }
      let started = store.send(.child(.start))
      // Seen in flight, then seen ended: the operators' marks are cleared.
      store.send(.tap)
      #expect(store.core.registry.hasChildWork)
      await clock.advance(by: .seconds(1))
      await started.finish()
      store.send(.tap)
      #expect(!store.core.registry.hasChildWork)
      await clock.advance(by: .seconds(4))
      await settle()
      #expect(store.core.registry.hasChildWork)
      store.send(.close)
      #expect(!store.core.registry.hasChildWork)
      #expect(store.core.registry.count == 0)
    }
  }
}
