/// Rows of views, one under the other, that scroll; rows of a `ForEach` are built only when the
/// list shows them, so a list of 10,000 rows costs what its visible rows cost.
///
/// ```swift
/// List {
///   Section("Todos") {
///     ForEach(store.scope(state: \.todos, action: \.todos)) { todoStore in
///       TodoRow(store: todoStore)
///     }
///   }
/// }
/// ```
///
/// A row built once keeps its identity while its id stays in the data, on screen or not. The
/// list takes all the space it is offered; moving focus past its last visible row scrolls it,
/// as do the mouse wheel and Page Up/Down.
public struct List<Content: View>: View {
  let content: Content

  /// A list of the rows `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }

  public static func _makeNode(_ view: Self, inputs: _ViewInputs) -> _ViewNode {
    let node = ListNode(inputs: inputs)
    node.content = Content._makeNode(view.content, inputs: node.rowInputs(inputs))
    return node
  }

  public static func _updateNode(_ node: _ViewNode, with view: Self, inputs: _ViewInputs) {
    let node = unsafeDowncast(node, to: ListNode.self)
    node.environment = inputs.environment
    Content._updateNode(node.content, with: view.content, inputs: node.rowInputs(inputs))
  }
}

extension List {
  /// A list with a row for each element of a collection of identifiable values.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    content = ForEach(data, content: rowContent)
  }

  /// A list with a row for each element of a collection, identified by a key path.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    content = ForEach(data, id: id, content: rowContent)
  }
}

/// A form: a list of controls, drawn as a `List` is.
public struct Form<Content: View>: View {
  let content: Content

  /// A form of the rows `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    List { content }
  }
}

/// The node of a `List`: its rows are its content's layout items, a lazy `ForEach` standing for
/// all of its rows; it draws the rows from the first visible one until the frame is full.
final class ListNode: _ViewNode, ScrollContainer {
  var content: _ViewNode!
  /// The first row shown.
  private(set) var topRow = 0
  private var rowCount = 0
  private var lastHeight = 1
  /// The focused view the last frame scrolled into view.
  private weak var revealed: _ViewNode?
  /// The rows the last web frame listed, and their `li`s in the chunks it made of them (see
  /// `collectListElements(into:context:)`).
  var shownRows: (rows: [_ViewNode], chunks: [[HTMLElement]])?
  /// The rows changed since the last web frame, when nothing else in the list did; `nil` when
  /// something else did, or too many rows did, and every row is looked at.
  var changedRows: [_ViewNode]? = []

  override func descendantChanged(inRow row: _ViewNode?) {
    // Nothing to record before a web frame was built (in a terminal, none ever is), nor after
    // something other than a row changed.
    guard shownRows != nil, let changed = changedRows else { return }
    // Each view changed in the same row tells it again.
    if let row, changed.last === row { return }
    // A row of the list's only content, a lazy `ForEach` (the row nearest the list that the
    // change is in); anything else (the `ForEach` itself, a `Section` around it) changes what
    // the rows are. Bounded, as a frame would rebuild most chunks anyway.
    guard
      changed.count < HTMLChildren.chunkSize,
      let row, case let items = content.layoutItems, items.count == 1, row.parent === items[0]
    else {
      changedRows = nil
      return
    }
    changedRows = changed + [row]
  }

  override var children: [_ViewNode] { [content] }

  /// The inputs of the list's content: list rows.
  func rowInputs(_ inputs: _ViewInputs) -> _ViewInputs {
    var rowInputs = inputs.children(of: self)
    rowInputs.isListContent = true
    return rowInputs
  }

  override func collectElements(into elements: inout [HTMLElement], context: WebContext) {
    collectListElements(into: &elements, context: context)
  }

  override func collectLayoutItems(into items: inout [_ViewNode]) {
    items.append(self)
  }

  /// The rows: each layout item, with a lazy `ForEach` expanded to its rows.
  private struct Rows {
    var sources: [(item: _ViewNode, lazy: (any LazyRows)?, start: Int)] = []
    var count = 0

