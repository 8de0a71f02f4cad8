import Foundation

/// A line drawn around a view.
struct BorderLayout: ContainerLayout {
  let color: Color?

  func sizeThatFits(_ proposal: ProposedSize, content: _ViewNode, node: _ViewNode) -> Size {
    PaddingLayout(insets: EdgeInsets(.all, 1)).sizeThatFits(proposal, content: content, node: node)
  }

  func draw(in frame: Rect, content: _ViewNode, node: _ViewNode, context: DrawContext) {
    guard frame.width >= 2, frame.height >= 2 else { return }
    var style = node.environment.textAttributes.cellStyle(over: context.baseStyle)
    if let color { style.foreground = color }
    let inner = frame.width - 2
    context.write(
      ("┌" + String(repeating: "─", count: inner) + "┐")[...], column: frame.x, row: frame.y,
      style: style)
    for row in frame.y + 1..<frame.maxY - 1 {
      context.write("│", column: frame.x, row: row, style: style)
      context.write("│", column: frame.maxX - 1, row: row, style: style)
    }
    context.write(
      ("└" + String(repeating: "─", count: inner) + "┘")[...], column: frame.x,
      row: frame.maxY - 1, style: style)
    content.draw(in: frame.inset(by: EdgeInsets(.all, 1)), context: context)
  }
}

extension View {
  /// Draws a line around the view, in a color.
  ///
  /// The terminal draws the line in the cells around the view, so a border makes the view two
  /// cells wider and two rows taller; SwiftUI's draws over the view's edge. `width` is accepted
  /// for source compatibility: a cell's line has one thickness.
  public func border(_ color: Color? = nil, width: CGFloat = 1) -> some View {
    container(BorderLayout(color: color))
  }
}
