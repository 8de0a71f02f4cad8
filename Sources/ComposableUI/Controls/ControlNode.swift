/// The node of a control bound to a value (a text field, a toggle, a stepper, a picker): it reads
/// the value through its binding when it draws, and watches it, so that a change made anywhere
/// else (another view, a reducer) redraws the control even when no body read the value.
///
/// Invariant: a control reads one binding, the one its view was last given; `read(_:)` watches
/// that binding's value from its first read after the view was given, or after the value
/// changed, until the value changes again.
class ControlNode: _ViewNode {
  /// Counts watches: a change reported by an earlier watch, which may still be registered (the
  /// binding was replaced since), is ignored.
  private var watchGeneration = 0
  /// Whether the next read registers a new watch: at first, after the view gave a new binding,
  /// and after the watched value changed (a watch reports one change).
  private var needsWatch = true

  /// Reads the control's bound value, watching it when no watch covers the current binding.
  final func read<Value>(_ binding: Binding<Value>) -> Value {
    guard needsWatch else { return binding.wrappedValue }
    needsWatch = false
    watchGeneration += 1
    let generation = watchGeneration
    return trackingReads {
      binding.wrappedValue
    } onChange: { [weak self] in
      self?.boundValueWillChange(generation: generation)
    }
  }

  /// Takes a new binding from the view: the next read watches it, since it may read from
  /// somewhere else than the last.
  final func bindingDidChange() {
    needsWatch = true
  }

  /// Redraws the control after a change only it knows about (a cursor moved), or after it wrote
  /// its value, which a binding that is not observable would not report.
  final func setNeedsDisplay() {
    invalidateLayout()
    graph.setNeedsUpdate()
  }

  private func boundValueWillChange(generation: Int) {
    guard generation == watchGeneration, isMounted else { return }
    needsWatch = true
    setNeedsDisplay()
  }

  /// The style a control draws with: its environment's text attributes over the enclosing
  /// control's style, gray when disabled.
  final func controlStyle(in context: DrawContext) -> CellStyle {
    var style = environment.textAttributes.cellStyle(over: context.baseStyle)
    if !environment.isEnabled { style.foreground = .gray }
    return style
  }
}

/// How a control draws around its content (a toggle's label, a picker's options) and what it does
/// with keys while focused.
@MainActor
protocol ControlLayout {
  /// The control's size for a proposal.
  func sizeThatFits(_ proposal: ProposedSize, content: _ViewNode, node: ControlNode) -> Size
  /// Draws the control and its content in the frame it was given; registers it as focusable
  /// when enabled.
  func draw(in frame: Rect, content: _ViewNode, node: ControlNode, context: DrawContext)
  /// Reacts to a key pressed while focused; returns whether it used it.
  func handle(_ key: Key, content: _ViewNode, node: ControlNode) -> Bool
  /// Reacts to a click on a cell of the control, last drawn at `frame`, which the click focused.
  func handleClick(column: Int, row: Int, frame: Rect, content: _ViewNode, node: ControlNode)
}

extension ControlLayout {
  /// A click does what Enter does.
  func handleClick(column: Int, row: Int, frame: Rect, content: _ViewNode, node: ControlNode) {
    _ = handle(.enter, content: content, node: node)
  }
}

/// The node of a control with one content view: the content is a child identity, and the
/// control's parameters (its binding, its range) are updated in place.
final class ControlContainerNode<Control: ControlLayout>: ControlNode {
  private(set) var control: Control
  private(set) var content: _ViewNode!
  /// Where the control was last drawn, to find what a click is on.
  private var drawnFrame: Rect?

  /// Makes the node and its content's node.
  init<Content: View>(_ control: Control, content: Content, inputs: _ViewInputs) {
    self.control = control
    super.init(inputs: inputs)
    self.content = Content._makeNode(content, inputs: inputs.content(of: self))
  }

  /// Updates the parameters and the content.
  func update<Content: View>(_ control: Control, content: Content, inputs: _ViewInputs) {
    if !BitwiseEquality.areEqual(self.control, control)
      || !environment.isIdentical(to: inputs.environment)
    {
      self.control = control
      bindingDidChange()
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
    control.sizeThatFits(proposal, content: content, node: self)
  }

  override func draw(in frame: Rect, context: DrawContext) {
    drawnFrame = frame
    control.draw(in: frame, content: content, node: self, context: context)
  }

  override func handle(_ key: Key) -> Bool {
    guard environment.isEnabled else { return false }
    return control.handle(key, content: content, node: self)
  }

  override func handleClick(column: Int, row: Int) {
    guard environment.isEnabled else { return }
    guard let drawnFrame else {
      _ = control.handle(.enter, content: content, node: self)
      return
    }
    control.handleClick(
      column: column, row: row, frame: drawnFrame, content: content, node: self)
  }
}
