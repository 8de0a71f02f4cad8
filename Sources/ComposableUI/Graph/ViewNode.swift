/// One view identity in the view graph: it lives from the moment its view first appears at that
/// identity until the identity goes away, and owns what lives as long (state, tasks, appearance
/// callbacks, and the nodes of its children).
///
/// Subclasses are the kinds of views: a view with a `body` (`BodyNode`), the builder's structure
/// (blocks, conditions, optionals), `ForEach`, and the primitives and modifiers a renderer draws.
/// Public only so that ``View`` can name it; everything in it is the module's.
@MainActor
public class _ViewNode {
  /// The graph this node belongs to.
  unowned let graph: ViewGraph
  /// The node above, `nil` for the root.
  weak var parent: _ViewNode?
  /// The environment this node was last given.
  var environment: EnvironmentValues
  /// How many nodes are above this one.
  let depth: Int
  /// A number no other identity of the graph has: the web renderer derives its elements' ids
  /// from it, so that an element lives exactly as long as its view's identity.
  let serial: Int
  /// Whether the view's body read the environment, so that a new environment means a new
  /// evaluation.
  var readsEnvironment = false
  /// Whether a body that built this view was evaluated since the view was last drawn: the
  /// debug overlay marks it in the next frame.
  var isMarkedEvaluated = false
  /// Whether the node is in the graph: false once its identity went away.
  private(set) var isMounted = true
  /// The sizes this node last answered, by proposal: emptied on the node and every ancestor
  /// whenever a node changes, so that unchanged subtrees are not measured again.
  private var sizeCache: [(proposal: ProposedSize, size: Size)] = []

  init(inputs: _ViewInputs) {
    graph = inputs.graph
    parent = inputs.parent
    environment = inputs.environment
    depth = inputs.depth
    serial = inputs.graph.nextSerial()
  }

  /// The nodes this node owns, in the order they appear.
  var children: [_ViewNode] { [] }

  /// Calls `body` with each child, in order. Layout walks children on every frame; a node with
  /// one child overrides this so that the walk builds no array.
  func forEachChild(_ body: (_ViewNode) -> Void) {
    for child in children {
      body(child)
    }
  }

  /// Something the view depends on changed outside observation (an `ObservableObject` its
  /// wrapper listens to): a view with a body evaluates it again.
  func dependencyDidChange() {}

  /// Ends this node's identity and its descendants': children first, then `didUnmount()`.
  final func unmount() {
    guard isMounted else { return }
    for child in children {
      child.unmount()
    }
    isMounted = false
    didUnmount()
  }

  /// Called once when the identity goes away, after the children's: cancel tasks, queue
  /// disappearance callbacks.
  func didUnmount() {}

  /// Forgets the sizes this node and its ancestors measured, after a change to this node.
  final func invalidateLayout() {
    // Always to the root: a subtree that was not laid out (scrolled away, say) may have kept an
    // empty cache under an ancestor that filled its own since.
    var node: _ViewNode? = self
    // The row of a lazy `ForEach` the change is in, nearest the ancestor being told.
    var row: _ViewNode?
    while let current = node {
      current.sizeCache.removeAll(keepingCapacity: true)
      current.renderedElement = nil
      current.renderedRowElement = nil
      current.descendantChanged(inRow: row)
      if current.isLazyRow { row = current }
      node = current.parent
    }
  }

  /// Whether this node is a row of a lazy `ForEach` (in a `List`), which it made.
  final var isLazyRow = false

  /// Told when this node or one below it changed, with the row of a lazy `ForEach` below this
  /// node the change is in, if any: a list rebuilds only the rows that changed.
  func descendantChanged(inRow row: _ViewNode?) {}

  /// The size this view takes for a proposal, measured once until something in it changes.
  final func size(for proposal: ProposedSize) -> Size {
    for entry in sizeCache where entry.proposal == proposal {
      return entry.size
    }
    let size = sizeThatFits(proposal)
    // A stack asks each child two or three times per layout; a handful of entries covers it.
    if sizeCache.count == 4 { sizeCache.removeFirst() }
    sizeCache.append((proposal, size))
    return size
  }

  // MARK: Layout

