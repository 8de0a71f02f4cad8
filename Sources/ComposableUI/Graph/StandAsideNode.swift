/// The node of a modifier that takes no part in layout (`.transition(_:)`,
/// `.animation(_:value:)`): its content's views are laid out as if it were not there, so that
/// on a `ForEach` each row stays a row of its stack or list, and a web page shows the content's
/// elements with no element of its own around them.
class StandAsideNode: _ViewNode {
  var content: _ViewNode!

  override var children: [_ViewNode] { [content] }
  override func forEachChild(_ body: (_ViewNode) -> Void) { body(content) }

  override func collectLayoutItems(into items: inout [_ViewNode]) {
    content.collectLayoutItems(into: &items)
  }
}
