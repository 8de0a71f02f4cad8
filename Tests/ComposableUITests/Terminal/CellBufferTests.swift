import Testing

@testable import ComposableUI

@Suite struct CellBufferTests {
  @Test func aNewBufferIsBlank() {
    let buffer = CellBuffer(columns: 4, rows: 2)
    #expect(buffer.lines == ["", ""])
    #expect(buffer[column: 3, row: 1] == Cell.blank)
    #expect(buffer == CellBuffer(columns: 4, rows: 2))
    #expect(buffer != CellBuffer(columns: 2, rows: 4))
  }

  @Test func clearingBlanksEveryCellAndKeepsTheSize() {
    var buffer = CellBuffer(columns: 4, rows: 2)
    buffer.write("日本", column: 0, row: 0, style: .plain)
    buffer.write("ab", column: 1, row: 1, style: .plain)
    buffer.clear()
    #expect(buffer == CellBuffer(columns: 4, rows: 2))
  }

  @Test func rowsCompareOneByOne() {
    var old = CellBuffer(columns: 3, rows: 3)
    old.write("abc", column: 0, row: 0, style: .plain)
    var new = old
    new.write("x", column: 2, row: 1, style: .plain)
    #expect(new.row(0, equals: old))
    #expect(!new.row(1, equals: old))
    #expect(new.row(2, equals: old))
  }

  @Test func aCellHasNoPaddingSoRowsCompareAsBytes() {
    #expect(MemoryLayout<Cell>.size == MemoryLayout<Cell>.stride)
    #expect(MemoryLayout<CellStyle>.size == 8)
  }

  @Test func aPackedStyleKeepsEveryField() {
    let colors: [Color?] = [
      nil, .default, .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white, .gray,
    ]
    for foreground in colors {
      for background in colors.reversed() {
        let style = CellStyle(
          foreground: foreground, background: background, bold: true, underline: true)
        #expect(style.foreground == foreground)
        #expect(style.background == background)
        #expect(style.bold && !style.italic && style.underline && !style.inverse)
      }
    }
    var style = CellStyle.plain
    style.inverse = true
    style.italic = true
    style.foreground = .red
    style.foreground = nil
    #expect(style == CellStyle(italic: true, inverse: true))
  }

  @Test func equalRowsStoredApartCompareEqual() {
    // The same text in two buffers written separately: the strings may be stored apart, and
    // the rows are still equal.
    var lhs = CellBuffer(columns: 3, rows: 1)
    var rhs = CellBuffer(columns: 3, rows: 1)
    lhs.write("👨‍👩‍👧", column: 0, row: 0, style: .plain)
    rhs.write("👨‍👩‍👧", column: 0, row: 0, style: .plain)
    #expect(lhs.row(0, equals: rhs))
  }

  @Test func asciiTakesOneCellPerCharacter() {
    var buffer = CellBuffer(columns: 10, rows: 2)
    let bold = CellStyle(bold: true)
    #expect(buffer.write("hello", column: 2, row: 1, style: bold) == 5)
    #expect(buffer.lines == ["", "  hello"])
    #expect(buffer[column: 2, row: 1] == Cell(text: "h", style: bold))
    #expect(buffer[column: 6, row: 1] == Cell(text: "o", style: bold))
    #expect(buffer[column: 7, row: 1] == Cell.blank)
    #expect(buffer.span(column: 2, row: 1) == 1)
  }

  @Test func wideGraphemesTakeACellAndAContinuation() {
    var buffer = CellBuffer(columns: 10, rows: 1)
    #expect(buffer.write("日本語", column: 0, row: 0, style: .plain) == 6)
    #expect(buffer.write("x", column: 6, row: 0, style: .plain) == 1)
    #expect(buffer.lines == ["日本語x"])
    #expect(buffer[column: 0, row: 0].text == "日")
    #expect(buffer[column: 1, row: 0].isContinuation)
    #expect(buffer[column: 4, row: 0].text == "語")
    #expect(buffer[column: 6, row: 0].text == "x")
    #expect(buffer.span(column: 4, row: 0) == 2)
    #expect(buffer.span(column: 5, row: 0) == 0)
    #expect(buffer.span(column: 6, row: 0) == 1)
    #expect(buffer.wideGraphemeViolations.isEmpty)
  }

