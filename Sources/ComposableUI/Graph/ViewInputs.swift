/// What a parent hands the nodes it creates or updates: the graph they belong to, their place in
/// it, and their environment.
///
/// Public only so that ``View`` can name it; its contents are the module's.
@MainActor
public struct _ViewInputs {
  /// The graph the node belongs to.
  unowned let graph: ViewGraph
  /// The node that owns the new node, `nil` for the root.
  weak var parent: _ViewNode?
  /// The environment the new node and its descendants read.
  var environment: EnvironmentValues
  /// How many nodes are above this one: a parent is always updated before its children.
  var depth: Int
  /// Whether the node is one of a `List`'s rows (or the structure around them): a `ForEach`
  /// there builds its rows only when the list shows them.
  var isListContent = false

  init(graph: ViewGraph, parent: _ViewNode?, environment: EnvironmentValues, depth: Int) {
    self.graph = graph
    self.parent = parent
    self.environment = environment
    self.depth = depth
  }

  /// The inputs for the children of `node`, which only groups them (a block, a condition, a
  /// modifier): they stay list rows if `node` is one.
  func children(of node: _ViewNode) -> _ViewInputs {
    var inputs = _ViewInputs(graph: graph, parent: node, environment: environment, depth: depth + 1)
    inputs.isListContent = isListContent
    return inputs
  }

  /// The inputs for the content of `node`, which lays it out itself (a stack, a row): its
  /// content is not list rows.
  func content(of node: _ViewNode) -> _ViewInputs {
    _ViewInputs(graph: graph, parent: node, environment: environment, depth: depth + 1)
  }
}
