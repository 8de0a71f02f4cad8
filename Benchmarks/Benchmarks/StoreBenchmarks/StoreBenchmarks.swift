import Benchmark
import ComposableArchitecture

// Each benchmark builds its store before measuring, then sends `scaledIterations` actions; the
// harness reports numbers per action. Stores live on the main actor, so the bodies are
// `@MainActor`: the harness hops there once per sample, outside the measured region.

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .throughput],
    scalingFactor: .kilo,
    maxDuration: .seconds(2),
    maxIterations: 10_000
  )

  Benchmark("Store.send, root, no effect") { @MainActor benchmark async in
    let store = Store(initialState: Leaf.State()) { Leaf() }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(store.send(.increment))
    }
  }

  Benchmark("Store.send, root, one observer reading one field") { @MainActor benchmark async in
    let store = Store(initialState: Leaf.State()) { Leaf() }
    let subscription = store.subscribe { state in blackHole(state.count) }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(store.send(.increment))
    }
    benchmark.stopMeasurement()
    subscription.cancel()
  }

  Benchmark("Store.send, 5-deep scope chain") { @MainActor benchmark async in
    let root = Store(initialState: Level5.State()) { Level5() }
    let leaf =
      root
      .scope(state: \.child, action: \.child)
      .scope(state: \.child, action: \.child)
      .scope(state: \.child, action: \.child)
      .scope(state: \.child, action: \.child)
      .scope(state: \.child, action: \.child)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(leaf.send(.increment))
    }
  }

  Benchmark("Store.send, 10-deep scope chain") { @MainActor benchmark async in
    let root = Store(initialState: Level10.State()) { Level10() }
    // Five levels an expression: next to the deprecated function form of `scope`, each level of
    // one expression doubles the type checker's work (five: under 100 ms; ten: it gives up).
    let level5 =
      root
      .scope(state: \.child, action: \.child)
      .scope(state: \.child, action: \.child)
      .scope(state: \.child, action: \.child)
      .scope(state: \.child, action: \.child)
      .scope(state: \.child, action: \.child)
    let leaf =
      level5
      .scope(state: \.child, action: \.child)
      .scope(state: \.child, action: \.child)
      .scope(state: \.child, action: \.child)
      .scope(state: \.child, action: \.child)
      .scope(state: \.child, action: \.child)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(leaf.send(.increment))
    }
  }

  Benchmark("Store.send, 10-deep action sent to the root store") { @MainActor benchmark async in
    // The same reducer work as the 10-deep scope chain, without the scoped stores: the difference
    // between the two is the cost of scoping stores.
    let root = Store(initialState: Level10.State()) { Level10() }
    let action = Level10.Action.child(
      .child(.child(.child(.child(.child(.child(.child(.child(.child(.increment)))))))))
    )
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(root.send(action))
    }
  }

  for rowCount in [10, 10_000] {
    Benchmark("Store.send, one row of \(rowCount) (forEach)") { @MainActor benchmark async in
      let store = Store(initialState: Rows.State(count: rowCount)) { Rows() }
      let id = rowCount / 2
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(store.send(.rows(.element(id: id, action: .increment))))
      }
    }
  }

  Benchmark("Effect.merge of 100 .none") { benchmark in
    let effects = [Effect<Leaf.Action>](repeating: .none, count: 100)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(Effect.merge(effects))
    }
  }

  Benchmark(
    "Effect.run round trip (send, effect, action back)",
    configuration: .init(scalingFactor: .one)
  ) { @MainActor benchmark async in
    let store = Store(initialState: Leaf.State()) { Leaf() }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      await store.send(.start).finish()
    }
    benchmark.stopMeasurement()
    precondition(store.count == benchmark.scaledIterations.count)
  }

  Benchmark(
    "Task on the main actor, awaited (baseline for the round trip)",
    configuration: .init(scalingFactor: .one)
  ) { @MainActor benchmark async in
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      await Task { @MainActor in blackHole(0) }.value
    }
  }

  testStoreBenchmarks()
  observationBenchmarks()
  recordingBenchmarks()
  compositionBenchmarks()
  observedChildBenchmarks()
  reliabilityBenchmarks()
  legacyBenchmarks()

  Benchmark("Reducer.reduce called directly (baseline)") { benchmark in
    var state = Leaf.State()
    let reducer = Leaf()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(reducer.reduce(into: &state, action: .increment))
    }
  }
}

/// A 1,000-step test flow: each step sends an action whose effect sends one back, and the test
/// asserts both. Reported per step.
let testStoreBenchmarks: @Sendable () -> Void = {
  Benchmark(
    "TestStore, send + receive step (1,000-step flow)",
    configuration: .init(scalingFactor: .one, maxIterations: 20)
  ) { @MainActor benchmark async in
    let steps = 1_000
    for _ in benchmark.scaledIterations {
      let store = TestStore(initialState: Leaf.State()) { Leaf() }
      benchmark.startMeasurement()
      for step in 1...steps {
        await store.send(.start)
        await store.receive(.finished) { $0.count = step }
      }
      benchmark.stopMeasurement()
    }
  }

  Benchmark(
    "TestStore, send step without effects (1,000-step flow)",
    configuration: .init(scalingFactor: .one, maxIterations: 20)
  ) { @MainActor benchmark async in
    let steps = 1_000
    for _ in benchmark.scaledIterations {
      let store = TestStore(initialState: Leaf.State()) { Leaf() }
      benchmark.startMeasurement()
      for step in 1...steps {
        await store.send(.increment) { $0.count = step }
      }
      benchmark.stopMeasurement()
    }
  }
}