    @MainActor
    init(_ items: [_ViewNode]) {
      for item in items {
        let lazy = item as? any LazyRows
        sources.append((item, lazy, count))
        count += lazy?.rowCount ?? 1
      }
    }

    @MainActor
    func row(_ index: Int) -> _ViewNode {
      // Few sources (a header, a ForEach, a footer): a linear search is cheapest.
      var source = sources[0]
      for candidate in sources where candidate.start <= index {
        source = candidate
      }
      return source.lazy?.row(at: index - source.start) ?? source.item
    }
  }

  /// A list takes all the space it is offered; asked for its ideal size, it answers the size of
  /// its first rows (building at most `idealRowCount` of them), so that measuring a list never
  /// builds all its rows.
  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    if let width = proposal.width, let height = proposal.height {
      return Size(width: width, height: height)
    }
    let rows = Rows(content.layoutItems)
    var ideal = Size.zero
    for index in 0..<min(rows.count, Self.idealRowCount) {
      let rowSize = rows.row(index).size(for: ProposedSize(width: proposal.width, height: nil))
      ideal.width = max(ideal.width, rowSize.width)
      ideal.height += rowSize.height
    }
    return proposal.replacingUnspecified(with: ideal)
  }

  /// How many rows an ideal size measures.
  static let idealRowCount = 10

  override func draw(in frame: Rect, context: DrawContext) {
    let rows = Rows(content.layoutItems)
    rowCount = rows.count
    lastHeight = max(frame.height, 1)
    topRow = min(max(topRow, 0), max(rowCount - 1, 0))
    if let request = graph.takeScrollRequest(for: self) {
      topRow = request.topRow(
        showingTargetIn: content.layoutItems, rowCount: rowCount, currentTop: topRow,
        height: frame.height
      ) { rows.row($0).size(for: ProposedSize(width: frame.width, height: nil)).height }
    }
    let firstFocusable = context.focusables.count
    var drawn = drawRows(rows, in: frame, context: context)

    // Focus that moved to a row cut by the bottom edge scrolls until the row shows whole.
    if let focused = context.focused, focused !== revealed,
      let entry = context.focusables[firstFocusable...].first(where: { $0.node === focused })
    {
      revealed = focused
      // Scrolls a row at a time until the row's bottom shows, or it is the first row shown.
      var overflow = entry.frame.maxY - frame.maxY
      while overflow > 0, topRow < drawn.lastRow, topRow < rowCount - 1 {
        overflow -= drawn.firstRowHeight
        topRow += 1
        context.focusables.removeSubrange(firstFocusable...)
        context.fill(frame, style: context.baseStyle)
        drawn = drawRows(rows, in: frame, context: context)
      }
    }
    context.scrollables.append((self, frame))
  }

  /// Draws rows from `topRow` down; returns the last row drawn and the first one's height.
  private func drawRows(
    _ rows: Rows, in frame: Rect, context: DrawContext
  ) -> (lastRow: Int, firstRowHeight: Int) {
    var y = frame.y
    var index = topRow
    var firstRowHeight = 1
    context.clipped(to: frame) {
      while y < frame.maxY, index < rows.count {
        let node = rows.row(index)
        let size = node.size(for: ProposedSize(width: frame.width, height: nil))
        if index == topRow { firstRowHeight = max(size.height, 1) }
        context.draw(
          node,
          in: Rect(x: frame.x, y: y, width: min(size.width, frame.width), height: size.height))
        y += size.height
        index += 1
      }
    }
    return (index - 1, firstRowHeight)
  }

  func scroll(by amount: Int) -> Bool {
    let newTop = min(max(topRow + amount, 0), max(rowCount - 1, 0))
    guard newTop != topRow else { return false }
    topRow = newTop
    graph.needsDraw = true
    return true
  }

  var pageLength: Int { max(lastHeight - 1, 1) }
}

extension ListNode: ScrollTargetContainer {}
