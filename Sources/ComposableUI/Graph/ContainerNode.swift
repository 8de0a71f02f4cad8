/// How a primitive view with content lays out and draws that content, and, for a control (a
/// button, a toggle, a stepper), what it does with keys and clicks while focused.
@MainActor
protocol ContainerLayout {
  /// The container's size for a proposal, given its content's node.
  func sizeThatFits(_ proposal: ProposedSize, content: _ViewNode, node: ControlNode) -> Size
  /// Draws the container and its content in the frame it was given; a control registers itself
  /// as focusable when enabled.
  func draw(in frame: Rect, content: _ViewNode, node: ControlNode, context: DrawContext)
  /// Reacts to a key pressed while the container is focused; returns whether it used it.
  func handle(_ key: Key, content: _ViewNode, node: ControlNode) -> Bool
  /// Reacts to a click on a cell of the container, last drawn at `frame`, which the click
  /// focused.
  func handleClick(column: Int, row: Int, frame: Rect, content: _ViewNode, node: ControlNode)
  /// The nodes whose `.onKeyPress` handlers hear a key when nothing has focus: what of the
  /// content is on screen (a navigation stack's top screen).
  func keyPressChildren(content: _ViewNode) -> [_ViewNode]
  /// The element a web page shows for the container and its content; a control registers its
  /// elements' events with the context.
  func element(content: _ViewNode, node: ControlNode, context: WebContext) -> HTMLElement
  /// Reacts to an event on one of the elements the control registered; returns whether it used
  /// it.
  func handle(_ event: WebEvent, part: String?, content: _ViewNode, node: ControlNode) -> Bool
}

extension ContainerLayout {
  /// A layout that only places its content uses no key.
  func handle(_ key: Key, content: _ViewNode, node: ControlNode) -> Bool { false }

  /// A click does what Enter does.
  func handleClick(column: Int, row: Int, frame: Rect, content: _ViewNode, node: ControlNode) {
    _ = handle(.enter, content: content, node: node)
  }

  /// The whole content.
  func keyPressChildren(content: _ViewNode) -> [_ViewNode] { [content] }

  /// A layout that only places its content shows it in a block.
  func element(content: _ViewNode, node: ControlNode, context: WebContext) -> HTMLElement {
    block(class: "view", style: "", content: content, node: node, context: context)
  }

  /// A layout that only places its content registers no event.
  func handle(_ event: WebEvent, part: String?, content: _ViewNode, node: ControlNode) -> Bool {
    false
  }
}

/// The node of a primitive view with one content view (a stack, a padding, a button, a toggle):
/// the content is a child identity, and the container's own parameters (spacing, an action, a
/// binding) are updated in place. It is a ``ControlNode`` so that a control's layout can read
/// and watch its binding through it.
final class ContainerNode<Layout: ContainerLayout>: ControlNode {
  private(set) var layout: Layout
  private(set) var content: _ViewNode!
  /// Where the container was last drawn, to find what a click is on.
  private var drawnFrame: Rect?

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
      // New parameters may hold a new binding, which the next read watches.
      bindingDidChange()
      invalidateLayout()
    }
    environment = inputs.environment
    Content._updateNode(self.content, with: content, inputs: inputs.content(of: self))
  }

  override var children: [_ViewNode] { [content] }
  override func forEachChild(_ body: (_ViewNode) -> Void) { body(content) }

  override func collectLayoutItems(into items: inout [_ViewNode]) {
    items.append(self)
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    layout.sizeThatFits(proposal, content: content, node: self)
  }

  override func draw(in frame: Rect, context: DrawContext) {
    drawnFrame = frame
    layout.draw(in: frame, content: content, node: self, context: context)
  }

  override var keyPressChildren: [_ViewNode] { layout.keyPressChildren(content: content) }

  override func collectElements(into elements: inout [HTMLElement], context: WebContext) {
    elements.append(element { layout.element(content: content, node: self, context: context) })
  }

  override func handle(_ event: WebEvent, part: String?) -> Bool {
    guard environment.isEnabled else { return false }
    return layout.handle(event, part: part, content: content, node: self)
  }

  /// What the container does with a key while focused; nothing while disabled.
  override func handle(_ key: Key) -> Bool {
    guard environment.isEnabled else { return false }
    return layout.handle(key, content: content, node: self)
  }

  override func handleClick(column: Int, row: Int) {
    guard environment.isEnabled else { return }
    guard let drawnFrame else {
      _ = layout.handle(.enter, content: content, node: self)
      return
    }
    layout.handleClick(column: column, row: row, frame: drawnFrame, content: content, node: self)
  }
}
