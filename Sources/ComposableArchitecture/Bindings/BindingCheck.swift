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
}
