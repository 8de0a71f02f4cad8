import Benchmark
import ComposableArchitecture

/// A leaf with `@ObservableState`, the child of most features written today.
@Reducer
struct ObservedLeaf {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }
  enum Action: Equatable {
    /// Starts an effect that runs until cancelled.
    case listen
  }
  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .listen: .run { _ in try? await Task.never() }
      }
    }
  }
}

/// A parent with an optional `@ObservableState` child behind ten `ifLet`s, or none.
@Reducer
struct ObservedChildParent {
  @ObservableState
  struct State: Equatable {
    var optional: ObservedLeaf.State? = ObservedLeaf.State()
    var taps = 0
  }
  enum Action: Equatable {
    case optional(ObservedLeaf.Action)
    case tap
  }
  let hasOperators: Bool

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
    let r1 = base.ifLet(\.optional, action: \.optional) { ObservedLeaf() }
    let r2 = r1.ifLet(\.optional, action: \.optional) { ObservedLeaf() }
    let r3 = r2.ifLet(\.optional, action: \.optional) { ObservedLeaf() }
    let r4 = r3.ifLet(\.optional, action: \.optional) { ObservedLeaf() }
    let r5 = r4.ifLet(\.optional, action: \.optional) { ObservedLeaf() }
    let r6 = r5.ifLet(\.optional, action: \.optional) { ObservedLeaf() }
    let r7 = r6.ifLet(\.optional, action: \.optional) { ObservedLeaf() }
    let r8 = r7.ifLet(\.optional, action: \.optional) { ObservedLeaf() }
    let r9 = r8.ifLet(\.optional, action: \.optional) { ObservedLeaf() }
    return r9.ifLet(\.optional, action: \.optional) { ObservedLeaf() }
  }
}

/// Ten `ifLet`s over an `@ObservableState` child with an effect in flight, on an action that is
/// not the child's, against the same parent without them: the operator then compares the
/// child's identity (a number) before and after the parent's run.
let observedChildBenchmarks: @Sendable () -> Void = {
  for (name, hasOperators) in [
    ("10 × ifLet, @ObservableState child", true),
    ("no operator (baseline), @ObservableState child", false),
  ] {
    Benchmark("Composition: \(name), action not theirs, a child effect in flight") {
      @MainActor benchmark async in
      let store = Store(initialState: ObservedChildParent.State()) {
        ObservedChildParent(hasOperators: hasOperators)
      }
      if hasOperators { store.send(.optional(.listen)) }
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(store.send(.tap))
      }
    }
  }
}
