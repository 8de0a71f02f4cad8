/// A color filling the cells behind a view.
struct BackgroundLayout: ContainerLayout {
  let color: Color

  func sizeThatFits(_ proposal: ProposedSize, content: _ViewNode, node: ControlNode) -> Size {
    content.size(for: proposal)
  }

  func draw(in frame: Rect, content: _ViewNode, node: ControlNode, context: DrawContext) {
    var style = context.baseStyle
    style.background = color
    context.fill(frame, style: style)
    context.withStyle(style) {
      content.draw(in: frame, context: context)
    }
  }
}

extension View {
  /// Fills the cells behind the view with a color; text inside keeps it as its background.
  public func background(_ color: Color) -> some View {
    container(BackgroundLayout(color: color))
  }
}
