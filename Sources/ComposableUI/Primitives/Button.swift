/// A control that runs an action when pressed: with Enter or Space while focused, or a click.
///
/// ```swift
/// Button("Increment") { store.send(.incrementButtonTapped) }
/// Button { store.send(.factButtonTapped) } label: { Text("Get a fact").bold() }
/// ```
///
/// The terminal draws a button's label between brackets, `[Increment]`, in reverse video while
/// it has focus.
public struct Button<Label: View>: View {
  let control: ButtonControl
  let label: Label

  /// A button with a label built by a closure.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    control = ButtonControl(action: action, role: nil)
    self.label = label()
  }

  /// A button with a role, and a label built by a closure.
  public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    control = ButtonControl(action: action, role: role)
    self.label = label()
  }

  public var body: Never { primitiveBody(Self.self) }

  public static func _makeNode(_ view: Self, inputs: _ViewInputs) -> _ViewNode {
    ContainerNode(view.control, content: view.label, inputs: inputs)
  }

  public static func _updateNode(_ node: _ViewNode, with view: Self, inputs: _ViewInputs) {
    unsafeDowncast(node, to: ContainerNode<ButtonControl>.self)
      .update(view.control, content: view.label, inputs: inputs)
  }
}

extension Button where Label == Text {
  /// A button labeled with a string.
  public init(_ title: String, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }

  /// A button labeled with a string.
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }

  /// A button with a role, labeled with a string.
  public init(_ title: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}

/// What a button is for, which decides how it looks and where it goes in an alert.
public struct ButtonRole: Hashable, Sendable {
  let kind: Kind
  enum Kind: Hashable, Sendable { case cancel, destructive }

  /// A button that cancels: Escape presses it in an alert or a dialog.
  public static let cancel = ButtonRole(kind: .cancel)
  /// A button that deletes or discards something: drawn in red.
  public static let destructive = ButtonRole(kind: .destructive)
}

/// A button's behavior and drawing around its label.
struct ButtonControl: ContainerLayout {
  let action: @MainActor () -> Void
  let role: ButtonRole?

  func sizeThatFits(_ proposal: ProposedSize, content: _ViewNode, node: ControlNode) -> Size {
    var inner = proposal
    inner.width = proposal.width.map { $0 == Int.max ? $0 : max($0 - 2, 0) }
    let size = content.size(for: inner)
    return Size(width: saturatingAdd(size.width, 2), height: max(size.height, 1))
  }

  func draw(in frame: Rect, content: _ViewNode, node: ControlNode, context: DrawContext) {
    let enabled = node.environment.isEnabled
    var style = node.environment.textAttributes.cellStyle(over: context.baseStyle)
    if role == .destructive { style.foreground = .red }
    if !enabled { style.foreground = .gray }
    context.addFocusable(node, frame: frame, isEnabled: enabled)
    if context.isFocused(node) { style.inverse = true }
    if context.isFocused(node) { context.fill(frame, style: style) }
    let middle = frame.y + (frame.height - 1) / 2
    context.write("[", column: frame.x, row: middle, style: style)
    context.write("]", column: frame.maxX - 1, row: middle, style: style)
    let labelFrame = Rect(x: frame.x + 1, y: frame.y, width: frame.width - 2, height: frame.height)
    context.withStyle(style) {
      content.draw(in: labelFrame, context: context)
    }
  }

  func handle(_ key: Key, content: _ViewNode, node: ControlNode) -> Bool {
    guard node.environment.isEnabled else { return false }
    switch key {
    case .enter, .character(" "):
      action()
      // A button in an alert or a dialog also dismisses it.
      node.environment.dismissPresentation?()
      return true
    default:
      return false
    }
  }
}
