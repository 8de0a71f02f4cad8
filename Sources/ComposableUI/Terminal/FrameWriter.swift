/// Turns one frame into the bytes that make the terminal show it, given the frame it shows now.
///
/// The output assumes the terminal shows `old` with the SGR state reset, which is how every frame
/// written here ends; the cursor may be anywhere, so the first cell written is always positioned.
enum FrameWriter {
  /// The bytes that take the terminal from `old` to `new`.
  ///
  /// - Without `old`, or when the size changed, this is a full redraw: `ESC[0m` (so that the
  ///   erase uses the default background), `ESC[H` (home), `ESC[2J` (erase the display, leaving
  ///   the cursor home), then every cell that is not blank, as a change from an empty screen.
  /// - Otherwise only the changed cells are written. A wide grapheme is a unit: it is written
  ///   whole when either of its cells changed.
  ///
  /// Cells are written row by row, left to right. The cursor is moved (CUP, `ESC[row;columnH`,
  /// one-based) only when the next cell to write is not where the previous write left it, and the
  /// style (SGR, `ESC[0;…m`) only when it differs from the last one written; a final `ESC[0m`
  /// resets it if it is not plain. With `synchronized`, the frame is bracketed by
  /// `ESC[?2026h` and `ESC[?2026l` so that terminals supporting it show it at once.
  ///
  /// When the terminal already shows `new`, the result is empty, even when `synchronized`.
  static func bytes(from old: CellBuffer?, to new: CellBuffer, synchronized: Bool) -> [UInt8] {
    var output = Output()
    let baseline: CellBuffer
    if let old, old.columns == new.columns, old.rows == new.rows {
      baseline = old
    } else {
      output.append("\u{1B}[0m\u{1B}[H\u{1B}[2J")
      output.cursor = (column: 0, row: 0)
      baseline = CellBuffer(columns: new.columns, rows: new.rows)
    }

    for row in 0..<new.rows {
      // Most rows of most frames did not change: one comparison of the row skips them.
      if new.row(row, equals: baseline) { continue }
      var column = 0
      while column < new.columns {
        // A continuation only ever follows its left half, which this loop steps over; one found
        // here would be an orphan, and is drawn as the blank it stands for.
        let span = max(new.span(column: column, row: row), 1)
        defer { column += span }
        guard isChanged(column: column, span: span, row: row, from: baseline, to: new) else {
          continue
        }
        let cell = new[column: column, row: row]
        output.write(
          cell.isContinuation ? " " : cell.text, style: cell.style,
          column: column, row: row, span: span, columns: new.columns)
      }
    }

    if output.style != .plain {
      output.append("\u{1B}[0m")
    }
    guard !output.bytes.isEmpty else { return [] }
    guard synchronized else { return output.bytes }
    return Array("\u{1B}[?2026h".utf8) + output.bytes + Array("\u{1B}[?2026l".utf8)
  }

  /// Whether the cells a unit of `new` covers differ from what the terminal shows.
  ///
  /// Comparing cell by cell is enough for wide graphemes: where `new` overlaps only half of a
  /// wide grapheme of `baseline`, the other half differs too (in `new` it cannot be that
  /// grapheme's half), so it is written later in the scan and repairs what the terminal blanked.
  private static func isChanged(
    column: Int, span: Int, row: Int, from baseline: CellBuffer, to new: CellBuffer
  ) -> Bool {
    for offset in 0..<span
    where baseline[column: column + offset, row: row] != new[column: column + offset, row: row] {
      return true
    }
    return false
  }

  /// The bytes of a frame being written, with what the terminal's cursor and SGR state will be
  /// once they are.
  private struct Output {
    var bytes: [UInt8] = []
    /// Where the next printed grapheme lands, or nil when that is unknown: before the first
    /// positioning, and after a write reaching the last column, where terminals differ (pending
    /// wrap).
    var cursor: (column: Int, row: Int)?
    /// The SGR state: frames start and end reset.
    var style = CellStyle.plain

    mutating func append(_ string: String) {
      bytes.append(contentsOf: string.utf8)
    }

    mutating func write(
      _ text: String, style: CellStyle, column: Int, row: Int, span: Int, columns: Int
    ) {
      let isInPlace = cursor.map { $0.column == column && $0.row == row } ?? false
      if !isInPlace {
        append("\u{1B}[\(row + 1);\(column + 1)H")
      }
      if style != self.style {
        append(style.selectGraphicRendition)
        self.style = style
      }
      append(text)
      cursor = column + span < columns ? (column: column + span, row: row) : nil
    }
  }
}
