import Foundation

/// One cell of the terminal: a grapheme and how it is drawn.
///
/// Its two fields fill its size with no padding (checked by a test), so that rows compare as
/// bytes.
struct Cell: Hashable, Sendable {
  /// One grapheme of display width 1 or 2, or "" for the right half of a wide grapheme, whose
  /// left half (the cell before) holds the text.
  var text: String
  var style: CellStyle

  /// An empty cell as the terminal shows it after being cleared.
  static let blank = Cell(text: " ", style: .plain)

  /// Whether this is the right half of a wide grapheme.
  var isContinuation: Bool { text.isEmpty }
}

/// A grid of cells: what a frame shows, drawn by views and written to the terminal by
/// `FrameWriter`.
///
/// Invariant: a continuation cell is always the right half of the cell before it, which holds a
/// grapheme of width 2, and such a grapheme always has its continuation. Writes keep it by
/// blanking the other half of any wide grapheme they overwrite half of, so the grid never holds
/// half a glyph.
struct CellBuffer: Equatable, Sendable {
  let columns: Int
  let rows: Int
  /// Row-major: the cell at (column, row) is at `row * columns + column`.
  private var cells: [Cell]

  /// A buffer of blank cells; a negative size counts as zero.
  init(columns: Int, rows: Int) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    cells = [Cell](repeating: .blank, count: self.columns * self.rows)
  }

  /// The cell at a position inside the buffer.
  subscript(column column: Int, row row: Int) -> Cell {
    precondition(contains(column: column, row: row), "(\(column), \(row)) is outside the buffer")
    return cells[row * columns + column]
  }

  /// Whether a row holds the same cells as the same row of another buffer of the same size: lets
  /// a frame writer skip the rows that did not change in one tight comparison.
  func row(_ row: Int, equals other: CellBuffer) -> Bool {
    precondition(columns == other.columns && rows == other.rows, "buffers differ in size")
    let range = row * columns..<(row + 1) * columns
    guard !range.isEmpty else { return true }
    // Equal bytes are equal cells: the same string (its storage, or a small string's bits) and
    // the same packed style, with no padding between them. That makes an unchanged row one
    // memcmp; bytes that differ (equal strings stored apart) fall back to comparing cells.
    let stride = MemoryLayout<Cell>.stride
    let sameBytes = cells.withUnsafeBytes { lhs in
      other.cells.withUnsafeBytes { rhs in
        memcmp(
          lhs.baseAddress! + range.lowerBound * stride,
          rhs.baseAddress! + range.lowerBound * stride,
          range.count * stride) == 0
      }
    }
    return sameBytes || cells[range] == other.cells[range]
  }

  /// Whether a position is inside the buffer.
  func contains(column: Int, row: Int) -> Bool {
    (0..<columns).contains(column) && (0..<rows).contains(row)
  }

  /// How many columns the cell at a position spans: 2 for the left half of a wide grapheme, 0 for
  /// its right half, 1 otherwise.
  func span(column: Int, row: Int) -> Int {
    let index = row * columns + column
    if cells[index].isContinuation { return 0 }
    return column + 1 < columns && cells[index + 1].isContinuation ? 2 : 1
  }

  /// Each row's text, wide graphemes once, trailing spaces trimmed.
  var lines: [String] {
    (0..<rows).map { row in
      var line = ""
      for column in 0..<columns {
        line += cells[row * columns + column].text
      }
      while line.last == " " {
        line.removeLast()
      }
      return line
    }
  }

  /// How many columns a grapheme takes on the terminal: 0 for one that cannot be drawn in a cell
  /// (controls, which would also reach the terminal as commands, and zero-width graphemes), else
  /// 1 or 2.
  static func width(of character: Character) -> Int {
    // Printable ASCII, most of what a screen shows, without the Unicode property lookups.
    if let ascii = character.asciiValue {
      return (0x20...0x7E).contains(ascii) ? 1 : 0
    }
    guard let first = character.unicodeScalars.first,
      first.properties.generalCategory != .control
    else { return 0 }
    return min(max(DisplayWidth.of(character), 0), 2)
  }

  /// Writes a string from a position, one grapheme per cell and wide graphemes in two, and
  /// returns how many cells it wrote.
  ///
  /// The text is clipped to the buffer: graphemes left of column 0 or right of the last column
  /// are dropped, and a wide grapheme cut by either edge leaves a space in its visible half.
  /// Graphemes of width 0 (see `width(of:)`) are skipped. Nothing is written outside `row`.
  @discardableResult
  mutating func write(_ string: String, column: Int, row: Int, style: CellStyle) -> Int {
    guard columns > 0, (0..<rows).contains(row) else { return 0 }
    var written = 0
    var next = column
    for character in string {
      guard next < columns else { break }
      let width = Self.width(of: character)
      if width == 0 { continue }
      // Every grapheme drawn or clipped advances the position, whichever way the body exits.
      defer { next += width }
      if next + width <= 0 { continue }
      if next < 0 || next + width > columns {
        // Half of a wide grapheme: only a space fits in the visible half.
        let visible = max(next, 0)
        put(Cell(text: " ", style: style), column: visible, row: row)
        written += 1
        continue
      }
      put(Cell(text: String(character), style: style), column: next, row: row)
      if width == 2 {
        put(Cell(text: "", style: style), column: next + 1, row: row)
      }
      written += width
    }
    return written
  }

  /// Fills a rectangle, clipped to the buffer, with spaces in a style (a background color, say).
  mutating func fill(columns columnRange: Range<Int>, rows rowRange: Range<Int>, style: CellStyle) {
    let columnRange = columnRange.clamped(to: 0..<columns)
    let rowRange = rowRange.clamped(to: 0..<rows)
    let space = Cell(text: " ", style: style)
    for row in rowRange {
      for column in columnRange {
        put(space, column: column, row: row)
      }
    }
  }

  /// Changes the style of the cells in a rectangle, clipped to the buffer, keeping their text.
  mutating func restyle(
    columns columnRange: Range<Int>, rows rowRange: Range<Int>, _ change: (inout CellStyle) -> Void
  ) {
    for row in rowRange.clamped(to: 0..<rows) {
      for column in columnRange.clamped(to: 0..<columns) {
        change(&cells[row * columns + column].style)
      }
    }
  }

  /// Blanks every cell.
  mutating func clear() {
    cells = [Cell](repeating: .blank, count: columns * rows)
  }

  /// Moves every row up by `count` rows, dropping the top ones and adding blank ones at the
  /// bottom, as a terminal scrolls.
  mutating func scrollUp(by count: Int) {
    // Whole rows move, and no wide grapheme spans two rows, so the invariant holds.
    let count = min(max(count, 0), rows)
    cells.removeFirst(count * columns)
    cells.append(contentsOf: repeatElement(Cell.blank, count: count * columns))
  }

  /// Stores a cell, first blanking the other half of any wide grapheme it overwrites half of.
  ///
  /// Writing a wide grapheme puts its left half and then its continuation: when the left half
  /// lands, the old right neighbor may be blanked, and the continuation then replaces it.
  private mutating func put(_ cell: Cell, column: Int, row: Int) {
    let index = row * columns + column
    if cells[index].isContinuation, column > 0, !cell.isContinuation {
      cells[index - 1].text = " "
    }
    if column + 1 < columns, cells[index + 1].isContinuation {
      cells[index + 1].text = " "
    }
    cells[index] = cell
  }
}
