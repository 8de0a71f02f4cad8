// Run with `--traits DistributedTracing` (or `--enable-all-traits`).
#if DistributedTracing
import ComposableArchitecture
import InMemoryTracing
import Testing
import Tracing

extension CoreTests {
  @Suite
  @MainActor
  struct SignpostReducerTests {
    @Test func spansForEachActionAndEachEffectLifetime() async {
      let tracer = InMemoryTracer()
      let store = Store(initialState: RecordedCounter.State()) {
        RecordedCounter().signpost("Counter.", tracer: tracer)
      }
      store.send(.increment)
      await store.send(.factButtonTapped).finish()
      #expect(
        tracer.finishedSpans.map(\.operationName) == [
          "Counter.Action RecordedCounter.Action.increment",
          "Counter.Action RecordedCounter.Action.factButtonTapped",
          "Counter.Action RecordedCounter.Action.factResponse(_:)",
          "Counter.Effect RecordedCounter.Action.factButtonTapped",
        ]
      )
      #expect(store.fact == "1 is a number")
    }

    @Test func withoutATracerItOnlyRunsTheReducer() async {
      let store = Store(initialState: RecordedCounter.State()) {
        RecordedCounter().signpost()
      }
      await store.send(.factButtonTapped).finish()
      #expect(store.fact == "0 is a number")
    }
  }
}
#endif
