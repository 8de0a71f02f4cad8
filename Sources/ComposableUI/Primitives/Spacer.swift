import Foundation

/// Empty space that grows along its stack's axis, pushing the other views apart.
///
/// ```swift
/// HStack {
///   Text("Name")
///   Spacer()
///   Text("42")
/// }
/// ```
public struct Spacer: View, Sendable {
  let minLength: Int

  /// A spacer of at least `minLength` cells (0 when `nil`).
  public init(minLength: CGFloat? = nil) {
    self.minLength = finiteCells(minLength ?? 0)
  }

  public var body: Never { primitiveBody(Self.self) }

  public static func _makeNode(_ view: Self, inputs: _ViewInputs) -> _ViewNode {
    LeafNode(view, inputs: inputs)
  }

  public static func _updateNode(_ node: _ViewNode, with view: Self, inputs: _ViewInputs) {
    unsafeDowncast(node, to: LeafNode<Self>.self).update(view, inputs: inputs)
  }
}

extension Spacer: LeafView {
  var isSpacer: Bool { true }
  var spacerMinimumLength: Int { minLength }

  /// Outside a stack, a spacer takes what it is offered in both directions.
  func sizeThatFits(_ proposal: ProposedSize, in node: LeafNode<Self>) -> Size {
    func length(_ offered: Int?) -> Int {
      guard let offered, offered != Int.max else { return minLength }
      return max(offered, minLength)
    }
    return Size(width: length(proposal.width), height: length(proposal.height))
  }

  func draw(in frame: Rect, node: LeafNode<Self>, context: DrawContext) {}
}

/// A line that separates views: across a vertical stack, or down a horizontal one.
public struct Divider: View, Sendable {
  /// A divider.
  public init() {}

  public var body: Never { primitiveBody(Self.self) }

  public static func _makeNode(_ view: Self, inputs: _ViewInputs) -> _ViewNode {
    LeafNode(view, inputs: inputs)
  }

  public static func _updateNode(_ node: _ViewNode, with view: Self, inputs: _ViewInputs) {
    unsafeDowncast(node, to: LeafNode<Self>.self).update(view, inputs: inputs)
  }
}

extension Divider: LeafView {
  func sizeThatFits(_ proposal: ProposedSize, in node: LeafNode<Self>) -> Size {
    if node.containerAxis == .horizontal {
      return Size(width: 1, height: proposal.height.map { $0 == Int.max ? 1 : $0 } ?? 1)
    }
    return Size(width: proposal.width.map { $0 == Int.max ? 1 : $0 } ?? 1, height: 1)
  }

  func draw(in frame: Rect, node: LeafNode<Self>, context: DrawContext) {
    let style = node.environment.textAttributes.cellStyle
    if node.containerAxis == .horizontal {
      for row in frame.y..<frame.maxY {
        context.write("│", column: frame.x, row: row, style: style)
      }
    } else {
      context.write(
        String(repeating: "─", count: frame.width)[...], column: frame.x, row: frame.y, style: style
      )
    }
  }
}
