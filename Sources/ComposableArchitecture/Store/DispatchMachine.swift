/// The order in which a store processes actions, as a state machine.
///
/// A store runs its reducer for one action at a time. An action that arrives while the reducer is
/// running (a `.send` effect, or a synchronous `send` from a reducer's caller) is buffered and
/// processed, in arrival order, before the outer `send` returns.
///
/// States: `idle` (no reducer running) and `dispatching` (a reducer is running; `buffer[head...]`
/// are the actions still to process).
///
/// Invariants:
/// - `buffer` is empty whenever the machine is idle (its capacity is kept, so steady-state sends
///   do not allocate).
/// - Every action either starts a dispatch (`begin()` returned `true`) or is buffered and later
///   returned exactly once by `next()`, in arrival order.
struct DispatchMachine<Action> {
  private(set) var isDispatching = false
  private var buffer: [Action] = []
  private var head = 0
  #if !canImport(SwiftUI)
    /// The animation decision each buffered action was sent under (`withAnimation`'s), by
    /// buffer position, so that it is processed under the same one; empty while every action
    /// was sent outside any `withAnimation`, which is the common case and stores nothing.
    private var animations: [Animation??] = []
  #endif

  /// An action arrives. Returns `true` when the machine was idle: run the reducer for the action
  /// now, then drain with ``next()``. Returns `false` when a reducer is running: hand the action
  /// to ``buffer(_:)``, and ``next()`` will return it.
  @inline(__always)
  mutating func begin() -> Bool {
    guard !isDispatching else { return false }
    isDispatching = true
    return true
  }

  /// Buffers an action that arrived while dispatching.
  @inline(__always)
  mutating func buffer(_ action: Action) {
    precondition(isDispatching, "buffer(_:) called while idle")
    #if !canImport(SwiftUI)
      let animation = Animation.decided
      if animation != nil || !animations.isEmpty {
        animations.append(contentsOf: repeatElement(nil, count: buffer.count - animations.count))
        animations.append(animation)
      }
    #endif
    buffer.append(action)
  }

  #if !canImport(SwiftUI)
    /// The animation decision the next buffered action was sent under: `nil` when it was sent
    /// outside any `withAnimation`.
    var animationOfNext: Animation?? {
      head < animations.count ? animations[head] : nil
    }

    /// Whether any buffered action was sent inside `withAnimation`.
    var hasAnimations: Bool { !animations.isEmpty }
  #endif

  /// Whether an action is waiting in the buffer.
  @inline(__always)
  var hasBuffered: Bool {
    head < buffer.count
  }

  /// Takes the next buffered action; there must be one (``hasBuffered``). The machine keeps
  /// dispatching. (Not an optional: unspecialized generic code would look up `Action?`'s
  /// metadata on every call.)
  @inline(__always)
  mutating func takeNext() -> Action {
    precondition(isDispatching && hasBuffered, "takeNext() called with nothing buffered")
    defer { head += 1 }
    return buffer[head]
  }

  /// Dispatching is over and nothing is buffered: the machine is idle again.
  @inline(__always)
  mutating func finish() {
    precondition(isDispatching && !hasBuffered, "finish() called with actions buffered")
    if head > 0 {
      buffer.removeAll(keepingCapacity: true)
      head = 0
      #if !canImport(SwiftUI)
        animations.removeAll(keepingCapacity: true)
      #endif
    }
    isDispatching = false
  }

  /// The reducer finished an action: the next buffered action, or `nil` when there is none, in
  /// which case the machine is idle again.
  @inline(__always)
  mutating func next() -> Action? {
    precondition(isDispatching, "next() called while idle")
    if hasBuffered {
      return takeNext()
    }
    finish()
    return nil
  }
}
