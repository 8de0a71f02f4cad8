/// A view that scrolls and can scroll to show a view inside it, for ``ScrollViewProxy``:
/// `ScrollView` and `List`.
///
/// Only the container knows where its content goes, and only while it draws (its frame, the
/// rows it shows): a proxy leaves a request with the graph, which the container takes at the
/// start of its next frame, before drawing its content (a web page scrolls the target's element
/// itself).
@MainActor
protocol ScrollTargetContainer: ScrollContainer {}

/// A node that gives its view an explicit identity: `.id(_:)`'s.
@MainActor
protocol ExplicitlyIdentifiedNode: _ViewNode {
  /// The id it was given, compared as SwiftUI compares scroll targets' ids.
  var explicitID: AnyHashable? { get }
}

/// A `ForEach`'s node, whose rows are its elements' ids.
@MainActor
protocol IdentifiedRowsNode: _ViewNode {
  /// The offset of the first row with an id, built or not; `nil` when no element has it.
  func offset(ofRowWithID id: AnyHashable) -> Int?
  /// The target for the row at an offset, which has the id.
  func scrollTarget(forRowAt offset: Int, id: AnyHashable) -> ScrollTarget
}

/// A view a ``ScrollViewProxy`` scrolls to, as the graph holds it.
@MainActor
enum ScrollTarget {
  /// A view's node: an `.id(_:)`'s, or a row of a `ForEach` that keeps all its rows built.
  case node(_ViewNode)
  /// A row of a list's lazy `ForEach`, by id: it may not be built, and its offset may change
  /// before the list carries out the scroll, so the list looks the id up then.
  case row(of: LazyRowsNode, id: AnyHashable)

  /// A lazy `ForEach`'s node, which knows its rows' ids without building them.
  typealias LazyRowsNode = any IdentifiedRowsNode & LazyRows

  /// The first view with an id below a node, in reading order (parents before children).
  ///
  /// Walks the graph (a button press's worth of work, never a frame's): a lazy `ForEach`
  /// answers from its ids without building rows, and only its built rows are searched further.
  static func first(withID id: AnyHashable, under node: _ViewNode) -> ScrollTarget? {
    for child in node.children {
      if let identified = child as? any ExplicitlyIdentifiedNode, identified.explicitID == id {
        return .node(child)
      }
      if let rows = child as? any IdentifiedRowsNode, let offset = rows.offset(ofRowWithID: id) {
        return rows.scrollTarget(forRowAt: offset, id: id)
      }
      if let target = first(withID: id, under: child) {
        return target
      }
    }
    return nil
  }

  /// The node the target is found under, for the containers above it.
  private var anchorNode: _ViewNode {
    switch self {
    case .node(let node): node
    case .row(let rows, _): rows
    }
  }

  /// The innermost scroll view or list that holds the target.
  var container: (any ScrollTargetContainer)? {
    // A container given the id itself is the target, not what scrolls: the search starts above.
    var ancestor = anchorNode.parent
    while let node = ancestor {
      if let container = node as? any ScrollTargetContainer {
        return container
      }
      ancestor = node.parent
    }
    return nil
  }
}

/// A scroll a ``ScrollViewProxy`` asked for: what to show, and where.
@MainActor
struct ScrollRequest {
  let target: ScrollTarget
  /// What scrolls to show the target: the container that holds it when the scroll is asked
  /// for.
  weak var container: AnyObject?
  /// The point of the target lined up with the same point of the container; `nil` for the
  /// least scroll that shows the whole target.
  let anchor: UnitPoint?

