/// A view that shows nothing and takes no space.
public struct EmptyView: View, Sendable {
  /// The empty view.
  public init() {}

  public var body: Never { primitiveBody(Self.self) }

  public static func _makeNode(_ view: Self, inputs: _ViewInputs) -> _ViewNode {
    ChildrenNode(inputs: inputs)
  }

  public static func _updateNode(_ node: _ViewNode, with view: Self, inputs: _ViewInputs) {}
}
