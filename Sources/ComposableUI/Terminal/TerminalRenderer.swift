/// Draws a view graph on a terminal and routes the terminal's input to it: the part shared by
/// the real terminal app and `TestTerminal`.
///
/// A frame is drawn into a fresh cell buffer, and only the cells that differ from the frame on
/// screen are written. Keys go to the focused view first; Tab, Shift-Tab and the up and down
/// arrows move focus through the focusable views in reading order, wrapping at the ends.
@MainActor
final class TerminalRenderer {
  let graph = ViewGraph()
  private(set) var columns: Int
  private(set) var rows: Int
  /// Whether frames are bracketed for terminals that show them at once.
  let synchronizedOutput: Bool
  /// Where frames' bytes go.
  private let output: ([UInt8]) -> Void
  /// The frame the terminal shows.
  private(set) var shown: CellBuffer?
  /// The bytes the last frame wrote (empty when nothing changed).
  private(set) var lastFrameBytes: [UInt8] = []
  /// How many frames were drawn.
  private(set) var frameCount = 0
  /// Called with each frame that changed the screen, for the plain-text output of a terminal app
  /// whose output is not a terminal.
  var onFrame: ((CellBuffer) -> Void)?
  /// The focusable views of the last frame, in reading order, with where they were drawn.
  private(set) var focusables: [(node: _ViewNode, frame: Rect)] = []
  /// The focusable views of the last frame written: what a click aims at, when events that
  /// arrived with it have changed the views since.
  private var shownFocusables: [(node: _ViewNode, frame: Rect)] = []
  /// The navigation stacks of the last frame, innermost last, with how to pop each.
  private(set) var navigationStacks: [(node: _ViewNode, pop: (@MainActor () -> Void)?)] = []
  /// The views that scroll in the last frame, innermost last, with their frames.
  private(set) var scrollables: [(container: any ScrollContainer, frame: Rect)] = []
  /// The view with focus, if it is still in the graph.
  private weak var focusedNode: _ViewNode?
  /// The view that had focus when a presentation took it, to give it back afterwards.
  private weak var focusBeforePresentation: _ViewNode?

  init(
    columns: Int, rows: Int, synchronizedOutput: Bool, output: @escaping ([UInt8]) -> Void
  ) {
    self.columns = max(1, columns)
    self.rows = max(1, rows)
    self.synchronizedOutput = synchronizedOutput
    self.output = output
  }

  /// Whether each frame marks the views whose body was evaluated since they were last drawn
  /// (the debug overlay): off by default; Ctrl-\\ toggles it in a terminal app.
  var marksEvaluations: Bool {
    get { graph.marksEvaluations }
    set {
      graph.marksEvaluations = newValue
      graph.needsDraw = true
    }
  }

  /// The `ForEach` that held the focused view before the last graph update, if one did.
  private weak var focusedRows: _ViewNode?

  /// The focused view.
  var focused: _ViewNode? {
    guard let focusedNode, focusedNode.isMounted else { return nil }
    return focusedNode
  }

  /// Shows a root view and draws it.
  func show<Root: View>(_ view: Root) {
    graph.setRoot(view)
    drawIfNeeded()
    settleDrawing()
  }

  /// Runs the graph's pending update and draws the frame if anything changed.
  func update() {
    updateGraph()
    drawIfNeeded()
    settleDrawing()
  }

  /// Runs the graph's pending update, noting first which `ForEach` holds the focused view: the
  /// update may end the focused row and free the nodes between it and the `ForEach`.
  private func updateGraph() {
    focusedRows = focused.flatMap(Self.forEachRows(containing:))
    #if !canImport(SwiftUI)
      // A terminal has no frames in between: changes show at once, animated or not.
      _ = graph.takeAnimation()
    #endif
    graph.update()
    #if !canImport(SwiftUI)
      graph.forgetScopedAnimations()
    #endif
  }