  /// For a scroll view, the offset that shows the target: its content is laid out once more to
  /// find where the target is. Returns `currentOffset` when the target is gone or not drawn; the
  /// caller keeps the result within the content.
  ///
  /// - Parameters:
  ///   - content: The scroll view's content node.
  ///   - axis: The direction the scroll view scrolls in.
  ///   - contentSize: The size the content is drawn at in this frame.
  ///   - visibleLength: How much of the content shows along `axis`.
  ///   - currentOffset: How far the content is scrolled now.
  func offset(
    showingTargetIn content: _ViewNode, axis: Axis, contentSize: Size, visibleLength: Int,
    currentOffset: Int
  ) -> Int {
    guard case .node(let node) = target, node.isMounted,
      let frame = ScrollTargetSearch.frame(of: node, in: content, size: contentSize)
    else { return currentOffset }
    let start = axis == .vertical ? frame.y : frame.x
    let length = frame.size[axis]
    guard let anchor else {
      // The least scroll: to the leading edge when the target starts before the visible part,
      // to the trailing edge when it ends after it, but never past its start.
      if start < currentOffset { return start }
      if start + length > currentOffset + visibleLength {
        return min(start, start + length - visibleLength)
      }
      return currentOffset
    }
    // The anchor's point of the target on the same point of the visible part: what is left of
    // the visible length goes before the target in proportion, rounded down as `Alignment`
    // centers.
    let before = Int((Double(visibleLength - length) * anchor.fraction(along: axis)).rounded(.down))
    return start - before
  }

  /// For a list, the first row to show so that the target's row shows.
  ///
  /// Measures only rows around the target that the list then shows, so that a lazy list still
  /// builds only what it shows (with rows of one line, exactly those; with taller rows, at most
  /// one more above them).
  ///
  /// - Parameters:
  ///   - items: The list's layout items: its rows, a lazy `ForEach` standing for all of its own.
  ///   - rowCount: How many rows the list has.
  ///   - currentTop: The first row shown now.
  ///   - height: The list's height.
  ///   - rowHeight: The height of a row in this frame, by index.
  /// - Returns: `currentTop` when the target is gone or shows whole already (without an anchor).
  func topRow(
    showingTargetIn items: [_ViewNode], rowCount: Int, currentTop: Int, height: Int,
    rowHeight: (Int) -> Int
  ) -> Int {
    guard let row = row(in: items), row < rowCount else { return currentTop }
    let visible = max(height, 1)
    let fraction: Double
    if let anchor {
      fraction = anchor.fraction(along: .vertical)
    } else if row < currentTop {
      fraction = 0
    } else if rowsFit(from: currentTop, through: row, in: visible, rowHeight: rowHeight) {
      return currentTop
    } else {
      fraction = 1
    }
    // Rows above the target take the anchor's share of the height the target leaves.
    let above = max(Int((Double(visible - rowHeight(row)) * fraction).rounded(.down)), 0)
    var top = row
    var used = 0
    while top > 0, used < above {
      let previous = rowHeight(top - 1)
      guard used + previous <= above else { break }
      used += previous
      top -= 1
    }
    // As SwiftUI's, a scroll to a row near the end stops with the last row at the bottom rather
    // than leave space below it.
    used = 0
    var index = top
    while index < rowCount, used < visible {
      used += rowHeight(index)
      index += 1
    }
    guard index == rowCount, used < visible else { return top }
    while top > 0 {
      let previous = rowHeight(top - 1)
      guard used + previous <= visible else { break }
      used += previous
      top -= 1
    }
    return top
  }

  /// Whether rows `first...last` show whole in `visible` rows, from `first` down; stops before
  /// measuring a row that would start below them, which the list has not built.
  private func rowsFit(
    from first: Int, through last: Int, in visible: Int, rowHeight: (Int) -> Int
  ) -> Bool {
    var used = 0
    for index in first...last {
      guard used < visible else { return false }
      used += rowHeight(index)
    }
    return used <= visible
  }

