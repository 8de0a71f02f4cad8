#if canImport(SwiftUI)
  import SwiftUI
#endif
import Foundation

/// A button as a value: its label, its role, and the action it sends.
///
/// ```swift
/// ButtonState(role: .destructive, action: .confirmDeletion) {
///   TextState("Delete")
/// }
/// ```
///
/// Buttons compare by role, label and action: the ``id`` (for view identity) does not count.
public struct ButtonState<Action>: Identifiable {
  /// The identity of the button, for a view layer.
  public let id: UUID
  /// The action the button sends.
  public let action: ButtonStateAction<Action>
  /// The button's label.
  public let label: TextState
  /// The button's role.
  public let role: ButtonStateRole?

  /// Creates a button that sends `action`.
  ///
  /// - Parameters:
  ///   - role: The role of the button.
  ///   - action: The action the button sends.
  ///   - label: The button's label.
  public init(
    role: ButtonStateRole? = nil,
    action: ButtonStateAction<Action> = .send(nil),
    label: () -> TextState
  ) {
    self.id = UUID()
    self.role = role
    self.action = action
    self.label = label()
  }

  /// Creates a button that sends `action`.
  ///
  /// - Parameters:
  ///   - role: The role of the button.
  ///   - action: The action the button sends.
  ///   - label: The button's label.
  public init(role: ButtonStateRole? = nil, action: Action, label: () -> TextState) {
    self.init(role: role, action: .send(action), label: label)
  }

  /// Performs the button's action: calls `perform` with the action to send, if any.
  ///
  /// - Parameter perform: Sends the action, for example to a store.
  public func withAction(_ perform: (Action?) -> Void) {
    perform(action.action)
  }

  /// The button with its action transformed.
  ///
  /// - Parameter transform: A function from this button's action to another.
  public func map<NewAction>(_ transform: (Action) -> NewAction) -> ButtonState<NewAction> {
    ButtonState<NewAction>(id: id, action: action.map(transform), label: label, role: role)
  }

  private init(
    id: UUID, action: ButtonStateAction<Action>, label: TextState, role: ButtonStateRole?
  ) {
    self.id = id
    self.action = action
    self.label = label
    self.role = role
  }
}

/// The role of a button: a hint to the view layer for how to show it.
public enum ButtonStateRole: Equatable, Hashable, Sendable {
  /// Cancels the presentation.
  case cancel
  /// Deletes or destroys something.
  case destructive
}

/// What a ``ButtonState`` does when tapped.
public struct ButtonStateAction<Action> {
  package let action: Action?
  /// How a view layer animates what the action changes; `nil` for no animation.
  package let animation: Animation?

  /// Whether the action is sent with an animation.
  var isAnimated: Bool { animation != nil }

  /// Sends an action, or nothing for `nil` (the button only dismisses).
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - animation: How to animate what the action changes; `nil` for none.
  public static func send(_ action: Action?, animation: Animation? = nil) -> Self {
    Self(action: action, animation: animation)
  }

  /// Sends an action with animation, for view layers that animate.
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - animation: How to animate what the action changes.
  public static func animatedSend(_ action: Action?, animation: Animation? = .default) -> Self {
    Self(action: action, animation: animation)
  }

  func map<NewAction>(_ transform: (Action) -> NewAction) -> ButtonStateAction<NewAction> {
    ButtonStateAction<NewAction>(action: action.map(transform), animation: animation)
  }
}

extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction: Hashable where Action: Hashable {}
extension ButtonStateAction: Sendable where Action: Sendable {}

extension ButtonState: Equatable where Action: Equatable {
  /// Buttons are equal when their role, label and action are.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.role == rhs.role && lhs.label == rhs.label && lhs.action == rhs.action
  }
}

extension ButtonState: Hashable where Action: Hashable {
  /// Hashes the role, label and action.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(role)
    hasher.combine(label)
    hasher.combine(action)
  }
}

extension ButtonState: Sendable where Action: Sendable {}

extension ButtonState: CustomDumpReflectable {
  /// Dumps the role, action and label, without the id.
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = []
    if let role { children.append(("role", role)) }
    children.append(("action", action.action as Any))
    children.append(("label", label))
    return Mirror(self, children: children, displayStyle: .struct)
  }
}

/// Builds the buttons of an alert or a confirmation dialog.
@resultBuilder
public enum ButtonStateBuilder<Action> {
  /// Collects the buttons of a block.
  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  /// One button.
  public static func buildExpression(_ expression: ButtonState<Action>) -> [ButtonState<Action>] {
    [expression]
  }

  /// Buttons from an `if` without `else`.
  public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    component ?? []
  }

  /// Buttons from the first branch of an `if`/`else`.
  public static func buildEither(first component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  /// Buttons from the second branch of an `if`/`else`.
  public static func buildEither(second component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  /// Buttons from a `for` loop.
  public static func buildArray(_ components: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }
}
