import Benchmark
import ComposableArchitecture
@_spi(Benchmarks) import ComposableArchitectureRecording
import Foundation

/// Effects at scale, and reading large recordings.
let reliabilityBenchmarks: @Sendable () -> Void = {
  for count in [1_000, 10_000, 100_000] {
    Benchmark(
      "Effects: \(count) in flight at once, started and finished",
      configuration: .init(scalingFactor: .one, maxIterations: 20)
    ) { @MainActor benchmark async in
      let store = Store(initialState: Spawner.State()) { Spawner() }
      for _ in benchmark.scaledIterations {
        benchmark.startMeasurement()
        // Every effect is started (and registered) before any of them runs.
        await store.send(.spawn(count)).finish()
        benchmark.stopMeasurement()
      }
      precondition(store.finished == count * benchmark.scaledIterations.count)
    }
  }

  Benchmark(
    "session-timeline: a 10 MB state that changes entirely",
    configuration: .init(scalingFactor: .one, maxIterations: 10)
  ) { benchmark in
    let recording = largeRecording(bytes: 10_000_000)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(try SessionTimeline.render(recording))
    }
  }
}

/// A feature that starts many effects at once.
@Reducer
struct Spawner {
  struct State: Equatable {
    var finished = 0
  }
  enum Action: Equatable {
    case spawn(Int)
    case finished
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .spawn(let count):
        return .merge((0..<count).map { _ in .run { send in await send(.finished) } })
      case .finished:
        state.finished += 1
        return .none
      }
    }
  }
}

/// A two-step recording whose state (a list of rows) is about `bytes` long and changes entirely.
func largeRecording(bytes: Int) -> Data {
  let rowCount = bytes / 50
  func state(_ offset: Int) -> String {
    let rows = (0..<rowCount).map { #"{"id":\#($0),"title":"row number \#($0 + offset)"}"# }
    return #"{"rows":[\#(rows.joined(separator: ","))]}"#
  }
  let header =
    #"{"actionType":"A","format":"composable-architecture-session","initialState":\#(state(0)),"stateType":"S","version":1}"#
  let step = #"{"action":{"shuffle":{}},"origin":{"send":{}},"state":\#(state(1)),"step":1}"#
  return Data("\(header)\n\(step)\n".utf8)
}
