/// How a presentation is drawn over the views under it.
enum PresentationStyle {
  /// A small box centered on the screen: alerts and confirmation dialogs.
  case alert
  /// A box over most of the screen: sheets.
  case sheet
}

/// Presents a view over everything else while a value is present: the mechanism behind alerts,
/// dialogs and sheets. The presented view is its own identity, keyed by `id`: a new id ends the
/// old presentation and starts a new one.
struct PresentationModifier<Presented: View>: ViewModifier {
  typealias Body = Never
  /// The presentation's identity, `nil` when nothing is presented.
  let id: AnyHashable?
  let presented: Presented?
  let style: PresentationStyle
  /// What Escape does: the cancel button's action, or clearing the binding.
  let dismiss: @MainActor () -> Void

  static func _makeNode<Modified: View>(
    _ modifier: Self, content: Modified, inputs: _ViewInputs
  ) -> _ViewNode {
    let node = PresentationNode(inputs: inputs)
    node.content = Modified._makeNode(content, inputs: inputs.children(of: node))
    node.show(modifier, inputs: inputs)
    return node
  }

  static func _updateNode<Modified: View>(
    _ node: _ViewNode, modifier: Self, content: Modified, inputs: _ViewInputs
  ) {
    let node = unsafeDowncast(node, to: PresentationNode.self)
    node.environment = inputs.environment
    Modified._updateNode(node.content, with: content, inputs: inputs.children(of: node))
    node.show(modifier, inputs: inputs)
  }
}

/// The node of a presentation: its content lays out where it is, and the presented view, while
/// there is one, is registered with the graph, which draws it over everything else.
final class PresentationNode: _ViewNode {
  var content: _ViewNode!
  private(set) var presented: _ViewNode?
  private var presentedID: AnyHashable?
  private(set) var style = PresentationStyle.alert
  private(set) var dismiss: @MainActor () -> Void = {}

  override var children: [_ViewNode] { [content] + (presented.map { [$0] } ?? []) }

  fileprivate func show<Presented: View>(
    _ modifier: PresentationModifier<Presented>, inputs: _ViewInputs
  ) {
    style = modifier.style
    dismiss = modifier.dismiss
    let childInputs = inputs.children(of: self)
    if let presented, let view = modifier.presented, modifier.id == presentedID {
      Presented._updateNode(presented, with: view, inputs: childInputs)
      return
    }
    guard presented != nil || modifier.presented != nil else { return }
    if let presented {
      presented.unmount()
      graph.removePresentation(self)
    }
    presentedID = modifier.id
    presented = modifier.presented.map { Presented._makeNode($0, inputs: childInputs) }
    // What is kept of the last presented view (a web page's dialog) goes with it.
    invalidateLayout()
    if presented != nil {
      graph.addPresentation(self)
    }
    graph.needsDraw = true
  }

  /// The presented view is shown over the page by the renderer, not in place.
  override func collectElements(into elements: inout [HTMLElement], context: WebContext) {
    content.collectElements(into: &elements, context: context)
  }

  /// Only the content takes part in the layout where the modifier is; the presented view is
  /// drawn over everything by the renderer.
  override func collectLayoutItems(into items: inout [_ViewNode]) {
    content.collectLayoutItems(into: &items)
  }

  override func didUnmount() {
    graph.removePresentation(self)
  }
}
