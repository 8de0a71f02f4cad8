/// A control that turns a setting on and off.
///
/// ```swift
/// Toggle("Notifications", isOn: $store.notificationsEnabled)
/// Toggle(isOn: $isMuted) { Text("Mute").bold() }
/// ```
///
/// The terminal draws a toggle as a check box before its label, `[x] Notifications` when on and
/// `[ ] Notifications` when off, in reverse video while it has focus; Enter or Space flips it.
public struct Toggle<Label: View>: View {
  let control: ToggleControl
  let label: Label

  /// A toggle with a label built by a closure.
  ///
  /// - Parameters:
  ///   - isOn: Whether the setting is on.
  ///   - label: What the setting is.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    control = ToggleControl(isOn: isOn)
    self.label = label()
  }

  /// A primitive view: the view graph draws it, and has no body to evaluate.
  public var body: Never { primitiveBody(Self.self) }

  /// Makes the view's node. Part of how views plug into the view graph.
  public static func _makeNode(_ view: Self, inputs: _ViewInputs) -> _ViewNode {
    ContainerNode(view.control, content: view.label, inputs: inputs)
  }

  /// Gives the view's node its new value. Part of how views plug into the view graph.
  public static func _updateNode(_ node: _ViewNode, with view: Self, inputs: _ViewInputs) {
    unsafeDowncast(node, to: ContainerNode<ToggleControl>.self)
      .update(view.control, content: view.label, inputs: inputs)
  }
}

extension Toggle where Label == Text {
  /// A toggle labeled with a string.
  ///
  /// - Parameters:
  ///   - title: What the setting is.
  ///   - isOn: Whether the setting is on.
  public init(_ title: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

/// A toggle's check box, and what Enter and Space do to it.
struct ToggleControl: ContainerLayout {
  let isOn: Binding<Bool>

  /// The check box and the space after it.
  private static let boxWidth = 4

  func sizeThatFits(_ proposal: ProposedSize, content: _ViewNode, node: ControlNode) -> Size {
    var inner = proposal
    inner.width = proposal.width.map { $0 == Int.max ? $0 : max($0 - Self.boxWidth, 0) }
    let size = content.size(for: inner)
    return Size(width: saturatingAdd(size.width, Self.boxWidth), height: max(size.height, 1))
  }

  func draw(in frame: Rect, content: _ViewNode, node: ControlNode, context: DrawContext) {
    var style = node.controlStyle(in: context)
    context.addFocusable(node, frame: frame, isEnabled: node.environment.isEnabled)
    if context.isFocused(node) {
      style.inverse = true
      context.fill(frame, style: style)
    }
    let box = node.read(isOn) ? "[x] " : "[ ] "
    context.write(box[...], column: frame.x, row: frame.y, style: style)
    let labelFrame = Rect(
      x: frame.x + Self.boxWidth, y: frame.y, width: frame.width - Self.boxWidth,
      height: frame.height)
    context.withStyle(style) {
      content.draw(in: labelFrame, context: context)
    }
  }

  func handle(_ key: Key, content: _ViewNode, node: ControlNode) -> Bool {
    switch key {
    case .enter, .character(" "):
      isOn.wrappedValue = !node.read(isOn)
      node.setNeedsDisplay()
      return true
    default:
      return false
    }
  }
}
