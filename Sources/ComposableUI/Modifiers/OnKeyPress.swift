/// Handles keys that the focused view did not use.
public struct _KeyPressModifier: ViewModifier {
  public typealias Body = Never
  /// The keys the handler sees, `nil` for every key.
  let keys: Set<KeyEquivalent>?
  let action: @MainActor (KeyPress) -> KeyPress.Result

  public static func _makeNode<Modified: View>(
    _ modifier: Self, content: Modified, inputs: _ViewInputs
  ) -> _ViewNode {
    KeyPressNode(modifier, content: content, inputs: inputs)
  }

  public static func _updateNode<Modified: View>(
    _ node: _ViewNode, modifier: Self, content: Modified, inputs: _ViewInputs
  ) {
    unsafeDowncast(node, to: KeyPressNode.self).update(modifier, content: content, inputs: inputs)
  }
}

/// The node of `.onKeyPress`: it takes no part in layout; the renderer asks it about a key the
/// focused view did not use, when the focused view is inside its content (or when nothing has
/// focus).
final class KeyPressNode: _ViewNode {
  private var modifier: _KeyPressModifier
  private var content: _ViewNode!

  init<Content: View>(_ modifier: _KeyPressModifier, content: Content, inputs: _ViewInputs) {
    self.modifier = modifier
    super.init(inputs: inputs)
    self.content = Content._makeNode(content, inputs: inputs.children(of: self))
  }

  override var children: [_ViewNode] { [content] }
  override func forEachChild(_ body: (_ViewNode) -> Void) { body(content) }

  func update<Content: View>(
    _ modifier: _KeyPressModifier, content: Content, inputs: _ViewInputs
  ) {
    // The latest closure runs: it sees the latest values the view captured.
    self.modifier = modifier
    environment = inputs.environment
    Content._updateNode(self.content, with: content, inputs: inputs.children(of: self))
  }

  override func handleKeyPress(_ key: Key, from child: _ViewNode?) -> Bool {
    // A disabled view does not respond to the user, keys included.
    guard environment.isEnabled else { return false }
    let press = KeyPress(key)
    if let keys = modifier.keys, !keys.contains(press.key) { return false }
    return modifier.action(press) == .handled
  }
}

extension View {
  /// Runs an action when the user presses a key that the focused view does not use, while focus
  /// is inside this view.
  ///
  /// ```swift
  /// VStack {
  ///   Text("count: \(store.count)")
  ///   Button("Increment") { store.send(.incrementButtonTapped) }
  /// }
  /// .onKeyPress("+") {
  ///   store.send(.incrementButtonTapped)
  ///   return .handled
  /// }
  /// ```
  ///
  /// A key goes first to the focused view (a text field takes the characters typed in it, a
  /// button takes Enter and Space). A key it does not use goes to the handlers of the views
  /// around it, innermost first, until one returns ``KeyPress/Result/handled``. When nothing has
  /// focus, it goes to every handler on screen (in the top presentation, when one is shown),
  /// inner views' before the views around them, until one handles it. Only a key no handler
  /// handled does what the terminal does with it by default: Tab and the arrows move focus,
  /// Escape dismisses the top presentation, Page Up and Page Down scroll.
  ///
  /// A key matches whatever modifiers are held with it: Shift-Tab is ``KeyEquivalent/tab``
  /// with ``EventModifiers/shift``. Use ``onKeyPress(keys:action:)`` to tell them apart.
  ///
  /// - Parameters:
  ///   - key: The key to handle.
  ///   - action: What to do; returns whether it used the key.
  public func onKeyPress(
    _ key: KeyEquivalent, action: @escaping @MainActor () -> KeyPress.Result
  ) -> some View {
    modifier(_KeyPressModifier(keys: [key], action: { _ in action() }))
  }

  /// Runs an action when the user presses one of some keys that the focused view does not use,
  /// while focus is inside this view; see ``onKeyPress(_:action:)`` for where keys go.
  ///
  /// ```swift
  /// .onKeyPress(keys: [.upArrow, .downArrow]) { press in
  ///   store.send(.move(press.key == .upArrow ? -1 : 1))
  ///   return .handled
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - keys: The keys to handle.
  ///   - action: What to do with the press; returns whether it used the key.
  public func onKeyPress(
    keys: Set<KeyEquivalent>, action: @escaping @MainActor (KeyPress) -> KeyPress.Result
  ) -> some View {
    modifier(_KeyPressModifier(keys: keys, action: action))
  }

  /// Runs an action when the user presses any key that the focused view does not use, while
  /// focus is inside this view; see ``onKeyPress(_:action:)`` for where keys go.
  ///
  /// ```swift
  /// .onKeyPress { press in
  ///   guard let digit = press.characters.first?.wholeNumberValue else { return .ignored }
  ///   store.send(.digitTyped(digit))
  ///   return .handled
  /// }
  /// ```
  ///
  /// - Parameter action: What to do with the press; returns whether it used the key.
  public func onKeyPress(
    action: @escaping @MainActor (KeyPress) -> KeyPress.Result
  ) -> some View {
    modifier(_KeyPressModifier(keys: nil, action: action))
  }
}
