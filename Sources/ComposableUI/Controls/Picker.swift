/// A control that chooses one of several options.
///
/// ```swift
/// Picker("Flavor", selection: $flavor) {
///   Text("Vanilla").tag(Flavor.vanilla)
///   Text("Chocolate").tag(Flavor.chocolate)
/// }
/// Picker("Size", selection: $store.size.sending(\.sizeChanged)) {
///   ForEach(Size.allCases, id: \.self) { size in
///     Text(size.name).tag(size)
///   }
/// }
/// ```
///
/// Each option is a view with a ``View/tag(_:)`` of the selection's type (an option without
/// one, or with a tag of another type, is not offered). The terminal draws a picker as its title
/// and the chosen option, `Flavor: ‹Vanilla›`, or `Flavor: ‹—›` when the selection matches no
/// option; in reverse video while it has focus.
///
/// Left and Right choose the option before or after the current one, in the order the options
/// are written, and stop at the first and the last, as the arrow keys do in a menu. Enter and
/// Space (and a click) choose the next option, going back to the first after the last, so that
/// they alone reach every option. With no option chosen, Right, Enter and Space choose the first
/// and Left the last.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  let control: PickerControl<SelectionValue>
  let content: Content

  /// A primitive view: the view graph draws it, and has no body to evaluate.
  public var body: Never { primitiveBody(Self.self) }

  /// Makes the view's node. Part of how views plug into the view graph.
  public static func _makeNode(_ view: Self, inputs: _ViewInputs) -> _ViewNode {
    ContainerNode(view.control, content: view.content, inputs: inputs)
  }

  /// Gives the view's node its new value. Part of how views plug into the view graph.
  public static func _updateNode(_ node: _ViewNode, with view: Self, inputs: _ViewInputs) {
    unsafeDowncast(node, to: ContainerNode<PickerControl<SelectionValue>>.self)
      .update(view.control, content: view.content, inputs: inputs)
  }
}

extension Picker where Label == Text {
  /// A picker with a title, choosing among the tagged views `content` builds.
  ///
  /// - Parameters:
  ///   - title: What is being chosen; an empty title shows the option alone.
  ///   - selection: The chosen option's tag.
  ///   - content: The options, each with a ``View/tag(_:)``.
  public init(
    _ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    control = PickerControl(title: title, selection: selection)
    self.content = content()
  }
}

/// A picker's drawing around its chosen option, and what its keys do.
struct PickerControl<SelectionValue: Hashable>: ContainerLayout {
  let title: String
  let selection: Binding<SelectionValue>

  /// One option: its view, and the selection it stands for.
  struct Option {
    let node: TagNode
    let value: SelectionValue
  }

  /// The options the content offers, in order: its tagged views whose tag is a selection value.
  func options(in content: _ViewNode) -> [Option] {
    TagNode.tagged(in: content).compactMap { node in
      (node.tag.base as? SelectionValue).map { Option(node: node, value: $0) }
    }
  }

  /// What comes before the option: the title and a colon, or nothing for an empty title.
  private var prefix: String { title.isEmpty ? "" : title + ": " }

  func sizeThatFits(_ proposal: ProposedSize, content: _ViewNode, node: ControlNode) -> Size {
    // As wide as the widest option, "—" at least, so that choosing does not move what follows.
    var optionWidth = 1
    for option in options(in: content) {
      optionWidth = max(optionWidth, option.node.size(for: .unspecified).width)
    }
    let width = DisplayWidth.of(prefix) + optionWidth + 2
    return Size(width: min(width, max(proposal.width ?? width, 0)), height: 1)
  }

  func draw(in frame: Rect, content: _ViewNode, node: ControlNode, context: DrawContext) {
    var style = node.controlStyle(in: context)
    context.addFocusable(node, frame: frame, isEnabled: node.environment.isEnabled)
    if context.isFocused(node) {
      style.inverse = true
      context.fill(frame, style: style)
    }
    var unavailable = style
    unavailable.foreground = .gray
    let offered = options(in: content)
    let current = node.read(selection)
    let selected = offered.firstIndex { $0.value == current }
    context.clipped(to: frame) {
      var column = frame.x
      context.write(prefix[...], column: column, row: frame.y, style: style)
      column += DisplayWidth.of(prefix)
      // An arrow is gray where it leads nowhere.
      let hasPrevious = selected.map { $0 > 0 } ?? !offered.isEmpty
      let hasNext = selected.map { $0 < offered.count - 1 } ?? !offered.isEmpty
      context.write("‹", column: column, row: frame.y, style: hasPrevious ? style : unavailable)
      column += 1
      if let selected {
        let option = offered[selected].node
        let available = max(frame.maxX - column - 1, 0)
        let size = option.size(for: ProposedSize(width: available, height: 1))
        let width = min(size.width, available)
        context.withStyle(style) {
          option.draw(in: Rect(x: column, y: frame.y, width: width, height: 1), context: context)
        }
        column += width
      } else {
        context.write("—", column: column, row: frame.y, style: style)
        column += 1
      }
      context.write("›", column: column, row: frame.y, style: hasNext ? style : unavailable)
    }
  }

  /// A click on `‹` chooses the option before; anywhere else, as Enter does, the next one.
  func handleClick(column: Int, row: Int, frame: Rect, content: _ViewNode, node: ControlNode) {
    let key: Key = column == frame.x + DisplayWidth.of(prefix) ? .left : .enter
    _ = handle(key, content: content, node: node)
  }

  func handle(_ key: Key, content: _ViewNode, node: ControlNode) -> Bool {
    let offered = options(in: content)
    let current = node.read(selection)
    let selected = offered.firstIndex { $0.value == current }
    let target: Int?
    switch key {
    case .left:
      target = selected.map { max($0 - 1, 0) } ?? offered.indices.last
    case .right:
      target = selected.map { min($0 + 1, offered.count - 1) } ?? offered.indices.first
    case .enter, .character(" "):
      target = selected.map { ($0 + 1) % offered.count } ?? offered.indices.first
    default:
      return false
    }
    if let target, target != selected {
      selection.wrappedValue = offered[target].value
      node.setNeedsDisplay()
    }
    return true
  }
}
