import Benchmark
import ComposableArchitecture

/// What composition costs on actions that are not the operator's own: each pair sends the same
/// action to the same state, with and without the operator.
let compositionBenchmarks: @Sendable () -> Void = {
  Benchmark("Composition: 10 sibling Scopes, action for none of them") {
    @MainActor benchmark async in
    let store = Store(initialState: TenScopes.State()) { TenScopes() }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(store.send(.tap))
    }
  }

  Benchmark("Composition: the same reducer without the Scopes (baseline)") {
    @MainActor benchmark async in
    let store = Store(initialState: TenScopes.State()) { NoScopes() }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(store.send(.tap))
    }
  }

  for (name, which) in [
    ("ifLet", Navigator.Operator.ifLet), ("forEach over 100 rows", .forEach),
    ("presentation ifLet", .presentation), ("stack forEach", .stack),
    ("no operator (baseline)", .none),
  ] {
    Benchmark("Composition: \(name), action not its own") { @MainActor benchmark async in
      let store = Store(initialState: Navigator.State()) { Navigator(operators: which) }
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(store.send(.tap))
      }
    }
  }

  // The same, with an effect of the operator's child in flight: the operator then watches
  // whether the parent dismisses the child, to cancel that effect. The action that starts it is
  // made from the state read with `withState`: read through `store.state`, the store's state
  // would be observed, and every send would then check whether it was replaced, which the
  // baselines do not (about 30 ns a send).
  for (name, which) in [
    ("ifLet", Navigator.Operator.ifLet), ("forEach over 100 rows", .forEach),
    ("presentation ifLet", .presentation), ("stack forEach", .stack),
  ] {
    Benchmark("Composition: \(name), action not its own, a child effect in flight") {
      @MainActor benchmark async in
      let store = Store(initialState: Navigator.State()) { Navigator(operators: which) }
      store.send(store.withState { Navigator.listen(which, in: $0) })
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(store.send(.tap))
      }
    }
  }

  // Ten passes through one operator per send, with and without a child effect in flight: the
  // difference from the baseline, divided by ten, is what the operator costs on such an action.
  for (name, which) in [
    ("ifLet", Navigator.Operator.ifLet), ("forEach over 100 rows", .forEach),
    ("presentation ifLet", .presentation), ("stack forEach", .stack),
    ("no operator (baseline)", .none),
  ] {
    for inFlight in which == .none ? [false] : [false, true] {
      let flight = inFlight ? ", a child effect in flight" : ""
      Benchmark("Composition: 10 × \(name), action not theirs\(flight)") {
        @MainActor benchmark async in
        let store = Store(initialState: Navigator.State()) { TenOperators(operators: which) }
        if inFlight { store.send(store.withState { Navigator.listen(which, in: $0) }) }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          blackHole(store.send(.tap))
        }
      }
    }
  }

  // Ten sibling `ifLet`s over ten children, one child's effect in flight (the innermost
  // operator's, or the outermost's): the other nine have no child work to watch.
  for (name, listen) in [("innermost", TenScopes.Action.c0(.listen)), ("outermost", .c9(.listen))] {
    let title = "10 sibling ifLets, action not theirs, the \(name) child's effect in flight"
    Benchmark("Composition: \(title)") {
      @MainActor benchmark async in
      let store = Store(initialState: TenOptionalChildren.State()) { TenOptionalChildren() }
      store.send(listen)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(store.send(.tap))
      }
    }
  }

  Benchmark("Composition: 10 optional children without their ifLets (baseline)") {
    @MainActor benchmark async in
    let store = Store(initialState: TenOptionalChildren.State()) {
      TenOptionalChildren(hasOperators: false)
    }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(store.send(.tap))
    }
  }

  for includesIfCaseLet in [true, false] {
    let name = includesIfCaseLet ? "ifCaseLet" : "no ifCaseLet (baseline)"
    Benchmark("Composition: \(name), action not its own") { @MainActor benchmark async in
      let store = Store(initialState: CaseParent.State.other(0)) {
        CaseParent(includesIfCaseLet: includesIfCaseLet)
      }
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(store.send(.tap))
      }
    }
  }
}
