/// How a store keeps a reducer's ``Reducer/body``: evaluated once, on its first action, and kept.
///
/// A feature's `body` is a description: `Scope(state: \.child, action: \.child) { Child() }`
/// builds the same reducer each time it is evaluated. Evaluated for every action, it costs two
/// key paths, a case path lookup and a copy per `Scope`, at every level, even for actions that no
/// `Scope` routes. A store therefore runs its reducer through ``Reducer/_keepingBodies()``: each
/// body-based reducer on the way is evaluated on its first action (in the dependency context that
/// action runs in, as before) and kept, and later actions run what was kept. A `Scope` that does
/// not route an action then costs a call and a case test.
///
/// A reducer that implements ``Reducer/reduce(into:action:)`` itself and also has a `body` keeps
/// running through its own `reduce`, every time. To tell the two apart, the kept reducer's first
/// action arms this thread's probe for the reducer's type and calls its `reduce`. The default
/// `reduce` claims the probe on entry and returns at once, having done nothing; the kept reducer
/// then evaluates the body, keeps it, and runs the action through it. A `reduce` of the user's
/// never claims, so its effect is the action's, and it keeps running.
///
/// Only the default `reduce` of the armed type claims, and a type's default `reduce` is reachable
/// only when the type does not implement its own: so whoever claims is the reducer just called.
///
/// The kept body is held in a ``_KeptBodyCell`` that the closure `_keepingBodies()` returns
/// captures, typed by the reducer, not boxed as `Any` (called through two reabstraction thunks,
/// about 15 ns at every level of a deep chain of features). Captured variables, which held it
/// before, are checked for exclusive access at run time on every read, and that check, a
/// thread-local access set's insertion and removal, was about a quarter of a 10-deep send.
@usableFromInline
final class _BodyProbe {
  /// The reducer type a kept reducer on this thread waits to hear from, or `nil` once claimed.
  private var waitingFor: ObjectIdentifier?

  /// This thread's probe.
  @usableFromInline
  static var current: _BodyProbe {
    slot.value
  }

  private static let slot = ThreadLocalSlot { _BodyProbe() }

  /// Whether a kept reducer on this thread waits for the default `reduce` of `type`: a few
  /// instructions when none does.
  @usableFromInline
  static func isWaiting(for type: Any.Type) -> Bool {
    slot.withExisting { $0.waitingFor == ObjectIdentifier(type) } ?? false
  }

  /// Called by the default `reduce` of the type waited for, on entry.
  @usableFromInline
  func claim() {
    waitingFor = nil
  }

  /// Waits for `type`, returning what was waited for before (a kept reducer's first action can
  /// run inside another's).
  @usableFromInline
  func arm(for type: Any.Type) -> ObjectIdentifier? {
    defer { waitingFor = ObjectIdentifier(type) }
    return waitingFor
  }

  /// Stops waiting, restoring `outer`; whether the default `reduce` claimed the wait.
  @usableFromInline
  func disarm(restoring outer: ObjectIdentifier?) -> Bool {
    defer { waitingFor = outer }
    return waitingFor == nil
  }
}

/// Where a body-based reducer's `_keepingBodies()` keeps what it learned on its first action:
/// the kept body, or that the reducer runs its own `reduce`.
///
/// Unchecked: both are read and written only by the closure that `_keepingBodies()` returns,
/// which a store runs serially, one action at a time, and which never re-enters itself (a kept
/// tree has no cycles), and each access is a plain load or store that holds nothing across a
/// call, so accesses cannot overlap. The checked design came first: captured variables, each read
/// on every action inserting into and removing from the thread's access set. Measured side by
/// side, a 10-deep action sent to the root store took 555-573 ns checked against 433-494 ns
/// unchecked (perf: 5,870 samples against 4,536 for the same work).
///
/// Unretained: the kept body is read through an `Unmanaged` reference, used as a guaranteed one
/// for the call, because ``owner`` holds the body strongly from the moment it is kept until the
/// cell dies (it is never replaced), and the closure running the body holds the cell. Held in an
/// optional closure, it was retained and released around every call, at every level: a 10-deep
/// action sent to the root store took 420-423 ns retained against 340-353 ns unretained, and a
/// 10-deep chain of scoped stores 583-607 ns against 506-512 ns (one executable each, alternated,
/// three rounds).
@usableFromInline
final class _KeptBodyCell<Kept: Reducer> {
  /// The kept body, in an object of its own so that the cell can refer to it without counting.
  @usableFromInline
  final class Body {
    /// The body evaluated on the first action, which runs every later one.
    @usableFromInline let run: (inout Kept.State, Kept.Action) -> Effect<Kept.Action>

    /// Holds `run`.
    @usableFromInline
    init(_ run: @escaping (inout Kept.State, Kept.Action) -> Effect<Kept.Action>) {
      self.run = run
    }
  }

  /// The kept body, read on every action without a retain and a release: ``owner`` holds it
  /// for as long as the cell lives, and the closure that reads it holds the cell.
  @exclusivity(unchecked) @usableFromInline var kept: Unmanaged<Body>?
  /// Holds ``kept``. Set once, with it, and never read on an action.
  @usableFromInline var owner: Body?
  /// The reducer implements its own `reduce`, which runs every action.
  @exclusivity(unchecked) @usableFromInline var runsOwnReduce = false

  @usableFromInline init() {}

  /// Keeps `run`, the evaluated body, for every later action.
  @inlinable
  func keep(_ run: @escaping (inout Kept.State, Kept.Action) -> Effect<Kept.Action>) {
    // Kept once: replacing the owner would free a body that `kept` still names.
    assert(owner == nil, "A kept body is kept once.")
    let body = Body(run)
    owner = body
    kept = .passUnretained(body)
  }
}
