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
  /// change made with ``withAnimation(_:_:)``. Changes outside this view, and changes in frames
  /// where `value` stayed the same, animate as they would without it.
  ///
  /// - Parameters:
  ///   - animation: How to animate the changes; `nil` for none.
  ///   - value: The value whose changes animate, compared with `==` between updates.
  /// - Returns: The view.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    container(AnimationValueLayout(animation: animation, value: value))
  }
}

/// A view whose changes animate when a value changes: in the terminal, its content as it is.
struct AnimationValueLayout<Value: Equatable>: ContainerLayout {
  let animation: Animation?
  let value: Value

  func sizeThatFits(_ proposal: ProposedSize, content: _ViewNode, node: ControlNode) -> Size {
    content.size(for: proposal)
  }

  func draw(in frame: Rect, content: _ViewNode, node: ControlNode, context: DrawContext) {
    content.draw(in: frame, context: context)
  }

  func didUpdate(from old: Self, node: ControlNode) {
    guard old.value != value else { return }
    #if !canImport(SwiftUI)
      node.graph.animate(node, with: animation)
    #endif
  }
}
