import Testing

@testable import ComposableArchitecture

private enum BetaKey: DependencyKey {
  static let liveValue = false
  static let testValue = false
}

extension DependencyValues {
  fileprivate var isBeta: Bool {
    get { self[BetaKey.self] }
    set { self[BetaKey.self] = newValue }
  }
}

extension CoreTests {
  /// A store evaluates each `body` on the first action that reaches it and keeps it.
  @Suite @MainActor struct KeptBodyTests {
    /// Counts how often each body is evaluated.
    final class Evaluations: Sendable {
      let counts = LockIsolated<[String: Int]>([:])
      func note(_ name: String) { counts.withValue { $0[name, default: 0] += 1 } }
      subscript(name: String) -> Int { counts.value[name, default: 0] }
    }

    @Reducer
    struct Child {
      let evaluations: Evaluations
      struct State: Equatable { var count = 0 }
      enum Action: Equatable { case increment }
      var body: some ReducerOf<Self> {
        let _ = evaluations.note("child")
        Reduce { state, _ in
          state.count += 1
          return .none
        }
      }
    }

    @Reducer
    struct Parent {
      let evaluations: Evaluations
      struct State: Equatable {
        var child = Child.State()
        var taps = 0
      }
      enum Action: Equatable {
        case child(Child.Action)
        case tap
      }
      var body: some ReducerOf<Self> {
        let _ = evaluations.note("parent")
        Scope(state: \.child, action: \.child) { Child(evaluations: evaluations) }
        Reduce { state, action in
          if case .tap = action { state.taps += 1 }
          return .none
        }
      }
    }

    @Test func eachBodyIsEvaluatedOnceAcrossActions() {
      let evaluations = Evaluations()
      let store = Store(initialState: Parent.State()) { Parent(evaluations: evaluations) }
      #expect(evaluations["parent"] == 0)
      store.send(.tap)
      store.send(.child(.increment))
      store.send(.child(.increment))
      store.send(.tap)
      #expect(store.withState(\.child.count) == 2)
      #expect(store.withState(\.taps) == 2)
      #expect(evaluations["parent"] == 1)
      #expect(evaluations["child"] == 1)
    }

    @Test func aTestStoreKeepsBodiesToo() async {
      let evaluations = Evaluations()
      let store = TestStore(initialState: Parent.State()) { Parent(evaluations: evaluations) }
      await store.send(.child(.increment)) { $0.child.count = 1 }
      await store.send(.tap) { $0.taps = 1 }
      await store.send(.child(.increment)) { $0.child.count = 2 }
      #expect(evaluations["parent"] == 1)
      #expect(evaluations["child"] == 1)
    }

    /// Implements `reduce(into:action:)` and also has a `body`: its own `reduce` runs.
    struct OwnReduce: Reducer {
      let evaluations: Evaluations
      typealias State = Int
      typealias Action = Bool
      func reduce(into state: inout Int, action: Bool) -> Effect<Bool> {
        state += action ? 10 : 1
        return .none
      }
      var body: some ReducerOf<Self> {
        let _ = evaluations.note("own")
        Reduce { state, _ in
          state = -1
          return .none
        }
      }
    }

    @Test func aReducerWithItsOwnReduceKeepsRunningIt() {
      let evaluations = Evaluations()
      let store = Store(initialState: 0) { OwnReduce(evaluations: evaluations) }
      store.send(true)
      store.send(false)
      store.send(true)
      #expect(store.withState { $0 } == 21)
      #expect(evaluations["own"] == 0)
    }

    /// A reducer written by a user that runs another one from its own `reduce`.
    struct Logging<Base: Reducer>: Reducer {
      let base: Base
      let log: LockIsolated<[String]>
      func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
        let line = "\(action)"
        log.withValue { $0.append(line) }
        return base.reduce(into: &state, action: action)
      }
    }

    @Test func aUserWrittenOperatorRunsItsBaseEveryTime() {
      let evaluations = Evaluations()
      let log = LockIsolated<[String]>([])
      let store = Store(initialState: Parent.State()) {
        Logging(base: Parent(evaluations: evaluations), log: log)
      }
      store.send(.tap)
      store.send(.child(.increment))
      #expect(log.value == ["tap", "\(Parent.Action.child(.increment))"])
      #expect(store.withState(\.taps) == 1)
      #expect(store.withState(\.child.count) == 1)
      // The library cannot see inside a `reduce` it did not write: the base's body is evaluated
      // for each action, as a reducer called directly always is.
      #expect(evaluations["parent"] == 2)
    }

