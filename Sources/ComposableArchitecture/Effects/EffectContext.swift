/// Where an effect runs: the child feature it belongs to, what it can be cancelled by, how it
/// dismisses its feature, and where its actions go. Passed explicitly through the tree; effect
/// code reaches its projection, ``CancellationContext``, as a task-local.
///
/// Four words: where actions go, the action that returned the effect, and the rest in an
/// ``EffectScope``, which root effects share. The store's runner is compiled once, generic over
/// the action, and copies and destroys a value of up to four words inline; the context was
/// twenty, and each copy or destruction looked up its type's metadata (four times per effect,
/// measured).
struct EffectContext<Action>: Sendable {
  /// Where actions go: the store's `send` (or, inside a throttle, the throttle's own).
  var send: Send<Action>
  /// The action whose reducer returned the effect, for warnings.
  var origin: ActionReference<Action>?
  /// The rest, which nodes of the tree change as the runner walks it.
  private(set) var scope: EffectScope

  /// A context sending to `send`, for the effect `origin`'s reducer returned, in `scope`.
  init(send: Send<Action>, origin: ActionReference<Action>? = nil, scope: EffectScope = .root) {
    self.send = send
    self.origin = origin
    self.scope = scope
  }

  /// Changes the scope: a new one, as others may share this one.
  mutating func update(_ change: (inout EffectScope.Fields) -> Void) {
    var fields = scope.fields
    change(&fields)
    scope = EffectScope(fields)
  }

  /// The navigation path of the child feature the effect belongs to (empty for the root).
  var path: [AnyHashableSendable] { scope.fields.path }
  /// The identifiers the effect can be cancelled by, from enclosing `cancellable`s.
  var keys: [CancellationRegistry.Key] { scope.fields.keys }
  /// The action that dismisses the presented feature the effect belongs to.
  var dismiss: ActionReference<Action>? { scope.fields.dismiss as? ActionReference<Action> }
  /// How the effect that started this work (a throttle) dismisses its feature, when `dismiss`
  /// is not known in this action type.
  var inheritedDismiss: (@MainActor @Sendable () -> Void)? { scope.fields.inheritedDismiss }
  /// Whether tasks started here are effects of their own, as the observer sees them.
  var isTopLevel: Bool { scope.fields.isTopLevel }
  /// The observed effect this work is part of.
  var effectID: Int? { scope.fields.effectID }
  /// The animation of an enclosing `.animation(_:)`: `nil` when there is none, `.some(nil)` when
  /// it turns animation off.
  var animation: Animation?? { scope.fields.animation }
}

/// The part of an ``EffectContext`` that does not depend on the action's type, held by
/// reference and never changed: a node of the effect tree that changes it makes a new one.
final class EffectScope: Sendable {
  /// What the scope holds.
  struct Fields: Sendable {
    /// See ``EffectContext/path``.
    var path: [AnyHashableSendable] = []
    /// See ``EffectContext/keys``.
    var keys: [CancellationRegistry.Key] = []
    /// An ``ActionReference`` of the context's action type: see ``EffectContext/dismiss``.
    var dismiss: (any AnyObject & Sendable)?
    /// See ``EffectContext/inheritedDismiss``.
    var inheritedDismiss: (@MainActor @Sendable () -> Void)?
    /// See ``EffectContext/isTopLevel``.
    var isTopLevel = true
    /// See ``EffectContext/effectID``.
    var effectID: Int?
    /// See ``EffectContext/animation``.
    var animation: Animation??
  }

  /// What this scope holds.
  let fields: Fields

  /// A scope holding `fields`.
  init(_ fields: Fields) {
    self.fields = fields
  }

  /// The scope of a root store's effects: no path, no identifiers, nothing inherited.
  static let root = EffectScope(Fields())
}

/// An action held by reference: a value that holds one has the same layout whatever the action's
/// type, so code that is generic over the action copies an ``EffectContext`` without looking up
/// its type's metadata (nine times per effect, measured, while it held the action inline).
///
/// `@unchecked Sendable`: the store and its runner create it and read it on the main actor, as
/// they interpret ``Effect``'s tree. (The action was held inline before, in `UncheckedSendable`,
/// itself unchecked: the action type is not required to be `Sendable`, as upstream.)
final class ActionReference<Action>: @unchecked Sendable {
  /// The action.
  let value: Action

  /// A reference to `value`.
  init(_ value: Action) {
    self.value = value
  }
}
