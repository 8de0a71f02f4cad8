import ComposableArchitecture
import Foundation

#if DistributedTracing
import InMemoryTracing
import Tracing

// `signpost` on Linux: each action and each effect becomes a span of swift-distributed-tracing.
// This demo bootstraps an in-memory tracer and prints the spans a short session produced; in an
// app, bootstrap your tracing backend (OpenTelemetry, say) instead.
//
//   swift run --traits DistributedTracing signpost-demo

@Reducer
struct Timer {
  struct State: Equatable {
    var ticks = 0
  }
  enum Action: Equatable {
    case start
    case tick
  }
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return .run { send in
          for _ in 1...3 {
            try await clock.sleep(for: .milliseconds(20))
            await send(.tick)
          }
        }
      case .tick:
        state.ticks += 1
        return .none
      }
    }
    .signpost("Timer.")
  }
}

let tracer = InMemoryTracer()
InstrumentationSystem.bootstrap(tracer)

@MainActor
func run() async {
  let store = Store(initialState: Timer.State()) { Timer() }
  await store.send(.start).finish()
  print("ticks:", store.ticks)
  for span in tracer.finishedSpans {
    let duration =
      Double(span.endInstant.nanosecondsSinceEpoch - span.startInstant.nanosecondsSinceEpoch)
      / 1_000_000
    print(String(format: "%8.3f ms  %@", duration, span.operationName))
  }
}

await run()
#else
// `signpost` is part of the library only with the `DistributedTracing` trait.
FileHandle.standardError.write(
  Data("signpost-demo needs the DistributedTracing trait: swift run --traits DistributedTracing signpost-demo\n".utf8)
)
exit(2)
#endif
