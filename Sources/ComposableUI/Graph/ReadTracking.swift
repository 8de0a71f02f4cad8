import ComposableArchitecture
import Observation

/// Runs `apply` tracking what it reads (a store's state, a `@State`, any `Observable`), and calls
/// `onChange` on the main actor after the first change to any of it: the one way the view graph
/// observes, for bodies and for controls' bound values.
///
/// Observation reports a change from wherever the value is set, before it is set; for a store
/// that is the main actor, in the middle of a reducer. `onChange` only marks a node, so nothing
/// is evaluated or drawn until the reducer has returned.
///
/// Reads of the library's own values (stores, `@ObservableState`, `@Shared`, `@State`,
/// `@FocusState`) are tracked by the returned ``ReadTracking``, which the caller keeps and cancels
/// when it tracks again or goes away, so that no registration outlives the view. Other
/// `Observable` values are tracked by `withObservationTracking`, whose registrations last until
/// the value changes.
@MainActor
func trackingReads<Result>(
  _ apply: () -> Result, onChange: @escaping @MainActor @Sendable () -> Void
) -> (result: Result, tracking: ReadTracking) {
  let notify: @Sendable () -> Void = { runOnMainActor(onChange) }
  let tracking = ReadTracking(onChange: notify)
  let result = withObservationTracking {
    tracking.track(apply)
  } onChange: {
    notify()
  }
  return (result, tracking)
}

/// Runs `body` on the main actor: at once when already there (its executor, which on Linux may be
/// the main queue on another thread), in a task otherwise. For changes reported from wherever a
/// value was set.
func runOnMainActor(_ body: @escaping @MainActor @Sendable () -> Void) {
  if MainActorCheck.isOnMainActor {
    MainActor.assumeIsolated { body() }
  } else {
    Task { @MainActor in body() }
  }
}
