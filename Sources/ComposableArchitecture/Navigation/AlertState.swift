import Foundation

/// An alert as a value: its title, message and buttons, presented by putting it in state.
///
/// ```swift
/// state.alert = AlertState {
///   TextState("Delete all notes?")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// }
/// ```
///
/// Tapping a button sends its action as the presented action (`.presented(.confirmDeletion)`),
/// then dismisses; a button without an action only dismisses. Alerts compare by content: the
/// ``id`` does not count, so tests can build the expected alert themselves.
public struct AlertState<Action>: Identifiable {
  /// The identity of the alert, for a view layer.
  public let id: UUID
  /// The alert's title.
  public var title: TextState
  /// The alert's message.
  public var message: TextState?
  /// The alert's buttons. With none, a view layer shows a single "OK" that dismisses.
  public var buttons: [ButtonState<Action>]

  /// Creates an alert.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - actions: The buttons.
  ///   - message: The message.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.id = UUID()
    self.title = title()
    self.buttons = actions()
    self.message = message?()
  }

  /// The alert with its actions transformed.
  ///
  /// - Parameter transform: A function from this alert's action to another.
  public func map<NewAction>(_ transform: (Action) -> NewAction) -> AlertState<NewAction> {
    AlertState<NewAction>(
      id: id, title: title, message: message, buttons: buttons.map { $0.map(transform) }
    )
  }

  private init(id: UUID, title: TextState, message: TextState?, buttons: [ButtonState<Action>]) {
    self.id = id
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}

extension AlertState: Equatable where Action: Equatable {
  /// Alerts are equal when their title, message and buttons are.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension AlertState: Hashable where Action: Hashable {
  /// Hashes the title, message and buttons.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension AlertState: Sendable where Action: Sendable {}

extension AlertState: CustomDumpReflectable {
  /// Dumps the title, buttons and message, without the id.
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = [("title", title)]
    if !buttons.isEmpty { children.append(("actions", buttons)) }
    if let message { children.append(("message", message)) }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}

/// State with no reducer whose actions are its own `Action`, such as an alert: a `@Reducer`
/// enum's case can hold it directly (`case alert(AlertState<Alert>)`), and its actions are
/// routed as that case's actions.
public protocol _EphemeralState<Action> {
  /// The actions the state's buttons send.
  associatedtype Action
}

extension AlertState: _EphemeralState {}
extension ConfirmationDialogState: _EphemeralState {}