  @Test func aWideGraphemeCutByTheRightEdgeLeavesASpace() {
    var buffer = CellBuffer(columns: 5, rows: 1)
    #expect(buffer.write("ab日本", column: 0, row: 0, style: .plain) == 5)
    #expect(buffer.lines == ["ab日"])
    #expect(buffer[column: 4, row: 0] == Cell.blank)
    #expect(buffer.write("xyz", column: 5, row: 0, style: .plain) == 0)
    // "x" lands on the right half of 日, which blanks its left half.
    #expect(buffer.write("xyz", column: 3, row: 0, style: .plain) == 2)
    #expect(buffer.lines == ["ab xy"])
    #expect(buffer.wideGraphemeViolations.isEmpty)
  }

  @Test func aWideGraphemeCutByTheLeftEdgeLeavesASpace() {
    var buffer = CellBuffer(columns: 5, rows: 1)
    #expect(buffer.write("日x", column: -1, row: 0, style: .plain) == 2)
    #expect(buffer.lines == [" x"])
    #expect(buffer[column: 0, row: 0] == Cell.blank)
    #expect(buffer.write("abc", column: -2, row: 0, style: .plain) == 1)
    #expect(buffer.lines == ["cx"])
    #expect(buffer.wideGraphemeViolations.isEmpty)
  }

  @Test func writesOutsideTheRowsChangeNothing() {
    var buffer = CellBuffer(columns: 3, rows: 1)
    #expect(buffer.write("abc", column: 0, row: 1, style: .plain) == 0)
    #expect(buffer.write("abc", column: 0, row: -1, style: .plain) == 0)
    #expect(buffer.write("abc", column: -3, row: 0, style: .plain) == 0)
    #expect(buffer == CellBuffer(columns: 3, rows: 1))
    var empty = CellBuffer(columns: 0, rows: 1)
    #expect(empty.write("日", column: -1, row: 0, style: .plain) == 0)
  }

  @Test func overwritingTheLeftHalfOfAWideGraphemeBlanksItsRightHalf() {
    let red = CellStyle(foreground: .red)
    var buffer = CellBuffer(columns: 6, rows: 1)
    buffer.write("日本", column: 0, row: 0, style: red)
    buffer.write("a", column: 0, row: 0, style: .plain)
    #expect(buffer.lines == ["a 本"])
    #expect(buffer[column: 1, row: 0] == Cell(text: " ", style: red))
    #expect(buffer.wideGraphemeViolations.isEmpty)
  }

  @Test func overwritingTheRightHalfOfAWideGraphemeBlanksItsLeftHalf() {
    var buffer = CellBuffer(columns: 6, rows: 1)
    buffer.write("日本", column: 0, row: 0, style: .plain)
    buffer.write("b", column: 1, row: 0, style: .plain)
    #expect(buffer.lines == [" b本"])
    #expect(buffer[column: 0, row: 0] == Cell.blank)
    #expect(buffer.wideGraphemeViolations.isEmpty)
  }

  @Test func aWideGraphemeAcrossTwoOthersBlanksBothOuterHalves() {
    var buffer = CellBuffer(columns: 6, rows: 1)
    buffer.write("日本", column: 0, row: 0, style: .plain)
    buffer.write("語", column: 1, row: 0, style: .plain)
    #expect(buffer.lines == [" 語"])
    #expect(buffer[column: 0, row: 0] == Cell.blank)
    #expect(buffer[column: 1, row: 0].text == "語")
    #expect(buffer[column: 2, row: 0].isContinuation)
    #expect(buffer[column: 3, row: 0] == Cell.blank)
    #expect(buffer.wideGraphemeViolations.isEmpty)
  }

  @Test func controlsAndZeroWidthGraphemesAreSkipped() {
    var buffer = CellBuffer(columns: 10, rows: 3)
    // An escape in text must never reach the terminal as a command.
    #expect(buffer.write("a\u{1B}[2Jb", column: 0, row: 0, style: .plain) == 5)
    #expect(buffer.lines[0] == "a[2Jb")
    #expect(buffer.write("\t\n\u{7}\u{9B}", column: 0, row: 1, style: .plain) == 0)
    #expect(buffer.write("a\u{200B}b", column: 0, row: 1, style: .plain) == 2)
    #expect(buffer.lines[1] == "ab")
    // A combining mark belongs to the grapheme before it.
    #expect(buffer.write("e\u{301}!", column: 0, row: 2, style: .plain) == 2)
    #expect(buffer[column: 0, row: 2].text == "e\u{301}")
    #expect(buffer[column: 1, row: 2].text == "!")
  }

