/// A view whose content can be taller (or wider) than the space it has, and moves within it.
///
/// ```swift
/// ScrollView {
///   VStack(alignment: .leading) {
///     ForEach(lines, id: \.self) { Text($0) }
///   }
/// }
/// ```
///
/// The mouse wheel and Page Up/Down scroll it; moving focus to a view inside scrolls it into
/// view, and moving focus past the last visible one scrolls on.
public struct ScrollView<Content: View>: View {
  let axis: Axis
  let content: Content

  /// A scroll view.
  ///
  /// - Parameters:
  ///   - axes: The direction it scrolls in: vertical (the default) or horizontal.
  ///   - showsIndicators: Accepted for source compatibility; the terminal draws no indicator.
  ///   - content: The content.
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    axis = axes.contains(.vertical) || axes.isEmpty ? .vertical : .horizontal
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }

  public static func _makeNode(_ view: Self, inputs: _ViewInputs) -> _ViewNode {
    let node = ScrollNode(axis: view.axis, inputs: inputs)
    node.content = Content._makeNode(view.content, inputs: inputs.content(of: node))
    return node
  }

  public static func _updateNode(_ node: _ViewNode, with view: Self, inputs: _ViewInputs) {
    let node = unsafeDowncast(node, to: ScrollNode.self)
    node.environment = inputs.environment
    Content._updateNode(node.content, with: view.content, inputs: inputs.content(of: node))
  }
}

/// The node of a `ScrollView`: its content laid out at its full length along the axis, drawn
/// shifted by the scroll offset and clipped to the visible frame.
final class ScrollNode: _ViewNode, ScrollContainer {
  let axis: Axis
  var content: _ViewNode!
  /// How far the content is scrolled, in cells.
  private(set) var offset = 0
  /// The most the content can scroll in the last frame.
  private var maximumOffset = 0
  private var lastLength = 1
  /// The focused view the last frame scrolled into view, so that a wheel scroll away from it
  /// is not undone by the next frame.
  private weak var revealed: _ViewNode?

  init(axis: Axis, inputs: _ViewInputs) {
    self.axis = axis
    super.init(inputs: inputs)
  }

  override var children: [_ViewNode] { [content] }

  override func collectElements(into elements: inout [HTMLElement], context: WebContext) {
    collectScrollElements(into: &elements, context: context)
  }

  override func collectLayoutItems(into items: inout [_ViewNode]) {
    items.append(self)
  }

  /// As SwiftUI's, a scroll view takes all the space it is offered; asked for its ideal size, it
  /// answers its content's.
  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    var contentProposal = proposal
    contentProposal[axis] = nil
    let contentSize = content.size(for: contentProposal)
    var size = contentSize
    if let offered = proposal[axis], offered != Int.max {
      size[axis] = offered
    }
    if let offered = proposal[axis.cross], offered != Int.max {
      size[axis.cross] = offered
    }
    return size
  }

  override func draw(in frame: Rect, context: DrawContext) {
    var contentProposal = ProposedSize(frame.size)
    contentProposal[axis] = nil
    var contentSize = content.size(for: contentProposal)
    contentSize[axis.cross] = max(contentSize[axis.cross], frame.size[axis.cross])
    lastLength = max(frame.size[axis], 1)
    maximumOffset = max(0, contentSize[axis] - frame.size[axis])
    offset = min(max(offset, 0), maximumOffset)
    if let request = graph.takeScrollRequest(for: self) {
      let wanted = request.offset(
        showingTargetIn: content, axis: axis, contentSize: contentSize,
        visibleLength: frame.size[axis], currentOffset: offset)
      offset = min(max(wanted, 0), maximumOffset)
    }

    let firstFocusable = context.focusables.count
    drawContent(size: contentSize, in: frame, context: context)

    // Focus that moved to a view inside scrolls it into view.
    if let focused = context.focused, focused !== revealed,
      let entry = context.focusables[firstFocusable...].first(where: { $0.node === focused })
    {
      revealed = focused
      let start = axis == .vertical ? entry.frame.y - frame.y : entry.frame.x - frame.x
      let length = entry.frame.size[axis]
      var newOffset = offset
      if start < 0 {
        newOffset += start
      } else if start + length > frame.size[axis] {
        newOffset += min(start, start + length - frame.size[axis])
      }
      newOffset = min(max(newOffset, 0), maximumOffset)
      if newOffset != offset {
        offset = newOffset
        context.focusables.removeSubrange(firstFocusable...)
        context.fill(frame, style: context.baseStyle)
        drawContent(size: contentSize, in: frame, context: context)
      }
    }
    context.scrollables.append((self, frame))
  }

  private func drawContent(size: Size, in frame: Rect, context: DrawContext) {
    let origin =
      axis == .vertical
      ? Rect(x: frame.x, y: frame.y - offset, size: size)
      : Rect(x: frame.x - offset, y: frame.y, size: size)
    context.clipped(to: frame) {
      content.draw(in: origin, context: context)
    }
  }

  func scroll(by amount: Int) -> Bool {
    let newOffset = min(max(offset + amount, 0), maximumOffset)
    guard newOffset != offset else { return false }
    offset = newOffset
    graph.needsDraw = true
    return true
  }

  var pageLength: Int { max(lastLength - 1, 1) }
}

extension ScrollNode: ScrollTargetContainer {}
