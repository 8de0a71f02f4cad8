/// Groups views without laying them out: its views join the container the group is in, so that
/// a modifier can apply to them all or a block can hold more views.
public struct Group<Content: View>: View {
  let content: Content

  /// A group of the views `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }

  public static func _makeNode(_ view: Self, inputs: _ViewInputs) -> _ViewNode {
    let node = ChildrenNode(inputs: inputs)
    node.nodes = [Content._makeNode(view.content, inputs: inputs.children(of: node))]
    return node
  }

  public static func _updateNode(_ node: _ViewNode, with view: Self, inputs: _ViewInputs) {
    let node = unsafeDowncast(node, to: ChildrenNode.self)
    node.environment = inputs.environment
    Content._updateNode(node.nodes[0], with: view.content, inputs: inputs.children(of: node))
  }
}
