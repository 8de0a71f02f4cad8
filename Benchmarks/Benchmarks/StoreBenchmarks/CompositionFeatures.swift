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
    case c0(Leaf.Action)
    case c1(Leaf.Action)
    case c2(Leaf.Action)
    case c3(Leaf.Action)
    case c4(Leaf.Action)
    case c5(Leaf.Action)
    case c6(Leaf.Action)
    case c7(Leaf.Action)
    case c8(Leaf.Action)
    case c9(Leaf.Action)
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

/// Ten optional children, each behind its own `ifLet`, as an app's screens are: measured with an
/// effect of one child in flight, which only that child's operator has to watch.
@Reducer
struct TenOptionalChildren {
  struct State: Equatable {
    var c0: Leaf.State? = Leaf.State(), c1: Leaf.State? = Leaf.State()
    var c2: Leaf.State? = Leaf.State(), c3: Leaf.State? = Leaf.State()
    var c4: Leaf.State? = Leaf.State(), c5: Leaf.State? = Leaf.State()
    var c6: Leaf.State? = Leaf.State(), c7: Leaf.State? = Leaf.State()
    var c8: Leaf.State? = Leaf.State(), c9: Leaf.State? = Leaf.State()
    var taps = 0
  }
  typealias Action = TenScopes.Action
  /// Whether the ten `ifLet`s are applied: without them, the same sends measure the baseline.
  var hasOperators = true

  var body: some ReducerOf<Self> {
    let base = Reduce<State, Action> { state, action in
      if case .tap = action { state.taps &+= 1 }
      return .none
    }
    if hasOperators {
      Self.tenIfLets(base)
    } else {
      base
    }
  }

