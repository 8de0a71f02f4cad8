import Foundation

/// Rows that a `List` builds only as it shows them.
@MainActor
protocol LazyRows: AnyObject {
  /// How many rows there are, built or not.
  var rowCount: Int { get }
  /// The node of a row, built now if it was not yet.
  func row(at index: Int) -> _ViewNode
  /// Every row, built now if it was not yet, in order: what a web page shows, where the
  /// terminal builds what fits on screen.
  func allRows() -> [_ViewNode]
}

/// The node of a `ForEach` among a `List`'s rows: it keeps the rows' ids and builds a row's node
/// the first time the list shows it. A built row keeps its identity (its state, its tasks) as
/// long as its id stays in the data, whether or not it is on screen.
final class LazyForEachNode<ID: Hashable>: _ViewNode, LazyRows, ForEachRows {
  /// A row's identity: its id and, should earlier rows have the same id (a mistake that is
  /// reported), how many do, so that such rows are told apart by position, as an eager
  /// `ForEach` tells them apart.
  struct RowKey: Hashable {
    var id: ID
    var occurrence = 0
  }

  private(set) var ids: [ID] = []
  /// For each row, how many earlier rows have its id; `nil` while the ids are unique.
  private var occurrences: [Int]?
  private var built: [RowKey: _ViewNode] = [:]
  /// The offsets of the built rows in `ids`: kept so that listing the built rows in order costs
  /// what the built rows cost, not what all the rows cost.
  private var builtOffsets: [RowKey: Int] = [:]
  private var unstableIDs = UnstableIDsCheck()
  private var rowActions = RowActions()
  var offersRowActions: Bool { !rowActions.isEmpty }
  /// Builds the row at an index from the latest data.
  private var makeRow: (Int, _ViewInputs) -> _ViewNode = { _, inputs in
    ChildrenNode(inputs: inputs)
  }

  /// The built rows, in the data's order.
  override var children: [_ViewNode] {
    builtOffsets.sorted { $0.value < $1.value }.compactMap { built[$0.key] }
  }

  var rowCount: Int { ids.count }

  /// How many rows have been built, for tests and memory measurements.
  var builtCount: Int { built.count }

  /// Every row, as ``allRows()`` last listed them, until the ids change: a frame in which only a
  /// row's content changed does not look every row up again.
  private var everyRow: [_ViewNode]?

  func allRows() -> [_ViewNode] {
    if let everyRow { return everyRow }
    let rows = (0..<rowCount).map(row(at:))
    everyRow = rows
    return rows
  }

  func row(at index: Int) -> _ViewNode {
    let key = RowKey(id: ids[index], occurrence: occurrences?[index] ?? 0)
    if let node = built[key] { return node }
    let node = makeRow(index, inputs(forRowsOf: self))
    node.isLazyRow = true
    built[key] = node
    builtOffsets[key] = index
    return node
  }

  /// For each of `ids`, how many earlier ids equal it; `nil` when none does.
  private static func occurrences(in ids: [ID]) -> [Int]? {
    var seen: [ID: Int] = [:]
    seen.reserveCapacity(ids.count)
    var result: [Int] = []
    result.reserveCapacity(ids.count)
    var repeats = false
    for id in ids {
      let count = seen[id, default: 0]
      repeats = repeats || count > 0
      result.append(count)
      seen[id] = count + 1
    }
    return repeats ? result : nil
  }

  private func inputs(forRowsOf node: _ViewNode) -> _ViewInputs {
    _ViewInputs(graph: graph, parent: self, environment: environment, depth: depth + 1)
  }

  override func handleKeyPress(_ key: Key, from child: _ViewNode?) -> Bool {
    guard environment.isEnabled else { return false }
    return rowActions.handle(
      key,
      offset: {
        guard let child, let key = built.first(where: { $0.value === child })?.key else {
          return nil
        }
        return builtOffsets[key]
      }, count: ids.count)
  }

  func update<Data, Content>(_ view: ForEach<Data, ID, Content>, inputs: _ViewInputs) {
    environment = inputs.environment
    let offeredRowActions = offersRowActions
    rowActions = view.rowActions
    if offersRowActions != offeredRowActions {
      // A page's rows say whether they take Delete and Option-Up/Down: built again.
      for row in built.values { row.renderedRowElement = nil }
      invalidateLayout()
    }
    // Elements are read only for the rows built: for a store collection, reading one creates
    // its store.
    let data = view.data
    let content = view.content
    let element = { (offset: Int) in data[data.index(data.startIndex, offsetBy: offset)] }
    makeRow = { index, inputs in
      ForEachRow._makeNode(ForEachRow { content(element(index)) }, inputs: inputs)
    }
    let newIDs = view.ids(data)
    if newIDs != ids {
      let newOccurrences = view.idsAreUnique ? nil : Self.occurrences(in: newIDs)
      if newOccurrences != nil {
        reportDuplicateIDs(in: newIDs, content: Content.self)
      }
      var offsets: [RowKey: Int] = [:]
      offsets.reserveCapacity(built.count)
      for (offset, id) in newIDs.enumerated() {
        let key = RowKey(id: id, occurrence: newOccurrences?[offset] ?? 0)
        if built[key] != nil { offsets[key] = offset }
      }
      // Every id new while the count stayed: only possible when no built row survived, so that
      // a move, an insertion or a removal (some built row survives) costs nothing more, and
      // only then are all the ids compared.
      let everyIDChanged =
        offsets.isEmpty && !ids.isEmpty && ids.count == newIDs.count
        && Set(ids).isDisjoint(with: newIDs)
      unstableIDs.update(view, oldIDs: ids, newIDs: newIDs, everyIDChanged: everyIDChanged)
      for (key, node) in built where offsets[key] == nil {
        node.unmount()
        built[key] = nil
      }
      builtOffsets = offsets
      ids = newIDs
      occurrences = newOccurrences
      everyRow = nil
      invalidateLayout()
    } else {
      unstableIDs.update(view, oldIDs: ids, newIDs: newIDs, everyIDChanged: false)
    }
    guard !built.isEmpty else { return }
    // The built rows take their elements' new values; the others are built from them later.
    let rowInputs = self.inputs(forRowsOf: self)
    for (key, offset) in builtOffsets {
      ForEachRow._updateNode(
        built[key]!, with: ForEachRow { content(element(offset)) }, inputs: rowInputs)
    }
  }

  override func collectElements(into elements: inout [HTMLElement], context: WebContext) {
    collectRowElements(into: &elements, context: context)
  }

  /// A list lays the rows out itself; anywhere else (which the graph avoids), each row is an
  /// item.
  override func collectLayoutItems(into items: inout [_ViewNode]) {
    items.append(self)
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    StackLayout.vertical.sizeThatFits(proposal, items: (0..<rowCount).map(row(at:)))
  }

  override func draw(in frame: Rect, context: DrawContext) {
    StackLayout.vertical.draw(items: (0..<rowCount).map(row(at:)), in: frame, context: context)
  }
}
