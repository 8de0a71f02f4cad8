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
/// - Every enqueued action is returned exactly once, by `enqueue` or by `next`, in arrival order.
struct DispatchMachine<Action> {
  enum Enqueued {
    /// The machine was idle: run the reducer for this action now, then drain with ``next()``.
    case dispatch(Action)
    /// A reducer is running: the action will be returned by ``next()``.
    case buffered
  }

  private(set) var isDispatching = false
  private var buffer: [Action] = []
  private var head = 0

  /// An action arrives.
  mutating func enqueue(_ action: Action) -> Enqueued {
    guard !isDispatching else {
      buffer.append(action)
      return .buffered
    }
    isDispatching = true
    return .dispatch(action)
  }

  /// The reducer finished an action: the next buffered action, or `nil` when there is none, in
  /// which case the machine is idle again.
  mutating func next() -> Action? {
    precondition(isDispatching, "next() called while idle")
    if head < buffer.count {
      defer { head += 1 }
      return buffer[head]
    }
    if !buffer.isEmpty {
      buffer.removeAll(keepingCapacity: true)
    }
    head = 0
    isDispatching = false
    return nil
  }
}
