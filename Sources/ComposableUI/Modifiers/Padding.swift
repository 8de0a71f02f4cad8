import Foundation

/// Space around a view.
struct PaddingLayout: ContainerLayout {
  let insets: EdgeInsets

  func sizeThatFits(_ proposal: ProposedSize, content: _ViewNode, node: ControlNode) -> Size {
    let inner = ProposedSize(
      width: proposal.width.map { $0 == Int.max ? $0 : max($0 - insets.horizontal, 0) },
      height: proposal.height.map { $0 == Int.max ? $0 : max($0 - insets.vertical, 0) })
    let size = content.size(for: inner)
    return Size(
      width: saturatingAdd(size.width, insets.horizontal),
      height: saturatingAdd(size.height, insets.vertical))
  }

  func draw(in frame: Rect, content: _ViewNode, node: ControlNode, context: DrawContext) {
    content.draw(in: frame.inset(by: insets), context: context)
  }
}

extension View {
  /// Adds space around the view: one cell on each edge of `edges` by default, or `length`
  /// cells.
  ///
  /// Lengths are cells, not points: `.padding()` is one cell, where SwiftUI's is about 16
  /// points.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    container(PaddingLayout(insets: EdgeInsets(edges, finiteCells(length ?? 1))))
  }

  /// Adds `length` cells on every edge.
  public func padding(_ length: CGFloat) -> some View {
    padding(.all, length)
  }

  /// Adds space on each edge, in cells.
  public func padding(_ insets: EdgeInsets) -> some View {
    container(PaddingLayout(insets: insets))
  }
}
