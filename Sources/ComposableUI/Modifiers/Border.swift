import Foundation

/// A line drawn around a view.
struct BorderLayout: ContainerLayout {
  let color: Color?

  func sizeThatFits(_ proposal: ProposedSize, content: _ViewNode, node: ControlNode) -> Size {
    PaddingLayout(insets: EdgeInsets(.all, 1)).sizeThatFits(proposal, content: content, node: node)
  }

  func draw(in frame: Rect, content: _ViewNode, node: ControlNode, context: DrawContext) {
    var style = node.environment.textAttributes.cellStyle(over: context.baseStyle)
    if let color { style.foreground = color }
    context.drawBox(frame, style: style)
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