    @Reducer
    struct ContextReader {
      @Dependency(\.context) var context
      struct State: Equatable { var seen = "" }
      enum Action: Equatable { case read }
      var body: some ReducerOf<Self> {
        // Read while the body is built, not while an action runs.
        let built = "\(context)"
        Reduce { state, _ in
          state.seen = built
          return .none
        }
      }
    }

    @Reducer
    struct ContextParent {
      struct State: Equatable { var reader = ContextReader.State() }
      enum Action: Equatable { case reader(ContextReader.Action) }
      var body: some ReducerOf<Self> {
        Scope(state: \.reader, action: \.reader) { ContextReader() }
          .dependency(\.context, .preview)
      }
    }

    @Test func aBodyIsBuiltWithTheDependenciesOfItsFirstAction() {
      let store = Store(initialState: ContextParent.State()) { ContextParent() }
      store.send(.reader(.read))
      #expect(store.withState(\.reader.seen) == "preview")
    }

    @Reducer
    struct Branching {
      let useFirst: Bool
      struct State: Equatable { var path = "" }
      enum Action: Equatable { case go }
      var body: some ReducerOf<Self> {
        if useFirst {
          Reduce { state, _ in
            state.path += "a"
            return .none
          }
        } else {
          Reduce { state, _ in
            state.path += "b"
            return .none
          }
        }
        Optional(
          Reduce { state, _ in
            state.path += "!"
            return .none
          }
        )
        for suffix in ["1", "2"] {
          Reduce { state, _ in
            state.path += suffix
            return .none
          }
        }
      }
    }

    @Test func builderBranchesOptionalsAndLoopsAreKept() {
      let first = Store(initialState: Branching.State()) { Branching(useFirst: true) }
      first.send(.go)
      first.send(.go)
      #expect(first.withState(\.path) == "a!12a!12")
      let second = Store(initialState: Branching.State()) { Branching(useFirst: false) }
      second.send(.go)
      #expect(second.withState(\.path) == "b!12")
    }

    @Reducer
    struct Flagged {
      @Dependency(\.isBeta) var isBeta
      struct State: Equatable { var path = "" }
      enum Action: Equatable { case go }
      var body: some ReducerOf<Self> {
        // A feature flag read while the body is built.
        if isBeta {
          Reduce { state, _ in
            state.path += "beta "
            return .none
          }
        } else {
          Reduce { state, _ in
            state.path += "stable "
            return .none
          }
        }
      }
    }

    @Test func aTestStoreBuildsBodiesAgainWhenItsDependenciesChange() async {
      let store = TestStore(initialState: Flagged.State()) { Flagged() }
      await store.send(.go) { $0.path = "stable " }
      store.dependencies.isBeta = true
      await store.send(.go) { $0.path = "stable beta " }
    }

    /// Counts the evaluations of a destination's body: `@Reducer` enums erase their cases'
    /// reducers, which must not stop their bodies from being kept.
    @Reducer
    struct Editor {
      static let evaluations = LockIsolated(0)
      struct State: Equatable { var text = "" }
      enum Action: Equatable { case type(String) }
      var body: some ReducerOf<Self> {
        let _ = Self.evaluations.withValue { $0 += 1 }
        Reduce { state, action in
          if case .type(let text) = action { state.text += text }
          return .none
        }
      }
    }

