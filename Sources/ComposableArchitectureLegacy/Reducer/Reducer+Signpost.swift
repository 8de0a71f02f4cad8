// Built with the `DistributedTracing` package trait, which adds swift-distributed-tracing.
#if DistributedTracing
import ComposableArchitecture
import Tracing

extension Reducer {
  /// Traces this reducer with swift-distributed-tracing: a span for each action it processes,
  /// and a span for the lifetime of each effect it returns, from subscription to completion or
  /// cancellation.
  ///
  /// ```swift
  /// appReducer.signpost("App.")
  /// // spans: "App.Action AppAction.refresh", "App.Effect AppAction.refresh"
  /// ```
  ///
  /// The original API traced with OSLog signposts, which Linux does not have: here any tracing
  /// backend receives the spans. Without a bootstrapped tracer (and no `tracer` given) it does
  /// nothing beyond one check per action.
  ///
  /// - Parameters:
  ///   - prefix: Text put before each span's name.
  ///   - tracer: The tracer to use; by default, the one bootstrapped with `InstrumentationSystem`.
  /// - Returns: A reducer that traces this one.
  public func signpost(_ prefix: String = "", tracer: (any Tracer)? = nil) -> Reducer {
    .init { state, action, environment in
      let tracer = tracer ?? InstrumentationSystem.tracer
      if tracer is NoOpTracer {
        return self.run(&state, action, environment)
      }
      let label = describeCase(action)
      let actionSpan = tracer.startSpan("\(prefix)Action \(label)")
      let effects = self.run(&state, action, environment)
      actionSpan.end()
      let effectName = "\(prefix)Effect \(label)"
      return Effect(
        Deferred { () -> AnyPublisher<Action, Never> in
          let span = tracer.startSpan(effectName)
          return
            effects
            .handleEvents(
              receiveCompletion: { _ in span.end() },
              receiveCancel: {
                span.attributes["cancelled"] = true
                span.end()
              }
            )
            .eraseToAnyPublisher()
        }
      )
    }
  }
}
#endif