  /// Drawing can build views (a list's rows scrolled into view) whose appearance callbacks
  /// change what is shown: runs them and draws again, a few times at most, so that one update
  /// shows their result.
  private func settleDrawing() {
    for _ in 0..<Self.maximumRedraws where graph.hasPendingWork {
      updateGraph()
      drawIfNeeded()
    }
  }

  /// How many times one update draws again for views that appeared while drawing.
  static let maximumRedraws = 4

  /// Draws a frame if something changed since the last.
  func drawIfNeeded() {
    guard graph.needsDraw else { return }
    draw()
  }

  /// Draws a frame and writes what changed.
  ///
  /// With `writing` false, the frame is only laid out, to learn where the focusable and
  /// scrolling views are (as moving focus through a scrolling list does for each row it scrolls
  /// by); the terminal shows it only when a later update draws it.
  func draw(writing: Bool = true) {
    graph.needsDraw = false
    // A layout that is not written leaves the evaluation marks for the frame that shows them.
    let context = DrawContext(
      columns: columns, rows: rows, focused: focused,
      marksEvaluations: writing && graph.marksEvaluations)
    if let root = graph.root {
      let screen = Rect(x: 0, y: 0, width: columns, height: rows)
      let size = root.size(for: ProposedSize(screen.size))
      // As SwiftUI does with a window's content: the root view is centered in the screen.
      let frame = screen.placing(
        Size(width: min(size.width, columns), height: min(size.height, rows)), alignment: .center)
      root.draw(in: frame, context: context)
    }
    for presentation in graph.presentations {
      drawPresentation(presentation, context: context)
    }
    // The containers drew, each taking the scroll asked of it: the rest (of a container not
    // shown) are dropped.
    graph.scrollRequests.removeAll()
    let previousFocusables = focusables
    focusables = context.focusables
    scrollables = context.scrollables
    navigationStacks = context.navigationStacks
    // A new presentation takes focus, as an alert's buttons do: the first of its focusable
    // views, drawn focused in the same frame.
    if !graph.presentations.isEmpty, let first = focusables.first,
      !focusables.contains(where: { $0.node === focused })
    {
      if focusBeforePresentation == nil {
        focusBeforePresentation = focused
      }
      focusedNode = first.node
      draw(writing: writing)
      return
    }
    // Once the presentations are gone, focus goes back where it was before them.
    if graph.presentations.isEmpty, let saved = focusBeforePresentation {
      focusBeforePresentation = nil
      if focused == nil, saved.isMounted {
        focusedNode = saved
        draw(writing: writing)
        return
      }
    }
    // A focused row that went away (deleted from its `ForEach`) hands focus to the row now in
    // its place, or the last one, so that Delete can be pressed again.
    if let lost = focusedNode, !lost.isMounted, let rows = focusedRows,
      let successor = Self.successor(
        of: lost, in: rows, was: previousFocusables, now: focusables)
    {
      focusedNode = successor
      draw(writing: writing)
      return
    }
    // A focused view no longer drawn (under a pushed screen, behind a sheet that has nothing to
    // focus) loses focus, so that keys do not reach what the person cannot see; one only
    // scrolled out of its list or scroll view keeps it, and so does one drawn disabled, which
    // ignores keys until it is enabled again.
    if let focused, !focusables.contains(where: { $0.node === focused }),
      !context.disabledControls.contains(where: { $0 === focused }), !isScrolledAway(focused)
    {
      if !graph.presentations.isEmpty, focusBeforePresentation == nil {
        focusBeforePresentation = focused
      }
      focusedNode = nil
      draw(writing: writing)
      return
    }
    // A `@FocusState` the app wrote moves focus, shown in a frame drawn again.
    if applyFocusRequests() {
      draw(writing: writing)
      return
    }
    guard writing else {
      graph.needsDraw = true
      return
    }
    shownFocusables = focusables
    reportFocus()
    let bytes = FrameWriter.bytes(from: shown, to: context.buffer, synchronized: synchronizedOutput)
    shown = context.buffer
    lastFrameBytes = bytes
    frameCount += 1
    if !bytes.isEmpty {
      output(bytes)
      onFrame?(context.buffer)
    }
  }

