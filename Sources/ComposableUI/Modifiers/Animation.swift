import ComposableArchitecture

extension View {
  /// Animates the changes to this view and the views below it whenever `value` changes; in the
  /// terminal, which has no frames in between, the new state shows at once.
  ///
  /// ```swift
  /// Text("\(store.count)")
  ///   .animation(.easeInOut, value: store.count)
  /// ```
  ///
  /// In a web page, the frame that shows a new `value` animates what changed inside this view
  /// with `animation`: styles move to their new values, and views inserted or removed run their
  /// transitions (fading, by default). `nil` turns animation off inside this view, even for a
  /// change made with ``withAnimation(_:_:)``; a transition with an animation of its own
  /// (``AnyTransition/animation(_:)``) still runs. Changes outside this view, and changes in
  /// frames where `value` stayed the same, animate as they would without it. Like SwiftUI's, the
  /// modifier applies to each view of its content: on a `ForEach`, to each row.
  ///
  /// - Parameters:
  ///   - animation: How to animate the changes; `nil` for none.
  ///   - value: The value whose changes animate, compared with `==` between updates.
  /// - Returns: The view.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    modifier(AnimationScopeModifier(animation: animation, value: value))
  }
}

/// `.animation(_:value:)`: its content lays out and draws as it is; when `value` changed, the
/// update's changes inside it animate with `animation`.
struct AnimationScopeModifier<Value: Equatable>: ViewModifier {
  typealias Body = Never
  let animation: Animation?
  let value: Value

  static func _makeNode<Modified: View>(
    _ modifier: Self, content: Modified, inputs: _ViewInputs
  ) -> _ViewNode {
    let node = AnimationScopeNode(value: modifier.value, inputs: inputs)
    node.content = Modified._makeNode(content, inputs: inputs.children(of: node))
    return node
  }

  static func _updateNode<Modified: View>(
    _ node: _ViewNode, modifier: Self, content: Modified, inputs: _ViewInputs
  ) {
    let node = unsafeDowncast(node, to: AnimationScopeNode<Value>.self)
    node.environment = inputs.environment
    if node.value != modifier.value {
      node.value = modifier.value
      #if !canImport(SwiftUI)
        node.graph.animate(node, with: modifier.animation)
      #endif
    }
    Modified._updateNode(node.content, with: content, inputs: inputs.children(of: node))
  }
}

/// The node of `.animation(_:value:)`: it stands aside in layout, and keeps the value whose
/// changes animate.
final class AnimationScopeNode<Value: Equatable>: StandAsideNode {
  var value: Value

  init(value: Value, inputs: _ViewInputs) {
    self.value = value
    super.init(inputs: inputs)
  }

  override func collectElements(into elements: inout [HTMLElement], context: WebContext) {
    collectScopedElements(into: &elements, context: context)
  }
}
