import Benchmark
import ComposableArchitectureLegacy

// The original API (ComposableArchitectureLegacy), on OpenCombine: what a send costs through a
// view store, through scoped stores, in the synchronous test store, and what running a legacy
// reducer inside a modern store adds.

struct LegacyCount: Equatable {
  var count = 0
  var child: LegacyChild = LegacyChild()
}

struct LegacyChild: Equatable {
  var count = 0
}

indirect enum LegacyCountAction: Equatable {
  case increment
  case child(LegacyCountAction)
}

let legacyChildReducer = Reducer<LegacyChild, LegacyCountAction, Void> { state, action, _ in
  state.count += 1
  return .none
}

let legacyCountReducer = Reducer<LegacyCount, LegacyCountAction, Void>.combine(
  legacyChildReducer.pullback(
    state: \.child,
    action: AnyCasePath(
      embed: { LegacyCountAction.child($0) },
      extract: { if case let .child(action) = $0 { action } else { nil } }
    ),
    environment: { _ in () }
  ),
  Reducer { state, action, _ in
    if case .increment = action { state.count += 1 }
    return .none
  }
)

let legacyBenchmarks: @Sendable () -> Void = {
  Benchmark("Legacy Store.send through a ViewStore, root, no effect") {
    @MainActor benchmark async in
    let store = Store(initialState: LegacyCount(), reducer: legacyCountReducer, environment: ())
    let viewStore = ViewStore(store)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      viewStore.send(.increment)
    }
    benchmark.stopMeasurement()
    blackHole(viewStore.count)
  }

  Benchmark("Legacy Store.send through a scoped ViewStore, one subscriber") {
    @MainActor benchmark async in
    let store = Store(initialState: LegacyCount(), reducer: legacyCountReducer, environment: ())
    let child = ViewStore(store.scope(state: \.child, action: LegacyCountAction.child))
    var seen = 0
    let cancellable = child.publisher.map(\.count).sink { seen = $0 }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      child.send(.increment)
    }
    benchmark.stopMeasurement()
    blackHole(seen)
    cancellable.cancel()
  }

  Benchmark("Legacy TestStore.send step, asserted") { @MainActor benchmark async in
    let store = TestStore(
      initialState: LegacyCount(), reducer: legacyCountReducer, environment: ())
    var expected = 0
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      expected += 1
      store.send(.increment) { [expected] in $0.count = expected }
    }
  }

  Benchmark("Legacy reducer in a modern Store (Reduce bridge), no effect") {
    @MainActor benchmark async in
    let store = ModernStore(initialState: LegacyCount()) {
      Reduce(legacyCountReducer, environment: ())
    }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(store.send(.increment))
    }
  }
}