    @Reducer
    struct Screen {
      @Reducer
      enum Destination {
        case editor(Editor)
      }
      @ObservableState
      struct State {
        @Presents var destination: Destination.State?
      }
      enum Action {
        case destination(PresentationAction<Destination.Action>)
        case edit
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          if case .edit = action { state.destination = .editor(Editor.State()) }
          return .none
        }
        .ifLet(\.$destination, action: \.destination)
      }
    }

    @Test func aDestinationsBodyIsKeptThroughTheEnumsErasure() {
      Editor.evaluations.setValue(0)
      let store = Store(initialState: Screen.State()) { Screen() }
      store.send(.edit)
      store.send(.destination(.presented(.editor(.type("a")))))
      store.send(.destination(.presented(.editor(.type("b")))))
      store.send(.destination(.dismiss))
      store.send(.edit)
      store.send(.destination(.presented(.editor(.type("c")))))
      #expect(store.withState(\.destination?.editor?.text) == "c")
      #expect(Editor.evaluations.value == 1)
    }

    @Test func anErasedReducersBodyIsKept() {
      let evaluations = Evaluations()
      let store = Store(initialState: Parent.State()) {
        Reduce(Parent(evaluations: evaluations))
      }
      store.send(.child(.increment))
      store.send(.child(.increment))
      #expect(store.withState(\.child.count) == 2)
      #expect(evaluations["parent"] == 1)
      #expect(evaluations["child"] == 1)
    }

    /// During its first action, a reducer runs a second store of its own type: each store keeps
    /// its own body.
    @Reducer
    struct Nesting {
      let evaluations: Evaluations
      struct State: Equatable {
        var count = 0
        var inner = 0
      }
      enum Action: Equatable { case go, innerGo }
      var body: some ReducerOf<Self> {
        let _ = evaluations.note("nesting")
        Reduce { [evaluations] state, action in
          state.count += 1
          if case .go = action {
            state.inner = MainActor.assumeIsolated {
              let inner = Store(initialState: State()) { Nesting(evaluations: evaluations) }
              inner.send(.innerGo)
              inner.send(.innerGo)
              return inner.withState(\.count)
            }
          }
          return .none
        }
      }
    }

    @Test func storesStartedDuringAFirstActionKeepTheirOwnBodies() {
      let evaluations = Evaluations()
      let store = Store(initialState: Nesting.State()) { Nesting(evaluations: evaluations) }
      store.send(.go)
      #expect(store.withState(\.inner) == 2)
      // The outer store's body, and the inner store's.
      #expect(evaluations["nesting"] == 2)
      store.send(.innerGo)
      #expect(store.withState(\.count) == 2)
      #expect(evaluations["nesting"] == 2)
    }

    /// A feature that contains rows of itself: the body of each level's reducer is kept by that
    /// level, and the first action at each depth claims only its own.
    @Reducer
    struct Tree {
      let evaluations: Evaluations
      struct State: Equatable, Identifiable {
        var id: Int
        var count = 0
        var rows: IdentifiedArrayOf<State> = []
      }
      @CasePathable
      indirect enum Action: Equatable {
        case increment
        case rows(IdentifiedActionOf<Tree>)
      }
      var body: some ReducerOf<Self> {
        let _ = evaluations.note("tree")
        Reduce { state, action in
          if case .increment = action { state.count += 1 }
          return .none
        }
        .forEach(\.rows, action: \.rows) { Tree(evaluations: evaluations) }
      }
    }

    @Test func aFeatureThatContainsItselfKeepsOneBodyPerLevel() {
      let evaluations = Evaluations()
      let leaf = Tree.State(id: 3)
      let middle = Tree.State(id: 2, rows: [leaf])
      let store = Store(initialState: Tree.State(id: 1, rows: [middle])) {
        Tree(evaluations: evaluations)
      }
      let toLeaf = Tree.Action.rows(
        .element(id: 2, action: .rows(.element(id: 3, action: .increment))))
      store.send(toLeaf)
      store.send(.rows(.element(id: 2, action: .increment)))
      store.send(.increment)
      store.send(toLeaf)
      #expect(store.withState(\.count) == 1)
      #expect(store.withState(\.rows[id: 2]?.count) == 1)
      #expect(store.withState(\.rows[id: 2]?.rows[id: 3]?.count) == 2)
      // The root's, the middle level's and the leaf level's: each once, however often reached.
      #expect(evaluations["tree"] == 3)
    }

    final class Marker {}

    @Test func theCasePathTableGrowsAndStartsOverPastItsLimit() {
      let cache = CasePathCache()
      var keyPaths: [AnyKeyPath] = []
      var markers: [Marker] = []
      for index in 0..<5_000 {
        // A key path that captures a subscript argument is a new object each time it is made:
        // distinct identities, as key paths built inside generic code have.
        let keyPath: AnyKeyPath = \[Int].[index]
        let marker = Marker()
        cache.insert(marker, for: keyPath)
        #expect(cache.object(for: keyPath) === marker)
        keyPaths.append(keyPath)
        markers.append(marker)
      }
      // The table started over once it held 4,096 entries: the newest are still found, by
      // identity, and the oldest are gone, never confused with another key path.
      #expect(cache.object(for: keyPaths[4_999]) === markers[4_999])
      #expect(cache.object(for: keyPaths[4_096]) === markers[4_096])
      #expect(cache.object(for: keyPaths[0]) == nil)
      #expect(cache.object(for: \[Int].[4_999]) == nil)
    }
  }
}
