/// A primitive view drawn without child views: `Text`, `Spacer`, `Divider`.
@MainActor
protocol LeafView: View {
  /// What the view keeps between frames so that drawing it again costs less (a text's lines):
  /// the node drops it whenever the view or its environment changes.
  associatedtype Cache = Void
  /// The view's size for a proposal.
  func sizeThatFits(_ proposal: ProposedSize, in node: LeafNode<Self>) -> Size
  /// Draws the view in the frame its container gave it.
  func draw(in frame: Rect, node: LeafNode<Self>, context: DrawContext)
  /// Whether a stack treats the view as a spacer.
  var isSpacer: Bool { get }
  /// The least a spacer takes.
  var spacerMinimumLength: Int { get }
  /// The element a web page shows for the view.
  func element(node: LeafNode<Self>, context: WebContext) -> HTMLElement
}

extension LeafView {
  var isSpacer: Bool { false }
  var spacerMinimumLength: Int { 0 }
}

/// The node of a ``LeafView``: it keeps the latest value, and forgets its layout (and the view's
/// cache) when the value changes.
final class LeafNode<Content: LeafView>: _ViewNode {
  private(set) var view: Content
  /// What the view keeps between frames; `nil` after a change.
  var cache: Content.Cache?

  init(_ view: Content, inputs: _ViewInputs) {
    self.view = view
    super.init(inputs: inputs)
  }

  func update(_ newView: Content, inputs: _ViewInputs) {
    let environmentChanged = !environment.isIdentical(to: inputs.environment)
    environment = inputs.environment
    guard environmentChanged || !BitwiseEquality.areEqual(view, newView) else { return }
    view = newView
    cache = nil
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

  override func collectElements(into elements: inout [HTMLElement], context: WebContext) {
    elements.append(element { view.element(node: self, context: context) })
  }

  override var isSpacer: Bool { view.isSpacer }
  override var spacerMinimumLength: Int { view.spacerMinimumLength }
}
