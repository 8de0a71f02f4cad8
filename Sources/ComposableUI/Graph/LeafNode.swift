/// A primitive view drawn without child views: `Text`, `Spacer`, `Divider`.
@MainActor
protocol LeafView: View {
  /// The view's size for a proposal.
  func sizeThatFits(_ proposal: ProposedSize, in node: _ViewNode) -> Size
  /// Draws the view in the frame its container gave it.
  func draw(in frame: Rect, node: _ViewNode, context: DrawContext)
  /// Whether a stack treats the view as a spacer.
  var isSpacer: Bool { get }
  /// The least a spacer takes.
  var spacerMinimumLength: Int { get }
}

extension LeafView {
  var isSpacer: Bool { false }
  var spacerMinimumLength: Int { 0 }
}

/// The node of a ``LeafView``: it keeps the latest value, and forgets its layout when the value
/// changes.
final class LeafNode<Content: LeafView>: _ViewNode {
  private(set) var view: Content

  init(_ view: Content, inputs: _ViewInputs) {
    self.view = view
    super.init(inputs: inputs)
  }

  func update(_ newView: Content, inputs: _ViewInputs) {
    let environmentChanged = !environment.isIdentical(to: inputs.environment)
    environment = inputs.environment
    guard environmentChanged || !BitwiseEquality.areEqual(view, newView) else { return }
    view = newView
    invalidateLayout()
  }

  override func collectLayoutItems(into items: inout [_ViewNode]) {
    items.append(self)
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    view.sizeThatFits(proposal, in: self)
  }

  override func draw(in frame: Rect, context: DrawContext) {
    view.draw(in: frame, node: self, context: context)
  }

  override var isSpacer: Bool { view.isSpacer }
  override var spacerMinimumLength: Int { view.spacerMinimumLength }
}
