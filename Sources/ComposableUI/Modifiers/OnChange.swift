/// Runs an action when a value the view is given changes.
public struct _OnChangeModifier<Value: Equatable>: ViewModifier {
  public typealias Body = Never
  let value: Value
  let initial: Bool
  let action: @MainActor (_ oldValue: Value, _ newValue: Value) -> Void

  public static func _makeNode<Modified: View>(
    _ modifier: Self, content: Modified, inputs: _ViewInputs
  ) -> _ViewNode {
    OnChangeNode(modifier, content: content, inputs: inputs)
  }

  public static func _updateNode<Modified: View>(
    _ node: _ViewNode, modifier: Self, content: Modified, inputs: _ViewInputs
  ) {
    unsafeDowncast(node, to: OnChangeNode<Value>.self)
      .update(modifier, content: content, inputs: inputs)
  }
}

/// The node of `.onChange(of:)`: it keeps the value it last saw for the identity's lifetime, and
/// queues the action when a new value of the view brings a different one. The action runs once
/// the graph's update is done, as appearance callbacks do, never in the middle of a body or a
/// reducer.
final class OnChangeNode<Value: Equatable>: _ViewNode {
  private var modifier: _OnChangeModifier<Value>
  private var content: _ViewNode!

  init<Content: View>(
    _ modifier: _OnChangeModifier<Value>, content: Content, inputs: _ViewInputs
  ) {
    self.modifier = modifier
    super.init(inputs: inputs)
    if modifier.initial {
      let value = modifier.value
      graph.enqueueAppear { [weak self] in self?.run(from: value, to: value) }
    }
    self.content = Content._makeNode(content, inputs: inputs.children(of: self))
  }

  override var children: [_ViewNode] { [content] }
  override func forEachChild(_ body: (_ViewNode) -> Void) { body(content) }

  func update<Content: View>(
    _ modifier: _OnChangeModifier<Value>, content: Content, inputs: _ViewInputs
  ) {
    let oldValue = self.modifier.value
    // The latest closure runs: it sees the latest values the view captured.
    self.modifier = modifier
    environment = inputs.environment
    if oldValue != modifier.value {
      let newValue = modifier.value
      graph.enqueueAppear { [weak self] in self?.run(from: oldValue, to: newValue) }
    }
    Content._updateNode(self.content, with: content, inputs: inputs.children(of: self))
  }

  /// Runs the action, unless the view went away in the same update.
  private func run(from oldValue: Value, to newValue: Value) {
    guard isMounted else { return }
    modifier.action(oldValue, newValue)
  }
}

extension View {
  /// Runs an action when a value changes, with its previous and its new value.
  ///
  /// ```swift
  /// struct SearchField: View {
  ///   @Bindable var store: StoreOf<Search>
  ///
  ///   var body: some View {
  ///     TextField("Search", text: $store.query)
  ///       .onChange(of: store.query) { oldValue, newValue in
  ///         store.send(.queryChanged(from: oldValue, to: newValue))
  ///       }
  ///   }
  /// }
  /// ```
  ///
  /// The view compares the value each time its parent's body gives it a new one; when it
  /// differs from the last, the action runs once the view graph's update is done (never in the
  /// middle of a body or a reducer). A new identity of the view starts over from its first
  /// value.
  ///
  /// - Parameters:
  ///   - value: The value to compare.
  ///   - initial: Whether the action also runs once when the view appears, with the first value
  ///     as both its previous and its new value.
  ///   - action: What to do with the previous and the new value.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false,
    _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    modifier(_OnChangeModifier(value: value, initial: initial, action: action))
  }

  /// Runs an action when a value changes, as the form whose action takes the previous and the new
  /// value does.
  ///
  /// ```swift
  /// .onChange(of: store.isLoggedIn) { dismiss() }
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value to compare.
  ///   - initial: Whether the action also runs once when the view appears.
  ///   - action: What to do.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
  ) -> some View {
    modifier(_OnChangeModifier(value: value, initial: initial, action: { _, _ in action() }))
  }
}