  /// The index of the list row that shows the target, counting rows as `List` does: each row of
  /// a lazy `ForEach`, and each other layout item, is one row.
  ///
  /// A view inside a lazy `ForEach`'s row is not found by its own `.id(_:)`: the `ForEach` does
  /// not say which offset a built row is at. Its row's id finds it.
  private func row(in items: [_ViewNode]) -> Int? {
    var start = 0
    for item in items {
      let lazy = item as? any LazyRows
      switch target {
      case .row(let rows, let id):
        if rows === item {
          return rows.offset(ofRowWithID: id).map { start + $0 }
        }
      case .node(let node):
        guard node.isMounted else { return nil }
        // The row is the target, or inside it (a section's header), or holds it (a row's text).
        if lazy == nil, item.isInside(node) || node.isInside(item) {
          return start
        }
      }
      start += lazy?.rowCount ?? 1
    }
    return nil
  }
}

/// Finds where a view goes in a scroll view's content: the content is drawn once more, into a
/// context that keeps nothing and skips nothing, while stacks report where they place each
/// view (`StackLayout.draw` calls ``place(_:in:)`` on the search under way).
///
/// Drawing is where layout happens, so finding a frame by drawing keeps one layout mechanism.
/// It costs one drawing of the whole content, once per `scrollTo`.
@MainActor
final class ScrollTargetSearch {
  /// The search under way, `nil` outside one: what stacks report placements to. A check of
  /// `nil` per placed view is all it costs a frame without a search.
  static var current: ScrollTargetSearch?

  private let target: _ViewNode
  /// The cells of the target and of the views inside it, as they were placed.
  private var frame: Rect?
  /// The frame of the innermost view placed that holds the target, should nothing inside it be
  /// placed by a stack (a view that a container draws directly).
  private var holder: (depth: Int, frame: Rect)?

  private init(target: _ViewNode) {
    self.target = target
  }

  /// Where the target's cells are in `content` drawn at `size` from the origin, or `nil` when
  /// it is not drawn there.
  static func frame(of target: _ViewNode, in content: _ViewNode, size: Size) -> Rect? {
    let search = ScrollTargetSearch(target: target)
    let bounds = Rect(x: 0, y: 0, size: size)
    // An empty buffer drops every write; a clip as large as the content keeps stacks from
    // skipping the views outside the visible part.
    let context = DrawContext(columns: 0, rows: 0, focused: nil)
    context.clip = bounds
    // Searches nest when a scroll view inside the content carries out its own request.
    let outer = current
    current = search
    defer { current = outer }
    content.draw(in: bounds, context: context)
    return search.frame ?? search.holder?.frame
  }

  /// Records that a view was placed in a frame.
  func place(_ node: _ViewNode, in placed: Rect) {
    if node.isInside(target) {
      frame = frame.map { $0.union(placed) } ?? placed
    } else if node.depth > (holder?.depth ?? Int.min), target.isInside(node) {
      holder = (node.depth, placed)
    }
  }
}

extension ForEachNode: IdentifiedRowsNode {
  func offset(ofRowWithID id: AnyHashable) -> Int? {
    firstOffset(of: id, in: ids)
  }

  func scrollTarget(forRowAt offset: Int, id: AnyHashable) -> ScrollTarget {
    // Every row is built: the row's node is the target, found by drawing like any other view.
    .node(rows[offset])
  }
}

extension LazyForEachNode: IdentifiedRowsNode {
  func offset(ofRowWithID id: AnyHashable) -> Int? {
    firstOffset(of: id, in: ids)
  }

  func scrollTarget(forRowAt offset: Int, id: AnyHashable) -> ScrollTarget {
    .row(of: self, id: id)
  }
}

/// The offset of the first of `ids` equal to `id`; compares without boxing each id when the
/// types match.
private func firstOffset<ID: Hashable>(of id: AnyHashable, in ids: [ID]) -> Int? {
  if let typed = id.base as? ID {
    return ids.firstIndex(of: typed)
  }
  return ids.firstIndex { AnyHashable($0) == id }
}

extension Rect {
  /// The smallest rectangle holding both.
  fileprivate func union(_ other: Rect) -> Rect {
    let left = min(x, other.x)
    let top = min(y, other.y)
    return Rect(
      x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
  }
}
