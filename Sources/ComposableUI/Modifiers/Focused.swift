/// Binds a view's focus to a ``FocusState``.
public struct _FocusedModifier<Value: Hashable>: ViewModifier {
  public typealias Body = Never
  let binding: FocusState<Value>.Binding
  /// The state's value while focus is inside the view.
  let match: Value

  public static func _makeNode<Modified: View>(
    _ modifier: Self, content: Modified, inputs: _ViewInputs
  ) -> _ViewNode {
    FocusedNode(modifier, content: content, inputs: inputs)
  }

  public static func _updateNode<Modified: View>(
    _ node: _ViewNode, modifier: Self, content: Modified, inputs: _ViewInputs
  ) {
    unsafeDowncast(node, to: FocusedNode<Value>.self)
      .update(modifier, content: content, inputs: inputs)
  }
}

/// The node of a `.focused` modifier, whatever its state's type: the renderer tells it when
/// focus enters or leaves its content, once the frame that shows it is drawn.
class FocusBindingNode: _ViewNode {
  /// Focus moved to a view inside the content.
  func focusDidEnter() {}
  /// Focus moved out of the content, or the view that had it went away.
  func focusDidLeave() {}
}

/// The node of `.focused($state, equals: value)`: it takes no part in layout; focus is inside it
/// when the focused view is one of its content's views. It is bound to its state's storage,
/// which finds it when the app writes the state.
final class FocusedNode<Value: Hashable>: FocusBindingNode {
  private(set) var box: FocusStateBox<Value>
  private(set) var match: Value
  private var content: _ViewNode!

  init<Content: View>(
    _ modifier: _FocusedModifier<Value>, content: Content, inputs: _ViewInputs
  ) {
    box = modifier.binding.storage
    match = modifier.match
    super.init(inputs: inputs)
    box.bind(self)
    self.content = Content._makeNode(content, inputs: inputs.children(of: self))
  }

  override var children: [_ViewNode] { [content] }
  override func forEachChild(_ body: (_ViewNode) -> Void) { body(content) }

  func update<Content: View>(
    _ modifier: _FocusedModifier<Value>, content: Content, inputs: _ViewInputs
  ) {
    if modifier.binding.storage !== box {
      box.unbind(self)
      box = modifier.binding.storage
      box.bind(self)
    }
    match = modifier.match
    environment = inputs.environment
    Content._updateNode(self.content, with: content, inputs: inputs.children(of: self))
  }

  override func focusDidEnter() {
    box.report(match)
  }

  override func focusDidLeave() {
    // Another bound view may have taken focus, and reported its value, first.
    guard box.currentValue == match else { return }
    box.report(box.blank)
  }

  override func didUnmount() {
    box.unbind(self)
  }
}

extension View {
  /// Binds whether this view has focus to a ``FocusState``: the state is `true` while focus is
  /// on a view inside this one, and setting it to `true` moves focus to the first view inside
  /// this one that can take it (to `false`, out of it).
  ///
  /// ```swift
  /// @FocusState private var isSearching: Bool
  ///
  /// TextField("Search", text: $query)
  ///   .focused($isSearching)
  /// Button("Search") { isSearching = true }
  /// ```
  ///
  /// - Parameter condition: The state that follows this view's focus.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    modifier(_FocusedModifier(binding: condition, match: true))
  }

  /// Binds this view's focus to a ``FocusState`` shared by several views: the state is `value`
  /// while focus is on a view inside this one, and setting it to `value` moves focus to the
  /// first view inside this one that can take it.
  ///
  /// ```swift
  /// TextField("Username", text: $username)
  ///   .focused($focusedField, equals: .username)
  /// SecureField("Password", text: $password)
  ///   .focused($focusedField, equals: .password)
  /// ```
  ///
  /// - Parameters:
  ///   - binding: The state that follows focus.
  ///   - value: The state's value while this view has focus.
  public func focused<Value: Hashable>(
    _ binding: FocusState<Value>.Binding, equals value: Value
  ) -> some View {
    modifier(_FocusedModifier(binding: binding, match: value))
  }
}