  // One statement a pass: a chain of ten in one expression is too much for the type checker.
  static func tenIfLets(_ base: some ReducerOf<Self>) -> some ReducerOf<Self> {
    let r1 = base.ifLet(\.c0, action: \.c0) { Leaf() }
    let r2 = r1.ifLet(\.c1, action: \.c1) { Leaf() }
    let r3 = r2.ifLet(\.c2, action: \.c2) { Leaf() }
    let r4 = r3.ifLet(\.c3, action: \.c3) { Leaf() }
    let r5 = r4.ifLet(\.c4, action: \.c4) { Leaf() }
    let r6 = r5.ifLet(\.c5, action: \.c5) { Leaf() }
    let r7 = r6.ifLet(\.c6, action: \.c6) { Leaf() }
    let r8 = r7.ifLet(\.c7, action: \.c7) { Leaf() }
    let r9 = r8.ifLet(\.c8, action: \.c8) { Leaf() }
    return r9.ifLet(\.c9, action: \.c9) { Leaf() }
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
    var rows = IdentifiedArray(
      uniqueElements: (0..<100).map { Leaf.State(count: $0, label: "\($0)") }, id: \.count)
    @Presents var destination: Destination.State? = .leaf(Leaf.State())
    var path: StackState<Leaf.State>
    var taps = 0
    /// The id of the stack's first screen, read without registering with Observation (as
    /// reading `path` would), so that the store's state stays unobserved, as in an app whose
    /// views observe through `ComposableUI`.
    @ObservationStateIgnored var firstPathID: StackElementID

    init() {
      let path = StackState<Leaf.State>([Leaf.State()])
      self.path = path
      firstPathID = path.ids[0]
    }
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

/// ``Navigator``'s state and actions with one operator applied ten times over the same child:
/// on an action that is not the child's, ten passes through the operator, so that its cost
/// stands out of the noise of one send.
@Reducer
struct TenOperators {
  typealias State = Navigator.State
  typealias Action = Navigator.Action
  let operators: Navigator.Operator

  var body: some ReducerOf<Self> {
    let base = Reduce<State, Action> { state, action in
      if case .tap = action { state.taps &+= 1 }
      return .none
    }
    switch operators {
    case .ifLet: Self.tenIfLets(base)
    case .forEach: Self.tenForEaches(base)
    case .presentation: Self.tenPresentations(base)
    case .stack: Self.tenStacks(base)
    case .none: base
    }
  }

  // One statement a pass: a chain of ten in one expression is too much for the type checker.

  static func tenIfLets(_ base: some ReducerOf<Self>) -> some ReducerOf<Self> {
    let r1 = base.ifLet(\.optional, action: \.optional) { Leaf() }
    let r2 = r1.ifLet(\.optional, action: \.optional) { Leaf() }
    let r3 = r2.ifLet(\.optional, action: \.optional) { Leaf() }
    let r4 = r3.ifLet(\.optional, action: \.optional) { Leaf() }
    let r5 = r4.ifLet(\.optional, action: \.optional) { Leaf() }
    let r6 = r5.ifLet(\.optional, action: \.optional) { Leaf() }
    let r7 = r6.ifLet(\.optional, action: \.optional) { Leaf() }
    let r8 = r7.ifLet(\.optional, action: \.optional) { Leaf() }
    let r9 = r8.ifLet(\.optional, action: \.optional) { Leaf() }
    let r10 = r9.ifLet(\.optional, action: \.optional) { Leaf() }
    return r10
  }

  static func tenForEaches(_ base: some ReducerOf<Self>) -> some ReducerOf<Self> {
    let r1 = base.forEach(\.rows, action: \.rows) { Leaf() }
    let r2 = r1.forEach(\.rows, action: \.rows) { Leaf() }
    let r3 = r2.forEach(\.rows, action: \.rows) { Leaf() }
    let r4 = r3.forEach(\.rows, action: \.rows) { Leaf() }
    let r5 = r4.forEach(\.rows, action: \.rows) { Leaf() }
    let r6 = r5.forEach(\.rows, action: \.rows) { Leaf() }
    let r7 = r6.forEach(\.rows, action: \.rows) { Leaf() }
    let r8 = r7.forEach(\.rows, action: \.rows) { Leaf() }
    let r9 = r8.forEach(\.rows, action: \.rows) { Leaf() }
    let r10 = r9.forEach(\.rows, action: \.rows) { Leaf() }
    return r10
  }

  static func tenPresentations(_ base: some ReducerOf<Self>) -> some ReducerOf<Self> {
    let r1 = base.ifLet(\.$destination, action: \.destination)
    let r2 = r1.ifLet(\.$destination, action: \.destination)
    let r3 = r2.ifLet(\.$destination, action: \.destination)
    let r4 = r3.ifLet(\.$destination, action: \.destination)
    let r5 = r4.ifLet(\.$destination, action: \.destination)
    let r6 = r5.ifLet(\.$destination, action: \.destination)
    let r7 = r6.ifLet(\.$destination, action: \.destination)
    let r8 = r7.ifLet(\.$destination, action: \.destination)
    let r9 = r8.ifLet(\.$destination, action: \.destination)
    let r10 = r9.ifLet(\.$destination, action: \.destination)
    return r10
  }

  static func tenStacks(_ base: some ReducerOf<Self>) -> some ReducerOf<Self> {
    let r1 = base.forEach(\.path, action: \.path) { Leaf() }
    let r2 = r1.forEach(\.path, action: \.path) { Leaf() }
    let r3 = r2.forEach(\.path, action: \.path) { Leaf() }
    let r4 = r3.forEach(\.path, action: \.path) { Leaf() }
    let r5 = r4.forEach(\.path, action: \.path) { Leaf() }
    let r6 = r5.forEach(\.path, action: \.path) { Leaf() }
    let r7 = r6.forEach(\.path, action: \.path) { Leaf() }
    let r8 = r7.forEach(\.path, action: \.path) { Leaf() }
    let r9 = r8.forEach(\.path, action: \.path) { Leaf() }
    let r10 = r9.forEach(\.path, action: \.path) { Leaf() }
    return r10
  }
}

extension Navigator {
  /// The action that starts a never-ending effect in the child of `operator`.
  static func listen(_ operator: Operator, in state: State) -> Action {
    switch `operator` {
    case .ifLet: .optional(.listen)
    case .forEach: .rows(.element(id: 0, action: .listen))
    case .presentation: .destination(.presented(.leaf(.listen)))
    case .stack: .path(.element(id: state.firstPathID, action: .listen))
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
