/// How a primitive view with content (a stack, a button, a padding) lays out and draws that
/// content.
@MainActor
protocol ContainerLayout {
  /// The container's size for a proposal, given its content's node.
  func sizeThatFits(_ proposal: ProposedSize, content: _ViewNode, node: _ViewNode) -> Size
  /// Draws the container and its content in the frame it was given.
  func draw(in frame: Rect, content: _ViewNode, node: _ViewNode, context: DrawContext)
  /// The nodes whose `.onKeyPress` handlers hear a key when nothing has focus: what of the
  /// content is on screen (a navigation stack's top screen).
  func keyPressChildren(content: _ViewNode) -> [_ViewNode]
}

extension ContainerLayout {
  /// The whole content.
  func keyPressChildren(content: _ViewNode) -> [_ViewNode] { [content] }
}

/// The node of a primitive view with one content view: the content is a child identity, and the
/// container's own parameters (spacing, padding, an action) are updated in place.
final class ContainerNode<Layout: ContainerLayout>: _ViewNode {
  private(set) var layout: Layout
  private(set) var content: _ViewNode!

  /// Makes the node and its content's node.
  init<Content: View>(_ layout: Layout, content: Content, inputs: _ViewInputs) {
    self.layout = layout
    super.init(inputs: inputs)
    self.content = Content._makeNode(content, inputs: inputs.content(of: self))
  }

  /// Updates the parameters and the content.
  func update<Content: View>(_ layout: Layout, content: Content, inputs: _ViewInputs) {
    if !BitwiseEquality.areEqual(self.layout, layout)
      || !environment.isIdentical(to: inputs.environment)
    {
      self.layout = layout
      invalidateLayout()
    }
    environment = inputs.environment
    Content._updateNode(self.content, with: content, inputs: inputs.content(of: self))
  }

  override var children: [_ViewNode] { [content] }

  override func collectLayoutItems(into items: inout [_ViewNode]) {
    items.append(self)
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    layout.sizeThatFits(proposal, content: content, node: self)
  }

  override func draw(in frame: Rect, context: DrawContext) {
    layout.draw(in: frame, content: content, node: self, context: context)
  }

  override var keyPressChildren: [_ViewNode] { layout.keyPressChildren(content: content) }

  /// What the container does with a key while focused; see `FocusableLayout`.
  override func handle(_ key: Key) -> Bool {
    (layout as? any FocusableLayout)?.handle(key, node: self) ?? false
  }
}

/// A container that takes focus and reacts to keys: a button, a toggle.
@MainActor
protocol FocusableLayout: ContainerLayout {
  /// Reacts to a key pressed while focused; returns whether it used it.
  func handle(_ key: Key, node: _ViewNode) -> Bool
}
