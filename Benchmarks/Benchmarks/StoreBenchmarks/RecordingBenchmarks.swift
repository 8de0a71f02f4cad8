import Benchmark
import ComposableArchitecture
import ComposableArchitectureRecording
import Foundation

/// What recording a session costs per action, on top of the root send.
let recordingBenchmarks: @Sendable () -> Void = {
  Benchmark("Store.send, root, recorded to a file") { @MainActor benchmark async in
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("benchmark-session-\(UUID().uuidString).jsonl")
    let recorder = SessionRecorder<Leaf.State, Leaf.Action>(url: url)
    let store = Store(initialState: Leaf.State()) { Leaf().record(to: recorder) }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(store.send(.increment))
    }
    benchmark.stopMeasurement()
    recorder.flush()
    try? FileManager.default.removeItem(at: url)
  }
}
