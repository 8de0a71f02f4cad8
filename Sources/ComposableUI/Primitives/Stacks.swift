import Foundation

/// Views one above the other.
///
/// ```swift
/// VStack(alignment: .leading) {
///   Text("Title").bold()
///   Text("Subtitle")
/// }
/// ```
///
/// Lengths are in cells: the default spacing is 0 rows, since rows are what a terminal has
/// least of.
public struct VStack<Content: View>: View {
  let layout: StackContainer
  let content: Content

  /// A vertical stack.
  ///
  /// - Parameters:
  ///   - alignment: Where narrower views go across the stack.
  ///   - spacing: Rows between views; 0 when `nil`.
  ///   - content: The views.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    layout = StackContainer(
      layout: StackLayout(
        axis: .vertical, crossAlignment: Alignment(horizontal: alignment, vertical: .center),
        spacing: finiteCells(spacing ?? 0)))
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }

  public static func _makeNode(_ view: Self, inputs: _ViewInputs) -> _ViewNode {
    ContainerNode(view.layout, content: view.content, inputs: inputs)
  }

  public static func _updateNode(_ node: _ViewNode, with view: Self, inputs: _ViewInputs) {
    unsafeDowncast(node, to: ContainerNode<StackContainer>.self)
      .update(view.layout, content: view.content, inputs: inputs)
  }
}

/// Views side by side.
///
/// Lengths are in cells: the default spacing is 1 column.
public struct HStack<Content: View>: View {
  let layout: StackContainer
  let content: Content

  /// A horizontal stack.
  ///
  /// - Parameters:
  ///   - alignment: Where shorter views go across the stack.
  ///   - spacing: Columns between views; 1 when `nil`.
  ///   - content: The views.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    layout = StackContainer(
      layout: StackLayout(
        axis: .horizontal, crossAlignment: Alignment(horizontal: .center, vertical: alignment),
        spacing: finiteCells(spacing ?? 1)))
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }

  public static func _makeNode(_ view: Self, inputs: _ViewInputs) -> _ViewNode {
    ContainerNode(view.layout, content: view.content, inputs: inputs)
  }

  public static func _updateNode(_ node: _ViewNode, with view: Self, inputs: _ViewInputs) {
    unsafeDowncast(node, to: ContainerNode<StackContainer>.self)
      .update(view.layout, content: view.content, inputs: inputs)
  }
}

/// Views on top of each other, later ones in front.
public struct ZStack<Content: View>: View {
  let layout: OverlayContainer
  let content: Content

  /// A stack whose views share the same space, placed by `alignment`.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    layout = OverlayContainer(alignment: alignment)
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }

  public static func _makeNode(_ view: Self, inputs: _ViewInputs) -> _ViewNode {
    ContainerNode(view.layout, content: view.content, inputs: inputs)
  }

  public static func _updateNode(_ node: _ViewNode, with view: Self, inputs: _ViewInputs) {
    unsafeDowncast(node, to: ContainerNode<OverlayContainer>.self)
      .update(view.layout, content: view.content, inputs: inputs)
  }
}

/// A length given in points by SwiftUI code, taken as cells here: negative or NaN is 0, infinity
/// is `Int.max` (which only bounds such as `maxWidth` give a meaning), and any other length is
/// capped at `maximumLength`, so that sums of lengths cannot overflow.
func cells(_ length: CGFloat) -> Int {
  if length.isNaN || length <= 0 { return 0 }
  if length.isInfinite { return Int.max }
  return Int(min(length.rounded(), CGFloat(maximumLength)))
}

/// The longest length a view takes in cells, far beyond any screen.
let maximumLength = 1 << 20

/// A length used as such (a spacing, a padding, a fixed size): infinity counts as the longest.
func finiteCells(_ length: CGFloat) -> Int {
  min(cells(length), maximumLength)
}

/// The layout of `VStack` and `HStack`.
struct StackContainer: ContainerLayout {
  let layout: StackLayout

  func sizeThatFits(_ proposal: ProposedSize, content: _ViewNode, node: ControlNode) -> Size {
    layout.sizeThatFits(proposal, items: content.layoutItems)
  }

  func draw(in frame: Rect, content: _ViewNode, node: ControlNode, context: DrawContext) {
    layout.draw(items: content.layoutItems, in: frame, context: context)
  }
}

/// The layout of `ZStack`: every view offered the whole space, the stack as large as the largest.
struct OverlayContainer: ContainerLayout {
  let alignment: Alignment

  func sizeThatFits(_ proposal: ProposedSize, content: _ViewNode, node: ControlNode) -> Size {
    var size = Size.zero
    for item in content.layoutItems {
      let itemSize = item.size(for: proposal)
      size.width = max(size.width, itemSize.width)
      size.height = max(size.height, itemSize.height)
    }
    return size
  }

  func draw(in frame: Rect, content: _ViewNode, node: ControlNode, context: DrawContext) {
    for item in content.layoutItems {
      item.draw(
        in: frame.placing(item.size(for: ProposedSize(frame.size)), alignment: alignment),
        context: context)
    }
  }
}
