// Built with the `DistributedTracing` package trait, which adds swift-distributed-tracing.
#if DistributedTracing
import Tracing

extension Reducer {
  /// Traces this reducer with swift-distributed-tracing: a span for each action it processes,
  /// and a span for the lifetime of each effect it returns.
  ///
  /// ```swift
  /// InstrumentationSystem.bootstrap(myTracer)  // once, at launch
  /// // …
  /// Feature()
  ///   .signpost("Feature.")
  /// // spans: "Feature.Action Feature.Action.refresh", "Feature.Effect Feature.Action.refresh"
  /// ```
  ///
  /// It is the Linux counterpart of upstream's OSLog signposts: any tracing backend
  /// (OpenTelemetry, in-memory, …) receives the spans. Without a bootstrapped tracer (and no
  /// `tracer` given) it does nothing beyond one check per action.
  ///
  /// - Parameters:
  ///   - prefix: Text put before each span's name.
  ///   - tracer: The tracer to use; by default, the one bootstrapped with `InstrumentationSystem`.
  /// - Returns: A reducer that traces this one.
  public func signpost(_ prefix: String = "", tracer: (any Tracer)? = nil) -> _SignpostReducer<Self>
  {
    _SignpostReducer(base: self, prefix: prefix, tracer: tracer)
  }
}

/// The reducer built by ``Reducer/signpost(_:tracer:)``.
public struct _SignpostReducer<Base: Reducer>: Reducer {
  let base: Base
  let prefix: String
  let tracer: (any Tracer)?

  /// Runs the reducer for an action, in a span.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let tracer = self.tracer ?? InstrumentationSystem.tracer
    if tracer is NoOpTracer {
      return base.reduce(into: &state, action: action)
    }
    let label = describeCase(action)
    let span = tracer.startSpan("\(prefix)Action \(label)")
    let effects = base.reduce(into: &state, action: action)
    span.end()
    let effectName = "\(prefix)Effect \(label)"
    return effects.mapRunOperations { run in
      Effect.RunOperation(options: run.options) { send in
        let span = tracer.startSpan(effectName)
        await run.body(send)
        span.end()
      }
    }
  }
}

extension _SignpostReducer {
  /// Runs this reducer with the reducers it runs kept; see ``Reducer/_keepingBodies()``.
  public func _keepingBodies() -> (inout Base.State, Base.Action) -> Effect<Base.Action> {
    _SignpostReducer<Reduce<Base.State, Base.Action>>(
      base: Reduce(base._keepingBodies()), prefix: prefix, tracer: tracer
    ).reduce
  }
}
#endif