  /// Appends the views this node contributes to its container: itself for a view the renderer
  /// lays out, or its children's contributions for structure that only groups views (a block of
  /// views, a condition, `ForEach`, a view's body).
  func collectLayoutItems(into items: inout [_ViewNode]) {
    forEachChild { $0.collectLayoutItems(into: &items) }
  }

  /// The views this node contributes to its container.
  final var layoutItems: [_ViewNode] {
    var items: [_ViewNode] = []
    collectLayoutItems(into: &items)
    return items
  }

  /// Measures the size this view takes for a proposed size; call `size(for:)`, which caches it.
  /// A node that groups views lays them out as a
  /// vertical stack, as SwiftUI does with a body of several views.
  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    StackLayout.vertical.sizeThatFits(proposal, items: layoutItems)
  }

  /// Draws this view in a rectangle it was given by its container.
  func draw(in frame: Rect, context: DrawContext) {
    StackLayout.vertical.draw(items: layoutItems, in: frame, context: context)
  }

  /// How a stack treats this view: a `Spacer` takes what is left along the stack's axis.
  var isSpacer: Bool { false }

  /// The axis of the stack that last laid this view out: a `Divider` runs across it.
  var containerAxis: Axis = .vertical

  /// The least a `Spacer` takes along its stack's axis.
  var spacerMinimumLength: Int { 0 }

  /// Reacts to a key pressed while this view has focus; returns whether it used the key.
  func handle(_ key: Key) -> Bool { false }

  /// Takes text pasted while this view has focus (a text field inserts it); returns whether it
  /// used it. Other views ignore a paste: its spaces and signs are not key presses.
  func handlePaste(_ text: String) -> Bool { false }

  /// Reacts to a key the focused view did not use, when the focused view is this one or inside
  /// it (or when nothing has focus): `.onKeyPress` handlers, and the rows of a `ForEach` with
  /// `onDelete`. `child` is the child the key comes through, the one that is or holds the
  /// focused view; `nil` when nothing has focus or this view has it. Returns whether it used the
  /// key.
  func handleKeyPress(_ key: Key, from child: _ViewNode?) -> Bool { false }

  /// The nodes below this one whose `.onKeyPress` handlers hear a key when nothing has focus:
  /// its children, but for a navigation stack only its top screen (see `ContainerLayout`), since
  /// the screens it covers keep their nodes without being shown.
  var keyPressChildren: [_ViewNode] { children }

  /// Reacts to a click on a cell of this view, which the click just focused: by default what
  /// Enter does (a button is pressed, a toggle flips); a text field moves its cursor instead.
  func handleClick(column: Int, row: Int) {
    _ = handle(.enter)
  }

  /// Which views a stack sizes first when space is short: higher goes first.
  var layoutPriority: Double { 0 }

  // MARK: Web

  /// The element this node made for the last web frame, kept until the node changes (see
  /// ``invalidateLayout()``), so that an unchanged view hands the next frame the same element.
  final var renderedElement: HTMLElement?
  /// The `li` a list made of this node as one of its rows, kept as ``renderedElement`` is.
  final var renderedRowElement: HTMLElement?
  /// This node's offset among the rows of the list that made its `li` last.
  final var listRowOffset = -1

  /// Appends the elements this node contributes to its container's element in a web page: its
  /// own for a view the page shows as an element, or its children's for structure that only
  /// groups views.
  func collectElements(into elements: inout [HTMLElement], context: WebContext) {
    forEachChild { $0.collectElements(into: &elements, context: context) }
  }

  /// The elements this node contributes.
  final func elements(context: WebContext) -> [HTMLElement] {
    var elements: [HTMLElement] = []
    collectElements(into: &elements, context: context)
    return elements
  }

  /// The element this node made for the last frame if nothing in it changed since, or a new one.
  final func element(_ make: () -> HTMLElement) -> HTMLElement {
    if let renderedElement { return renderedElement }
    let element = make()
    renderedElement = element
    return element
  }

  /// Reacts to an event from the browser on one of the elements this node registered (see
  /// ``WebContext/listen(to:for:)``); returns whether it used it. The renderer checked that the
  /// element is this node's and that the view is enabled.
  func handle(_ event: WebEvent, part: String?) -> Bool { false }
}
