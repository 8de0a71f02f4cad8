import ComposableArchitecture

// Parents whose children are not addressed by the benchmarked action (`.tap`): what each
// composition operator costs on actions that are not its own.

/// Ten sibling `Scope`s and the parent's own reducer.
@Reducer
struct TenScopes {
  struct State: Equatable {
    var c0 = Leaf.State(), c1 = Leaf.State(), c2 = Leaf.State(), c3 = Leaf.State()
    var c4 = Leaf.State(), c5 = Leaf.State(), c6 = Leaf.State(), c7 = Leaf.State()
    var c8 = Leaf.State(), c9 = Leaf.State()
    var taps = 0
  }
  enum Action: Equatable {
    case c0(Leaf.Action), c1(Leaf.Action), c2(Leaf.Action), c3(Leaf.Action), c4(Leaf.Action)
    case c5(Leaf.Action), c6(Leaf.Action), c7(Leaf.Action), c8(Leaf.Action), c9(Leaf.Action)
    case tap
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.c0, action: \.c0) { Leaf() }
    Scope(state: \.c1, action: \.c1) { Leaf() }
    Scope(state: \.c2, action: \.c2) { Leaf() }
    Scope(state: \.c3, action: \.c3) { Leaf() }
    Scope(state: \.c4, action: \.c4) { Leaf() }
    Scope(state: \.c5, action: \.c5) { Leaf() }
    Scope(state: \.c6, action: \.c6) { Leaf() }
    Scope(state: \.c7, action: \.c7) { Leaf() }
    Scope(state: \.c8, action: \.c8) { Leaf() }
    Scope(state: \.c9, action: \.c9) { Leaf() }
    Reduce { state, action in
      if case .tap = action { state.taps &+= 1 }
      return .none
    }
  }
}

/// The same state and actions as ``TenScopes``, without the `Scope`s: the baseline.
@Reducer
struct NoScopes {
  typealias State = TenScopes.State
  typealias Action = TenScopes.Action
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .tap = action { state.taps &+= 1 }
      return .none
    }
  }
}

/// A parent with an optional child, an enum child, 100 rows, a presented child and a stack, each
/// with its own operator.
@Reducer
struct Navigator {
  @Reducer
  enum Destination {
    case leaf(Leaf)
  }

  @ObservableState
  struct State: Equatable {
    var optional: Leaf.State? = Leaf.State()
    var rows = IdentifiedArray(uniqueElements: (0..<100).map { Leaf.State(count: $0, label: "\($0)") }, id: \.count)
    @Presents var destination: Destination.State? = .leaf(Leaf.State())
    var path = StackState<Leaf.State>([Leaf.State()])
    var taps = 0
  }
  enum Action: Equatable {
    case optional(Leaf.Action)
    case rows(IdentifiedAction<Int, Leaf.Action>)
    case destination(PresentationAction<Destination.Action>)
    case path(StackAction<Leaf.State, Leaf.Action>)
    case tap
  }

  /// Which operator to include, so that each is measured alone.
  enum Operator { case ifLet, forEach, presentation, stack, none }
  let operators: Operator

  var body: some ReducerOf<Self> {
    let base = Reduce<State, Action> { state, action in
      if case .tap = action { state.taps &+= 1 }
      return .none
    }
    switch operators {
    case .ifLet:
      base.ifLet(\.optional, action: \.optional) { Leaf() }
    case .forEach:
      base.forEach(\.rows, action: \.rows) { Leaf() }
    case .presentation:
      base.ifLet(\.$destination, action: \.destination)
    case .stack:
      base.forEach(\.path, action: \.path) { Leaf() }
    case .none:
      base
    }
  }
}

extension Navigator {
  /// The action that starts a never-ending effect in the child of `operator`.
  static func listen(_ operator: Operator, in state: State) -> Action {
    switch `operator` {
    case .ifLet: .optional(.listen)
    case .forEach: .rows(.element(id: 0, action: .listen))
    case .presentation: .destination(.presented(.leaf(.listen)))
    case .stack: .path(.element(id: state.path.ids[0], action: .listen))
    case .none: .tap
    }
  }
}

extension Navigator.Destination.State: Equatable {}
extension Navigator.Destination.Action: Equatable {}

/// A parent whose state is an enum, with `ifCaseLet` for one case.
@Reducer
struct CaseParent {
  @CasePathable
  enum State: Equatable {
    case leaf(Leaf.State)
    case other(Int)
  }
  enum Action: Equatable {
    case leaf(Leaf.Action)
    case tap
  }
  let includesIfCaseLet: Bool
  var body: some ReducerOf<Self> {
    let base = Reduce<State, Action> { state, action in
      if case .tap = action, case .other(let taps) = state { state = .other(taps &+ 1) }
      return .none
    }
    if includesIfCaseLet {
      base.ifCaseLet(\.leaf, action: \.leaf) { Leaf() }
    } else {
      base
    }
  }
}
