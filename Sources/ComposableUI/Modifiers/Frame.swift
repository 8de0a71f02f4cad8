import Foundation

/// A frame of fixed lengths around a view.
struct FrameLayout: ContainerLayout {
  let width: Int?
  let height: Int?
  let alignment: Alignment

  func sizeThatFits(_ proposal: ProposedSize, content: _ViewNode, node: ControlNode) -> Size {
    let child = content.size(
      for: ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height))
    return Size(width: width ?? child.width, height: height ?? child.height)
  }

  func draw(in frame: Rect, content: _ViewNode, node: ControlNode, context: DrawContext) {
    let child = content.size(for: ProposedSize(frame.size))
    content.draw(in: frame.placing(child, alignment: alignment), context: context)
  }
}

/// A frame with bounds around a view, which can make it grow (`maxWidth: .infinity`) or keep it
/// within limits.
struct FlexibleFrameLayout: ContainerLayout {
  let minWidth: Int?
  let idealWidth: Int?
  let maxWidth: Int?
  let minHeight: Int?
  let idealHeight: Int?
  let maxHeight: Int?
  let alignment: Alignment

  /// The frame's length along one axis, from the proposal and the child's length.
  private static func length(
    proposed: Int?, child: Int, minimum: Int?, ideal: Int?, maximum: Int?
  ) -> Int {
    if minimum == nil, maximum == nil { return child }
    let lower = minimum ?? min(child, maximum ?? Int.max)
    let upper = max(maximum ?? max(child, minimum ?? 0), lower)
    let wanted = proposed ?? ideal ?? child
    return min(max(wanted, lower), upper)
  }

  /// What the child is offered along one axis: the proposal within the bounds.
  private static func offer(_ proposed: Int?, minimum: Int?, ideal: Int?, maximum: Int?) -> Int? {
    guard let proposed else { return ideal }
    var offer = proposed
    if let minimum { offer = max(offer, minimum) }
    if let maximum { offer = min(offer, maximum) }
    return offer
  }

  func sizeThatFits(_ proposal: ProposedSize, content: _ViewNode, node: ControlNode) -> Size {
    let child = content.size(for: childProposal(proposal))
    return Size(
      width: Self.length(
        proposed: proposal.width, child: child.width, minimum: minWidth, ideal: idealWidth,
        maximum: maxWidth),
      height: Self.length(
        proposed: proposal.height, child: child.height, minimum: minHeight, ideal: idealHeight,
        maximum: maxHeight))
  }

  private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: Self.offer(proposal.width, minimum: minWidth, ideal: idealWidth, maximum: maxWidth),
      height: Self.offer(
        proposal.height, minimum: minHeight, ideal: idealHeight, maximum: maxHeight))
  }

  func draw(in frame: Rect, content: _ViewNode, node: ControlNode, context: DrawContext) {
    var proposal = childProposal(ProposedSize(frame.size))
    proposal.width = proposal.width.map { min($0, frame.width) }
    proposal.height = proposal.height.map { min($0, frame.height) }
    let child = content.size(for: proposal)
    content.draw(in: frame.placing(child, alignment: alignment), context: context)
  }
}

extension View {
  /// Gives the view a fixed width, height, or both, in cells; the view is placed in the frame by
  /// `alignment`.
  public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    // A non-finite fixed length is ignored, as SwiftUI ignores it.
    container(
      FrameLayout(
        width: width.flatMap { $0.isInfinite ? nil : finiteCells($0) },
        height: height.flatMap { $0.isInfinite ? nil : finiteCells($0) }, alignment: alignment))
  }

  /// Gives the view bounds, in cells: `maxWidth: .infinity` makes it take all the width it is
  /// offered, `minHeight: 3` at least three rows.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    container(
      FlexibleFrameLayout(
        minWidth: minWidth.map(cells), idealWidth: idealWidth.map(cells),
        maxWidth: maxWidth.map(cells), minHeight: minHeight.map(cells),
        idealHeight: idealHeight.map(cells), maxHeight: maxHeight.map(cells),
        alignment: alignment))
  }
}
