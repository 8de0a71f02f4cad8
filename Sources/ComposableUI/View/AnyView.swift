/// A view of any type, for when a type cannot be named (a view chosen at run time, say).
///
/// An `AnyView` loses structural identity: the graph can only tell its views apart by type, so a
/// new view of the same type updates the old one in place (keeping its state) and a view of
/// another type replaces it. Prefer `if`/`else`, `switch` or `@ViewBuilder` functions, which
/// keep each branch's identity.
public struct AnyView: View {
  let storage: AnyViewStorage

  /// Erases a view's type.
  public init<Content: View>(_ view: Content) {
    if let view = view as? AnyView {
      self = view
    } else {
      storage = AnyViewBox(view)
    }
  }

  /// Erases a view's type, or returns `nil` when `view` is not a view.
  public init?(erasing view: Any) {
    guard let view = view as? any View else { return nil }
    self.init(view)
  }

  public var body: Never { primitiveBody(Self.self) }

  public static func _makeNode(_ view: Self, inputs: _ViewInputs) -> _ViewNode {
    let node = ErasedNode(inputs: inputs)
    node.show(view.storage, inputs: inputs)
    return node
  }

  public static func _updateNode(_ node: _ViewNode, with view: Self, inputs: _ViewInputs) {
    unsafeDowncast(node, to: ErasedNode.self).show(view.storage, inputs: inputs)
  }
}

/// A view of some type, able to make and update its node.
@MainActor
class AnyViewStorage {
  /// The view's type, which decides whether an update keeps the node.
  var type: Any.Type { fatalError("subclass") }
  func makeNode(inputs: _ViewInputs) -> _ViewNode { fatalError("subclass") }
  func updateNode(_ node: _ViewNode, inputs: _ViewInputs) { fatalError("subclass") }
}

final class AnyViewBox<Content: View>: AnyViewStorage {
  let view: Content
  init(_ view: Content) { self.view = view }
  override var type: Any.Type { Content.self }
  override func makeNode(inputs: _ViewInputs) -> _ViewNode {
    Content._makeNode(view, inputs: inputs)
  }
  override func updateNode(_ node: _ViewNode, inputs: _ViewInputs) {
    Content._updateNode(node, with: view, inputs: inputs)
  }
}

/// The node of an ``AnyView``: its child is replaced when the view's type changes.
final class ErasedNode: _ViewNode {
  private var type: Any.Type?
  private var child: _ViewNode?

  override var children: [_ViewNode] { child.map { [$0] } ?? [] }
  override func forEachChild(_ body: (_ViewNode) -> Void) { child.map(body) }

  func show(_ storage: AnyViewStorage, inputs: _ViewInputs) {
    environment = inputs.environment
    let childInputs = inputs.children(of: self)
    if let child, type == storage.type {
      storage.updateNode(child, inputs: childInputs)
      return
    }
    child?.unmount()
    type = storage.type
    child = storage.makeNode(inputs: childInputs)
    invalidateLayout()
  }
}
