/// A value that tells a view apart among its siblings: what a picker option stands for.
public struct _TagModifier<V: Hashable>: ViewModifier {
  /// A primitive modifier has no body.
  public typealias Body = Never
  let tag: V

  /// Makes the node of a tagged view. Part of how modifiers plug into the view graph.
  public static func _makeNode<Modified: View>(
    _ modifier: Self, content: Modified, inputs: _ViewInputs
  ) -> _ViewNode {
    let node = TagNode(tag: AnyHashable(modifier.tag), inputs: inputs)
    node.content = Modified._makeNode(content, inputs: inputs.children(of: node))
    return node
  }

  /// Updates the node of a tagged view. Part of how modifiers plug into the view graph.
  public static func _updateNode<Modified: View>(
    _ node: _ViewNode, modifier: Self, content: Modified, inputs: _ViewInputs
  ) {
    let node = unsafeDowncast(node, to: TagNode.self)
    node.environment = inputs.environment
    let tag = AnyHashable(modifier.tag)
    if tag != node.tag {
      // A picker showing this option measures it again.
      node.tag = tag
      node.invalidateLayout()
    }
    Modified._updateNode(node.content, with: content, inputs: inputs.children(of: node))
  }
}

/// The node of `.tag(_:)`: it keeps the tag for a picker to find, and lays its view out as if it
/// were not there.
final class TagNode: _ViewNode {
  /// The view's tag.
  var tag: AnyHashable
  /// The tagged view's node.
  var content: _ViewNode!

  init(tag: AnyHashable, inputs: _ViewInputs) {
    self.tag = tag
    super.init(inputs: inputs)
  }

  override var children: [_ViewNode] { [content] }
  override func forEachChild(_ body: (_ViewNode) -> Void) { body(content) }

  /// The tagged views below a node, in order: a tagged view's own content is not searched.
  static func tagged(in node: _ViewNode) -> [TagNode] {
    var found: [TagNode] = []
    collect(node, into: &found)
    return found
  }

  private static func collect(_ node: _ViewNode, into found: inout [TagNode]) {
    // A cast to a final class is a pointer comparison of the class, not a conformance lookup.
    if let tagged = node as? TagNode {
      found.append(tagged)
      return
    }
    for child in node.children {
      collect(child, into: &found)
    }
  }
}

extension View {
  /// Tags the view with a value: in a ``Picker``, the value its selection takes when this option
  /// is chosen.
  ///
  /// ```swift
  /// Picker("Flavor", selection: $flavor) {
  ///   Text("Vanilla").tag(Flavor.vanilla)
  ///   Text("Chocolate").tag(Flavor.chocolate)
  /// }
  /// ```
  ///
  /// - Parameter tag: The value that stands for this view.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    modifier(_TagModifier(tag: tag))
  }
}
