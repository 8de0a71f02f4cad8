/// Runs a reducer whose ``Reducer/body`` is evaluated once, on its first action, and kept.
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
/// running through its own `reduce`, every time: on the first action the node runs the reducer's
/// `reduce`, and keeps a body only if that `reduce` is the default one, which then runs its body
/// kept and hands what it kept to ``_BodyProbe``.
///
/// Not public API: reached only through ``Reducer/_keepingBodies()``, which stores create.
@usableFromInline
final class _KeptBody<Base: Reducer>
where Base.Body: Reducer, Base.Body.State == Base.State, Base.Body.Action == Base.Action {
  @usableFromInline typealias Run = (inout Base.State, Base.Action) -> Effect<Base.Action>

  @usableFromInline let base: Base
  // Read and written only by `reduce`, which a store runs serially (on the main actor, whose jobs
  // may run on different threads on Linux, one at a time; a send during a send is buffered). A
  // node is reachable from one parent only (a kept tree has no cycles), so `reduce` never
  // re-enters the same node, and the one write, after the first action's `reduce` returned,
  // overlaps no read. `_keepingBodies()` documents that its function runs in one isolation domain.
  @exclusivity(unchecked) @usableFromInline var kept: Run?
  @exclusivity(unchecked) @usableFromInline var runsOwnReduce = false

  @usableFromInline
  init(_ base: Base) {
    self.base = base
  }

  @inlinable
  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    if let kept { return kept(&state, action) }
    return reduceFirst(into: &state, action: action)
  }

  @inlinable
  func reduceFirst(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    if runsOwnReduce { return base.reduce(into: &state, action: action) }
    let probe = _BodyProbe.current
    let outer = probe.arm(for: Base.self)
    let effect = base.reduce(into: &state, action: action)
    if let offered = probe.disarm(restoring: outer) as? Run {
      kept = offered
    } else {
      runsOwnReduce = true
    }
    return effect
  }
}

/// How a ``_KeptBody`` finds out whether a reducer's `reduce(into:action:)` is the default one,
/// which runs `body`, without evaluating the body a second time: while the node runs a reducer's
/// first action, the default `reduce` keeps the body it evaluated, runs the action through what
/// it kept, and hands that to this thread's probe.
@usableFromInline
final class _BodyProbe {
  /// A node's wait: the reducer type whose body it waits for, and the kept body once offered.
  @usableFromInline
  struct Wait {
    var type: ObjectIdentifier?
    var body: Any?
  }

  private var wait = Wait()

  /// This thread's probe.
  @usableFromInline
  static var current: _BodyProbe {
    slot.value
  }

  private static let slot = ThreadLocalSlot { _BodyProbe() }

  /// Whether a node on this thread waits for the body of `type`: a few instructions when none
  /// ever waited on this thread, as when reducers are called directly.
  @usableFromInline
  static func isWaiting(for type: Any.Type) -> Bool {
    slot.withExisting { $0.wait.type == ObjectIdentifier(type) } ?? false
  }

  /// Takes the wait for the reducer whose default `reduce` is running, before it builds its body.
  @usableFromInline
  func claim() {
    wait.type = nil
  }

  /// Hands the kept body of the reducer that a node waits for to the node.
  @usableFromInline
  func offer(_ body: Any) {
    wait = Wait(type: nil, body: body)
  }

  /// Starts waiting for the body of `type`; returns the wait it interrupts (nodes nest).
  @usableFromInline
  func arm(for type: Any.Type) -> Wait {
    defer { wait = Wait(type: ObjectIdentifier(type), body: nil) }
    return wait
  }

  /// Stops waiting, restores the interrupted wait, and returns the kept body offered, if any.
  @usableFromInline
  func disarm(restoring outer: Wait) -> Any? {
    defer { wait = outer }
    return wait.body
  }
}
