/// A view kept at its ideal size along some axes, whatever its container offers.
struct FixedSizeLayout: ContainerLayout {
  let horizontal: Bool
  let vertical: Bool

  /// The content is proposed `nil` (its ideal length) on the fixed axes, and what the container
  /// offers on the others.
  private func contentProposal(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }

  func sizeThatFits(_ proposal: ProposedSize, content: _ViewNode, node: ControlNode) -> Size {
    content.size(for: contentProposal(proposal))
  }

  /// Draws the content at its ideal length on the fixed axes, from the frame's top leading
  /// corner, even where that overflows a frame smaller than the size this view asked for (a
  /// list row's width): as SwiftUI's, a fixed view is not squeezed, and the clip shows what
  /// fits. On the other axes it gets the frame's length, as other containers give it.
  func draw(in frame: Rect, content: _ViewNode, node: ControlNode, context: DrawContext) {
    let ideal = content.size(for: contentProposal(ProposedSize(frame.size)))
    content.draw(
      in: Rect(
        x: frame.x, y: frame.y, width: horizontal ? ideal.width : frame.width,
        height: vertical ? ideal.height : frame.height),
      context: context)
  }
}

extension View {
  /// Keeps the view at its ideal size, whatever its container offers: a text stays on one line
  /// in a frame too narrow for it, rather than wrap or end in "…".
  ///
  /// ```swift
  /// Toggle("Round", isOn: $isRounded)
  ///   .fixedSize()
  /// ```
  ///
  /// The view then takes the cells it needs, and may overflow a smaller frame around it, which
  /// places it by its alignment (and a scroll view or list clips it).
  public func fixedSize() -> some View {
    fixedSize(horizontal: true, vertical: true)
  }

  /// Keeps the view at its ideal length along some axes: `horizontal: false, vertical: true`
  /// lets a text wrap to the width it is offered while keeping all its lines, however few rows
  /// it is offered.
  ///
  /// - Parameters:
  ///   - horizontal: Whether the view keeps its ideal width.
  ///   - vertical: Whether the view keeps its ideal height.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    container(FixedSizeLayout(horizontal: horizontal, vertical: vertical))
  }
}
