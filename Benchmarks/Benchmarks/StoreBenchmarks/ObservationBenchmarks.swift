import Benchmark
import ComposableArchitecture

/// Observes one value the way a view does: tracks a read, and tracks it again after each change.
@MainActor
final class Observer {
  private let read: @MainActor () -> Void
  private var isStale = false
  private(set) var notifications = 0

  init(_ read: @escaping @MainActor () -> Void) {
    self.read = read
    track()
  }

  func track() {
    withObservationTracking(read) { [weak self] in
      MainActor.assumeIsolated {
        self?.isStale = true
        self?.notifications += 1
      }
    }
  }

  /// Re-reads after a change, as a view re-renders.
  func render() {
    guard isStale else { return }
    isStale = false
    track()
  }
}

/// Observation: what tracking costs, and what a send costs with many observers.
let observationBenchmarks: @Sendable () -> Void = {
  for observerCount in [1, 1_000] {
    Benchmark(
      "Observation, send changing one field, \(observerCount) observers"
    ) { @MainActor benchmark async in
      let store = Store(initialState: Dashboard.State()) { Dashboard() }
      // Observers each track a field of their own: panel by panel, field by field. The field the
      // benchmark changes (panel 3, field 7) is always observed.
      var observers: [Observer] = []
      let changed = 3 * panelFields.count + 7
      let indices = observerCount == 1 ? [changed] : Array(0..<observerCount)
      for index in indices {
        let panel = index / panelFields.count
        let field = panelFields[index % panelFields.count]
        observers.append(Observer { blackHole(store.panels[panel][keyPath: field]) })
      }
      let watcher = observers[observerCount == 1 ? 0 : changed]
      let action = Dashboard.Action.panel(index: 3, action: .increment(panelFields[7]))
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        store.send(action)
        watcher.render()
      }
      benchmark.stopMeasurement()
      precondition(observers.map(\.notifications).reduce(0, +) == watcher.notifications)
      precondition(watcher.notifications == benchmark.scaledIterations.count)
    }
  }

  Benchmark("Observation, store field read, untracked") { @MainActor benchmark async in
    let store = Store(initialState: ObservedRow.State(id: 0)) { ObservedRow() }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(store.count)
    }
  }

  Benchmark("Observation, store field read, tracked") { @MainActor benchmark async in
    let store = Store(initialState: ObservedRow.State(id: 0)) { ObservedRow() }
    let iterations = benchmark.scaledIterations
    benchmark.startMeasurement()
    withObservationTracking {
      for _ in iterations {
        blackHole(store.count)
      }
    } onChange: {
    }
  }

  Benchmark("Store.send, root, @ObservableState, no observer") { @MainActor benchmark async in
    let store = Store(initialState: ObservedRow.State(id: 0)) { ObservedRow() }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(store.send(.increment))
    }
  }

  // The rows are a tracked property of `@ObservableState`: a key path to it goes through its
  // getter and setter, which copied all 10,000 rows on every row's action until reducers learned
  // to change the property's backing in place.
  Benchmark("Store.send to one row of 10,000 (forEach), @ObservableState parent") {
    @MainActor benchmark async in
    let store = Store(initialState: ObservedRows.State(count: 10_000)) { ObservedRows() }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(store.send(.rows(.element(id: 5_000, action: .increment))))
    }
    benchmark.stopMeasurement()
    blackHole(store)
  }

  Benchmark(
    "Scope 10,000 rows into element stores, first time",
    configuration: .init(scalingFactor: .one, maxIterations: 50)
  ) { @MainActor benchmark async in
    for _ in benchmark.scaledIterations {
      let store = Store(initialState: ObservedRows.State(count: 10_000)) { ObservedRows() }
      benchmark.startMeasurement()
      for row in store.scope(state: \.rows, action: \.rows) {
        blackHole(row)
      }
      benchmark.stopMeasurement()
    }
  }

  Benchmark(
    "Re-scope 10,000 rows after one row changes",
    configuration: .init(scalingFactor: .one, maxIterations: 200)
  ) { @MainActor benchmark async in
    let store = Store(initialState: ObservedRows.State(count: 10_000)) { ObservedRows() }
    for row in store.scope(state: \.rows, action: \.rows) {
      blackHole(row)
    }
    for _ in benchmark.scaledIterations {
      benchmark.startMeasurement()
      store.send(.rows(.element(id: 5_000, action: .increment)))
      for row in store.scope(state: \.rows, action: \.rows) {
        blackHole(row)
      }
      benchmark.stopMeasurement()
    }
  }
}
