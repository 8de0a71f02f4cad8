/// What views draw into during one frame: the cell buffer, the visible area, and the focusable
/// views found on the way, in reading order.
@MainActor
final class DrawContext {
  /// The frame being drawn.
  var buffer: CellBuffer
  /// Where drawing is visible: writes outside it are dropped.
  var clip: Rect
  /// The views that can take focus, with where they were drawn, in the order drawn (reading
  /// order).
  var focusables: [(node: _ViewNode, frame: Rect)] = []
  /// The views that scroll, innermost last, with their visible frames: where the mouse wheel
  /// and Page Up/Down go.
  var scrollables: [(container: any ScrollContainer, frame: Rect)] = []
  /// The navigation stacks drawn, outermost first, with how to pop each (`nil` at its root):
  /// where Escape goes when nothing is presented.
  var navigationStacks: [(node: _ViewNode, pop: (@MainActor () -> Void)?)] = []
  /// The style an enclosing control draws with, which text inside draws over.
  private(set) var baseStyle = CellStyle.plain
  /// The focused view, drawn highlighted.
  let focused: _ViewNode?
  /// Whether views whose body was evaluated since they were last drawn are marked, so that a
  /// person sees what re-rendered (the debug overlay).
  let marksEvaluations: Bool

  init(columns: Int, rows: Int, focused: _ViewNode?, marksEvaluations: Bool = false) {
    self.marksEvaluations = marksEvaluations
    buffer = CellBuffer(columns: columns, rows: rows)
    clip = Rect(x: 0, y: 0, width: columns, height: rows)
    self.focused = focused
  }

  /// Draws with a narrower visible area, inside the current one.
  func clipped(to rect: Rect, _ draw: () -> Void) {
    let saved = clip
    clip = clip.intersection(rect)
    defer { clip = saved }
    if !clip.isEmpty { draw() }
  }

  /// Draws with a base style for the text inside.
  func withStyle(_ style: CellStyle, _ draw: () -> Void) {
    let saved = baseStyle
    baseStyle = style
    defer { baseStyle = saved }
    draw()
  }

  /// Writes a line of text from a cell, clipped to the visible area.
  func write(_ string: Substring, column: Int, row: Int, style: CellStyle) {
    guard row >= clip.y, row < clip.maxY, column < clip.maxX else { return }
    var start = string.startIndex
    var position = column
    // Skip what lies left of the visible area; a wide grapheme cut by its edge shows as a space.
    while position < clip.x, start < string.endIndex {
      let width = CellBuffer.width(of: string[start])
      if position + width > clip.x, width == 2 {
        buffer.write(" ", column: clip.x, row: row, style: style)
        position += width
        start = string.index(after: start)
        break
      }
      position += width
      start = string.index(after: start)
    }
    var end = start
    var right = position
    while end < string.endIndex {
      let width = CellBuffer.width(of: string[end])
      if right + width > clip.maxX {
        if width == 2, right < clip.maxX {
          buffer.write(" ", column: right, row: row, style: style)
        }
        break
      }
      right += width
      end = string.index(after: end)
    }
    buffer.write(String(string[start..<end]), column: position, row: row, style: style)
  }

  /// Fills a rectangle, clipped to the visible area, with spaces in a style.
  func fill(_ rect: Rect, style: CellStyle) {
    let area = rect.intersection(clip)
    buffer.fill(columns: area.x..<area.maxX, rows: area.y..<area.maxY, style: style)
  }

  /// Draws a line around the inside edge of a rectangle, with box-drawing characters; a
  /// rectangle smaller than 2×2 gets nothing.
  func drawBox(_ frame: Rect, style: CellStyle) {
    guard frame.width >= 2, frame.height >= 2 else { return }
    let line = String(repeating: "─", count: frame.width - 2)
    write(("┌" + line + "┐")[...], column: frame.x, row: frame.y, style: style)
    for row in frame.y + 1..<frame.maxY - 1 {
      write("│", column: frame.x, row: row, style: style)
      write("│", column: frame.maxX - 1, row: row, style: style)
    }
    write(("└" + line + "┘")[...], column: frame.x, row: frame.maxY - 1, style: style)
  }

  /// Draws a view its container placed at `frame`, then, for the debug overlay, marks it if a
  /// body that built it was evaluated since it was last drawn.
  func draw(_ node: _ViewNode, in frame: Rect) {
    node.draw(in: frame, context: self)
    if marksEvaluations, node.isMarkedEvaluated {
      node.isMarkedEvaluated = false
      markEvaluated(frame)
    }
  }

  /// Marks a rectangle, clipped to the visible area, for the debug overlay: its cells keep their
  /// text on a yellow background.
  private func markEvaluated(_ rect: Rect) {
    let area = rect.intersection(clip)
    buffer.restyle(columns: area.x..<area.maxX, rows: area.y..<area.maxY) {
      $0.background = .yellow
      $0.foreground = .black
    }
  }

  /// The controls drawn disabled: they take no focus, but one that had it keeps it while it is
  /// shown, so that focus is where it was once it is enabled again (a button disabled while its
  /// request loads).
  var disabledControls: [_ViewNode] = []

  /// Records a view that can take focus, drawn at `frame`; a disabled one cannot take it now.
  func addFocusable(_ node: _ViewNode, frame: Rect, isEnabled: Bool = true) {
    if isEnabled {
      focusables.append((node, frame))
    } else {
      disabledControls.append(node)
    }
  }

  /// Whether a node is the focused view.
  func isFocused(_ node: _ViewNode) -> Bool { focused === node }
}