  /// Draws a presentation over what is drawn so far, in a box: alerts as small as their content
  /// and centered, sheets over the whole screen but a margin. Only the top presentation's views
  /// can take focus.
  private func drawPresentation(_ presentation: PresentationNode, context: DrawContext) {
    guard let content = presentation.presented else { return }
    context.focusables.removeAll()
    context.disabledControls.removeAll()
    let screen = Rect(x: 0, y: 0, width: columns, height: rows)
    let box: Rect
    switch presentation.style {
    case .alert:
      let size = content.size(
        for: ProposedSize(width: max(columns - 6, 1), height: max(rows - 4, 1)))
      box = screen.placing(
        Size(width: min(size.width + 4, columns), height: min(size.height + 2, rows)),
        alignment: .center)
    case .sheet:
      box = screen.inset(by: EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2))
    }
    context.fill(box, style: .plain)
    context.drawBox(box, style: .plain)
    let inner = box.inset(by: EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2))
    context.clipped(to: inner) {
      let size = content.size(for: ProposedSize(inner.size))
      let alignment: Alignment = presentation.style == .alert ? .center : .top
      content.draw(
        in: inner.placing(
          Size(width: min(size.width, inner.width), height: min(size.height, inner.height)),
          alignment: alignment),
        context: context)
    }
  }

  /// Whether a view is inside a list or scroll view drawn in the last frame, so that it is only
  /// scrolled out of sight.
  private func isScrolledAway(_ node: _ViewNode) -> Bool {
    var ancestor = node.parent
    while let current = ancestor {
      if let container = current as? any ScrollContainer,
        scrollables.contains(where: { $0.container === container })
      {
        return true
      }
      ancestor = current.parent
    }
    return false
  }

  /// Takes a new screen size and draws the frame for it.
  func resize(columns: Int, rows: Int) {
    self.columns = max(1, columns)
    self.rows = max(1, rows)
    graph.needsDraw = true
    draw()
  }

  /// Routes one input event: keys to the focused view or to focus movement, a click to the
  /// focusable view under it.
  func handle(_ event: InputEvent) {
    switch event {
    case .key(let key):
      catchUp()
      handle(key)
    case .paste(let text):
      catchUp()
      _ = focused?.handlePaste(text)
    case .mouse(let mouse) where mouse.kind == .scrollUp || mouse.kind == .scrollDown:
      catchUp()
      guard
        let target = scrollables.last(where: {
          $0.frame.contains(column: mouse.column, row: mouse.row)
        })
      else { return }
      _ = target.container.scroll(by: mouse.kind == .scrollDown ? 3 : -3)
    case .mouse(let mouse):
      // The click aims at what the screen showed; it reaches that view only if the view is still
      // there to take it once the views have caught up with the events before it.
      guard mouse.kind == .press, mouse.button == 0,
        let target = shownFocusables.last(where: {
          $0.frame.contains(column: mouse.column, row: mouse.row)
        })
      else { return }
      catchUp()
      guard target.node.isMounted, focusables.contains(where: { $0.node === target.node })
      else { return }
      focus(target.node)
      target.node.handleClick(column: mouse.column, row: mouse.row)
    }
  }

  /// Brings the views up to date with what the events before changed (state, a `@FocusState`
  /// written, a scroll), laid out but not shown, before the next event is routed: events that
  /// arrive together (typed or pasted faster than frames are drawn, or sent by a script) each
  /// go where the one before left focus, so that a Tab after an Enter that popped a screen moves
  /// among the views now shown, not the popped screen's.
  private func catchUp() {
    guard graph.hasPendingWork || graph.isUpdatePending || graph.needsDraw else { return }
    updateGraph()
    draw(writing: false)
  }

  private func handle(_ key: Key) {
    // A key with modifiers goes first to the focused view, which uses none, then to the
    // `.onKeyPress` handlers and row actions that may; only then does it do what the bare key
    // does by default (Option-Down moves focus as Down does).
    let bare = key.withoutModifiers
    if let focused, focused.handle(key) { return }
    if routeToKeyPressHandlers(key) { return }
    switch bare {
    case .escape:
      // Escape cancels the top presentation, or else pops the innermost stack that can pop.
      if let presentation = graph.presentations.last {
        presentation.dismiss()
      } else if let pop = navigationStacks.last(where: { $0.pop != nil })?.pop {
        pop()
      }
    case .pageDown, .pageUp:
      guard let scroller = scroller(around: focusedFrame) ?? scrollables.first else { return }
      _ = scroller.container.scroll(
        by: key == .pageDown ? scroller.container.pageLength : -scroller.container.pageLength)
    case .tab, .down: moveFocus(by: 1)
    case .backTab, .up: moveFocus(by: -1)
    default: break
    }
  }

  /// The `ForEach` (eager or lazy) whose row holds `node`, if any.
  static func forEachRows(containing node: _ViewNode) -> _ViewNode? {
    var ancestor = node.parent
    while let current = ancestor, !(current is any ForEachRows) {
      ancestor = current.parent
    }
    return ancestor
  }

  /// The focusable view that takes the place of `lost`, a view of a row of `rows` that went
  /// away: the one now at its place in reading order (or the last before it) within the same
  /// `ForEach`; `nil` when that `ForEach` has nothing left to focus.
  static func successor(
    of lost: _ViewNode, in rows: _ViewNode, was previous: [(node: _ViewNode, frame: Rect)],
    now current: [(node: _ViewNode, frame: Rect)]
  ) -> _ViewNode? {
    guard rows.isMounted,
      let place = previous.firstIndex(where: { $0.node === lost })
    else { return nil }
    // Found in the last frame's order, among the views still there: what comes before the
    // rows may have gained or lost focusable views since.
    func isCandidate(_ node: _ViewNode) -> Bool {
      node.isMounted && node.isInside(rows) && current.contains { $0.node === node }
    }
    let after = previous[place...].first { isCandidate($0.node) }
    let before = previous[..<place].last { isCandidate($0.node) }
    return (after ?? before)?.node
  }

  /// Moves focus to the next (or previous) focusable view in reading order, wrapping; with
  /// nothing focused, to the first (or last).
  func moveFocus(by step: Int) {
    let start = focused
    for _ in 0...Self.maximumScrollSteps {
      let current = start.flatMap { node in focusables.firstIndex { $0.node === node } }
      let next = current.map { $0 + step } ?? (step > 0 ? 0 : focusables.count - 1)
      if next >= 0, next < focusables.count {
        focus(focusables[next].node)
        return
      }
      // Past the last visible view of a list or scroll view that can scroll on (or with nothing
      // visible to focus), scroll a row and look again.
      let container =
        current.map { self.scroller(around: focusables[$0].frame) } ?? scrollables.first
      guard let container, container.container.scroll(by: step) else { break }
      draw(writing: false)
    }
    // Nothing further: wrap around.
    guard !focusables.isEmpty else { return }
    focus(focusables[step > 0 ? 0 : focusables.count - 1].node)
  }

  /// How many rows moving focus scrolls at most, looking for the next focusable view.
  static let maximumScrollSteps = 64

  /// The focused view's frame in the last frame.
  private var focusedFrame: Rect? {
    guard let focused else { return nil }
    return focusables.first { $0.node === focused }?.frame
  }

  /// The innermost view that scrolls and contains a frame.
  private func scroller(around frame: Rect?) -> (container: any ScrollContainer, frame: Rect)? {
    guard let frame else { return nil }
    return scrollables.last { $0.frame.intersects(frame) }
  }

  /// Gives a view focus.
  func focus(_ node: _ViewNode?) {
    guard node !== focusedNode else { return }
    focusedNode = node
    graph.needsDraw = true
  }
}