  @Test func fillPaintsClippedSpaces() {
    var buffer = CellBuffer(columns: 4, rows: 3)
    let blue = CellStyle(background: .blue)
    buffer.write("xyzw", column: 0, row: 1, style: .plain)
    buffer.fill(columns: -1..<2, rows: 1..<5, style: blue)
    #expect(buffer[column: 0, row: 1] == Cell(text: " ", style: blue))
    #expect(buffer[column: 1, row: 2] == Cell(text: " ", style: blue))
    #expect(buffer[column: 2, row: 1] == Cell(text: "z", style: .plain))
    #expect(buffer[column: 0, row: 0] == Cell.blank)
    #expect(buffer.lines == ["", "  zw", ""])
  }

  @Test func fillOverHalfAWideGraphemeBlanksTheOtherHalf() {
    var buffer = CellBuffer(columns: 5, rows: 1)
    buffer.write("日本", column: 0, row: 0, style: .plain)
    buffer.fill(columns: 1..<2, rows: 0..<1, style: .plain)
    #expect(buffer.lines == ["  本"])
    #expect(buffer.wideGraphemeViolations.isEmpty)
  }

  @Test func clearBlanksEveryCell() {
    var buffer = CellBuffer(columns: 5, rows: 2)
    buffer.write("日本", column: 1, row: 1, style: CellStyle(inverse: true))
    buffer.clear()
    #expect(buffer == CellBuffer(columns: 5, rows: 2))
  }

  @Test func scrollingUpDropsTheTopRows() {
    var buffer = CellBuffer(columns: 3, rows: 3)
    for (row, text) in ["a", "b", "日"].enumerated() {
      buffer.write(text, column: 0, row: row, style: .plain)
    }
    buffer.scrollUp(by: 1)
    #expect(buffer.lines == ["b", "日", ""])
    #expect(buffer.wideGraphemeViolations.isEmpty)
    buffer.scrollUp(by: 7)
    #expect(buffer == CellBuffer(columns: 3, rows: 3))
  }

  @Test func stylesSelectTheirGraphicRenditionFromAReset() {
    #expect(CellStyle.plain.selectGraphicRendition == "\u{1B}[0m")
    let loud = CellStyle(foreground: .red, background: .gray, bold: true, underline: true)
    #expect(loud.selectGraphicRendition == "\u{1B}[0;1;4;31;100m")
    let explicit = CellStyle(
      foreground: .default, background: .default, italic: true, inverse: true)
    #expect(explicit.selectGraphicRendition == "\u{1B}[0;3;7;39;49m")
  }

  @Test func colorCodesRoundTrip() {
    let colors: [Color] = [
      .default, .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white, .gray,
    ]
    #expect(Set(colors.map(\.foregroundCode)).count == colors.count)
    for color in colors {
      #expect(Color(foregroundCode: color.foregroundCode) == color)
      #expect(Color(backgroundCode: color.backgroundCode) == color)
    }
    #expect(Color(foregroundCode: 38) == nil)
    #expect(Color(foregroundCode: 91) == nil)
    #expect(Color(backgroundCode: 39) == nil)
  }
}

extension CellBuffer {
  /// The cells that break the wide-grapheme invariant, described; empty when it holds.
  var wideGraphemeViolations: [String] {
    var violations: [String] = []
    for row in 0..<rows {
      for column in 0..<columns {
        let cell = self[column: column, row: row]
        let place = "(\(column), \(row))"
        if cell.isContinuation {
          let isAfterWide =
            column > 0 && DisplayWidth.of(self[column: column - 1, row: row].text) == 2
          if !isAfterWide {
            violations.append("continuation without its left half at \(place)")
          }
          continue
        }
        if cell.text.count != 1 {
          violations.append("\(cell.text.count) graphemes at \(place)")
        }
        switch DisplayWidth.of(cell.text) {
        case 1:
          break
        case 2:
          if column + 1 >= columns || !self[column: column + 1, row: row].isContinuation {
            violations.append("wide grapheme without its right half at \(place)")
          }
        default:
          violations.append("unprintable \(cell.text.unicodeScalars.map(\.value)) at \(place)")
        }
      }
    }
    return violations
  }

  /// The first cell where two buffers differ, described, or nil when they are equal.
  func firstDifference(from other: CellBuffer) -> String? {
    guard columns == other.columns, rows == other.rows else {
      return "size \(columns)×\(rows) vs \(other.columns)×\(other.rows)"
    }
    for row in 0..<rows {
      for column in 0..<columns
      where self[column: column, row: row] != other[column: column, row: row] {
        return "(\(column), \(row)): \(self[column: column, row: row]) vs "
          + "\(other[column: column, row: row]); lines \(lines) vs \(other.lines)"
      }
    }
    return nil
  }
}
