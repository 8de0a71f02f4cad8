/// Several views in a row, as a block of a ``ViewBuilder`` builds them; each child's identity is
/// its position in the block.
public struct TupleView<each Content: View>: View {
  /// The views, in order.
  public var value: (repeat each Content)

  /// A block of views.
  public init(_ value: repeat each Content) {
    self.value = (repeat each value)
  }

  public var body: Never { primitiveBody(Self.self) }

  public static func _makeNode(_ view: Self, inputs: _ViewInputs) -> _ViewNode {
    let node = ChildrenNode(inputs: inputs)
    let childInputs = inputs.children(of: node)
    var children: [_ViewNode] = []
    for child in repeat each view.value {
      children.append(makeNode(child, inputs: childInputs))
    }
    node.nodes = children
    return node
  }

  public static func _updateNode(_ node: _ViewNode, with view: Self, inputs: _ViewInputs) {
    let node = unsafeDowncast(node, to: ChildrenNode.self)
    node.environment = inputs.environment
    let childInputs = inputs.children(of: node)
    var index = 0
    for child in repeat each view.value {
      updateNode(node.nodes[index], with: child, inputs: childInputs)
      index += 1
    }
  }
}

/// Makes a child's node: a generic function, so that the child's own type picks its node.
@MainActor
func makeNode<Child: View>(_ view: Child, inputs: _ViewInputs) -> _ViewNode {
  Child._makeNode(view, inputs: inputs)
}

/// Updates a child's node with a new value of the same type.
@MainActor
func updateNode<Child: View>(_ node: _ViewNode, with view: Child, inputs: _ViewInputs) {
  Child._updateNode(node, with: view, inputs: inputs)
}

/// A node that only groups a fixed list of children: a block, a `Group`.
final class ChildrenNode: _ViewNode {
  var nodes: [_ViewNode] = []

  override var children: [_ViewNode] { nodes }
}
