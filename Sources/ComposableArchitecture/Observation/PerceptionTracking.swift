import Observation

/// Tracks what `apply` reads and calls `onChange` once any of it is about to change: the
/// spelling of code written for platforms before Observation (swift-perception), which here is
/// Observation's `withObservationTracking`.
///
/// - Parameters:
///   - apply: Reads the values to track.
///   - onChange: Called once, before the first change to a tracked value.
/// - Returns: What `apply` returns.
public func withPerceptionTracking<T>(
  _ apply: () -> T, onChange: @autoclosure () -> @Sendable () -> Void
) -> T {
  withObservationTracking(apply, onChange: onChange())
}
