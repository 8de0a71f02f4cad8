/// One of two views, as an `if`/`else` or a `switch` builds it. Each branch is its own identity:
/// switching branches ends the old one (its state, its tasks) and starts the new one.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  public var body: Never { primitiveBody(Self.self) }

  public static func _makeNode(_ view: Self, inputs: _ViewInputs) -> _ViewNode {
    let node = BranchNode(inputs: inputs)
    node.show(view, inputs: inputs)
    return node
  }

  public static func _updateNode(_ node: _ViewNode, with view: Self, inputs: _ViewInputs) {
    unsafeDowncast(node, to: BranchNode.self).show(view, inputs: inputs)
  }
}

extension _ConditionalContent: Sendable where TrueContent: Sendable, FalseContent: Sendable {}
extension _ConditionalContent.Storage: Sendable
where TrueContent: Sendable, FalseContent: Sendable {}

/// A node holding one of several possible children, told apart by a branch number: the same
/// branch updates its child, another one replaces it.
final class BranchNode: _ViewNode {
  /// Which branch the child is, or `nil` when there is none (an `if` not taken).
  private(set) var branch: Int?
  private(set) var child: _ViewNode?

  override var children: [_ViewNode] { child.map { [$0] } ?? [] }
  override func forEachChild(_ body: (_ViewNode) -> Void) { child.map(body) }

  /// Shows a branch's view: updates the child when it is the same branch, else replaces it.
  func show<Content: View>(branch: Int?, _ view: Content?, inputs: _ViewInputs) {
    environment = inputs.environment
    let childInputs = inputs.children(of: self)
    if branch == self.branch, let child, let view {
      Content._updateNode(child, with: view, inputs: childInputs)
      return
    }
    child?.unmount()
    self.branch = branch
    child = view.map { Content._makeNode($0, inputs: childInputs) }
    invalidateLayout()
  }

  fileprivate func show<T: View, F: View>(_ view: _ConditionalContent<T, F>, inputs: _ViewInputs) {
    switch view.storage {
    case .trueContent(let content): show(branch: 0, content, inputs: inputs)
    case .falseContent(let content): show(branch: 1, content, inputs: inputs)
    }
  }
}

/// A view or nothing, as an `if` without `else` (or an optional view) builds it.
extension Optional: View where Wrapped: View {
  public var body: Never { primitiveBody(Self.self) }

  public static func _makeNode(_ view: Self, inputs: _ViewInputs) -> _ViewNode {
    let node = BranchNode(inputs: inputs)
    node.show(branch: view == nil ? nil : 0, view, inputs: inputs)
    return node
  }

  public static func _updateNode(_ node: _ViewNode, with view: Self, inputs: _ViewInputs) {
    unsafeDowncast(node, to: BranchNode.self).show(
      branch: view == nil ? nil : 0, view, inputs: inputs)
  }
}
