/// An explicit identity for a view.
public struct _IdentityModifier<ID: Hashable>: ViewModifier {
  public typealias Body = Never
  let id: ID

  public static func _makeNode<Modified: View>(
    _ modifier: Self, content: Modified, inputs: _ViewInputs
  ) -> _ViewNode {
    let node = IdentityNode<ID>(inputs: inputs)
    node.show(id: modifier.id, content, inputs: inputs)
    return node
  }

  public static func _updateNode<Modified: View>(
    _ node: _ViewNode, modifier: Self, content: Modified, inputs: _ViewInputs
  ) {
    unsafeDowncast(node, to: IdentityNode<ID>.self).show(id: modifier.id, content, inputs: inputs)
  }
}

/// The node of `.id(_:)`: a new id ends the view's identity and starts a new one.
final class IdentityNode<ID: Hashable>: _ViewNode {
  private var id: ID?
  private var child: _ViewNode?

  override var children: [_ViewNode] { child.map { [$0] } ?? [] }
  override func forEachChild(_ body: (_ViewNode) -> Void) { child.map(body) }

  func show<Content: View>(id: ID, _ view: Content, inputs: _ViewInputs) {
    environment = inputs.environment
    let childInputs = inputs.children(of: self)
    if let child, self.id == id {
      Content._updateNode(child, with: view, inputs: childInputs)
      return
    }
    child?.unmount()
    self.id = id
    child = Content._makeNode(view, inputs: childInputs)
    invalidateLayout()
  }
}

extension View {
  /// Gives the view an explicit identity: when `id` changes, the view is a new view, its state
  /// starts over, its tasks restart, and it disappears and appears again.
  public func id<ID: Hashable>(_ id: ID) -> some View {
    modifier(_IdentityModifier(id: id))
  }
}

extension IdentityNode: ExplicitlyIdentifiedNode {
  /// The id, for `ScrollViewProxy.scrollTo(_:anchor:)` (here, where the private `id` is seen).
  var explicitID: AnyHashable? { id.map { AnyHashable($0) } }
}
