/// Whether a binding action a store's field setter sent was applied by a ``BindingReducer``: a
/// feature whose body forgot it would otherwise ignore every form control silently.
///
/// The setter marks a binding as pending on this thread while it sends; the binding reducer
/// marks it applied. A binding still pending after the send is reported.
final class BindingCheck {
  private var isPending = false

  private static let slot = ThreadLocalSlot { BindingCheck() }

  /// Sends `action` through `send`, and reports it if no binding reducer applied it.
  @MainActor
  static func send<Action>(_ action: Action, through send: (Action) -> Void) {
    let check = slot.value
    let outer = check.isPending
    check.isPending = true
    defer { check.isPending = outer }
    send(action)
    if check.isPending {
      reportIssue(Message.unhandledBinding(action))
    }
  }

  /// Marks the binding being sent as applied.
  static func applied() {
    slot.withExisting { $0.isPending = false }
  }

  /// Takes the binding being sent, for a reducer that cannot apply it because the state it binds
  /// went away: returns whether a setter is waiting on the action at hand, and marks its binding
  /// accounted for, so that the reducer's report is the only one (not also "no BindingReducer").
  ///
  /// The mark is the setter's action's: that action is the first its send processes, and the
  /// binding reducer that applies it clears the mark. Another action finds it set only when it
  /// follows, in the same send, a binding that no reducer applied.
  static func takePending() -> Bool {
    slot.withExisting { check in
      defer { check.isPending = false }
      return check.isPending
    } ?? false
  }
}
