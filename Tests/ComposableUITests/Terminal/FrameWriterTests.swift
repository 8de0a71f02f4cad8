import Testing

@testable import ComposableUI

@Suite struct FrameWriterTests {
  @Test func aFirstFrameClearsAndRedrawsEverything() {
    var frame = CellBuffer(columns: 20, rows: 5)
    frame.write("Count: 42", column: 1, row: 0, style: CellStyle(bold: true))
    frame.write("日本語 text", column: 0, row: 2, style: CellStyle(foreground: .green))
    frame.fill(columns: 0..<20, rows: 4..<5, style: CellStyle(background: .blue))
    let status = CellStyle(foreground: .white, background: .blue)
    frame.write("status", column: 2, row: 4, style: status)

    let bytes = FrameWriter.bytes(from: nil, to: frame, synchronized: false)
    #expect(bytes.starts(with: Self.bytes("\u{1B}[0m\u{1B}[H\u{1B}[2J")))
    #expect(Array(bytes.suffix(4)) == Self.bytes("\u{1B}[0m"))

    var screen = VirtualScreen(columns: 20, rows: 5)
    screen.apply(Self.bytes("\u{1B}[7mleftovers to be cleared"))
    screen.apply(bytes)
    #expect(screen.buffer.firstDifference(from: frame) == nil)
    #expect(screen.text == " Count: 42\n\n日本語 text\n\n  status")
  }

  @Test func aFirstFrameStartingHomeNeedsNoPositioning() {
    var frame = CellBuffer(columns: 5, rows: 2)
    frame.write("hi", column: 0, row: 0, style: .plain)
    let bytes = FrameWriter.bytes(from: nil, to: frame, synchronized: false)
    #expect(bytes == Self.bytes("\u{1B}[0m\u{1B}[H\u{1B}[2Jhi"))
  }

  @Test func anUnchangedFrameWritesNothing() {
    var frame = CellBuffer(columns: 30, rows: 4)
    frame.write("日本語 and more", column: 3, row: 1, style: CellStyle(foreground: .cyan))
    #expect(FrameWriter.bytes(from: frame, to: frame, synchronized: true).isEmpty)
    #expect(FrameWriter.bytes(from: frame, to: frame, synchronized: false).isEmpty)
    let blank = CellBuffer(columns: 30, rows: 4)
    #expect(FrameWriter.bytes(from: blank, to: blank, synchronized: true).isEmpty)
  }

  @Test func changingATenCharacterLabelWritesOnlyTheLabel() {
    var old = CellBuffer(columns: 80, rows: 24)
    old.write("Status:", column: 1, row: 3, style: .plain)
    old.write("waiting...", column: 9, row: 3, style: .plain)
    var new = old
    // Every one of the ten cells differs.
    new.write("READY (3s)", column: 9, row: 3, style: .plain)

    let bytes = FrameWriter.bytes(from: old, to: new, synchronized: false)
    #expect(bytes == Self.bytes("\u{1B}[4;10HREADY (3s)"))
    #expect(bytes.count == 17)
    let synchronized = FrameWriter.bytes(from: old, to: new, synchronized: true)
    #expect(synchronized.count == 33)
    #expect(synchronized.count <= 64)

    var screen = Self.screen(showing: old)
    screen.apply(synchronized)
    #expect(screen.buffer.firstDifference(from: new) == nil)
    #expect(screen.text == "\n\n\n Status: READY (3s)")
  }

  @Test func synchronizedOutputBracketsTheFrame() {
    let blank = CellBuffer(columns: 4, rows: 2)
    let bytes = FrameWriter.bytes(from: nil, to: blank, synchronized: true)
    #expect(bytes == Self.bytes("\u{1B}[?2026h\u{1B}[0m\u{1B}[H\u{1B}[2J\u{1B}[?2026l"))
  }

  @Test func aStyleChangeRewritesTheCellsWithOneSelection() {
    var plain = CellBuffer(columns: 10, rows: 2)
    plain.write("hello", column: 0, row: 0, style: .plain)
    var loud = plain
    loud.write("hello", column: 0, row: 0, style: CellStyle(foreground: .red, bold: true))

    let louder = FrameWriter.bytes(from: plain, to: loud, synchronized: false)
    #expect(louder == Self.bytes("\u{1B}[1;1H\u{1B}[0;1;31mhello\u{1B}[0m"))
    // The terminal is reset between frames, so going back to plain needs no selection.
    let quieter = FrameWriter.bytes(from: loud, to: plain, synchronized: false)
    #expect(quieter == Self.bytes("\u{1B}[1;1Hhello"))

    var mixed = CellBuffer(columns: 10, rows: 2)
    mixed.write("ab", column: 0, row: 0, style: CellStyle(foreground: .red))
    mixed.write("cd", column: 2, row: 0, style: CellStyle(foreground: .blue))
    mixed.write("e", column: 4, row: 0, style: CellStyle(foreground: .blue))
    let blank = CellBuffer(columns: 10, rows: 2)
    let colored = FrameWriter.bytes(from: blank, to: mixed, synchronized: false)
    #expect(colored == Self.bytes("\u{1B}[1;1H\u{1B}[0;31mab\u{1B}[0;34mcde\u{1B}[0m"))

    for (from, to) in [(plain, loud), (loud, plain), (plain, mixed)] {
      var screen = Self.screen(showing: from)
      screen.apply(FrameWriter.bytes(from: from, to: to, synchronized: false))
      #expect(screen.buffer.firstDifference(from: to) == nil)
    }
  }

  @Test func theCursorIsPositionedOnlyAcrossUnchangedCells() {
    var old = CellBuffer(columns: 10, rows: 2)
    old.write("aaaa", column: 0, row: 0, style: .plain)
    var new = old
    new.write("bb", column: 0, row: 0, style: .plain)
    new.write("b", column: 3, row: 0, style: .plain)
    new.write("c", column: 0, row: 1, style: .plain)
    let bytes = FrameWriter.bytes(from: old, to: new, synchronized: false)
    #expect(bytes == Self.bytes("\u{1B}[1;1Hbb\u{1B}[1;4Hb\u{1B}[2;1Hc"))
  }

  @Test func aWriteInTheLastColumnLeavesTheCursorUnknown() {
    // Terminals differ on where the cursor is after the last column, so the next cell is placed.
    var new = CellBuffer(columns: 5, rows: 2)
    new.write("abcde", column: 0, row: 0, style: .plain)
    new.write("f", column: 0, row: 1, style: .plain)
    let blank = CellBuffer(columns: 5, rows: 2)
    let bytes = FrameWriter.bytes(from: blank, to: new, synchronized: false)
    #expect(bytes == Self.bytes("\u{1B}[1;1Habcde\u{1B}[2;1Hf"))
  }

  @Test func japaneseTextLinesUp() {
    var frame = CellBuffer(columns: 12, rows: 1)
    frame.write("日本語", column: 0, row: 0, style: .plain)
    frame.write("x", column: 6, row: 0, style: .plain)
    var screen = Self.screen(showing: frame)
    #expect(screen.buffer.firstDifference(from: frame) == nil)
    #expect(screen.buffer[column: 6, row: 0].text == "x")
    #expect(screen.text == "日本語x")

    // The cursor advances two columns per wide grapheme: one positioning for the whole row.
    var old = CellBuffer(columns: 12, rows: 1)
    old.write("ab日c", column: 0, row: 0, style: .plain)
    var new = old
    new.write("xy月z", column: 0, row: 0, style: .plain)
    let row = FrameWriter.bytes(from: old, to: new, synchronized: false)
    #expect(row == Self.bytes("\u{1B}[1;1Hxy月z"))

    var changed = frame
    changed.write("文", column: 2, row: 0, style: .plain)
    let bytes = FrameWriter.bytes(from: frame, to: changed, synchronized: false)
    #expect(bytes == Self.bytes("\u{1B}[1;3H文"))
    screen.apply(bytes)
    #expect(screen.text == "日文語x")
    #expect(screen.buffer.firstDifference(from: changed) == nil)
  }

  @Test func overwritingHalfAWideGraphemeRepairsTheOtherHalf() {
    var old = CellBuffer(columns: 8, rows: 1)
    old.write("日本", column: 0, row: 0, style: .plain)
    var overRightHalf = old
    overRightHalf.write("a", column: 1, row: 0, style: .plain)
    var overLeftHalf = old
    overLeftHalf.write("b", column: 2, row: 0, style: .plain)
    var overBoth = old
    overBoth.write("語", column: 1, row: 0, style: .plain)

    #expect(
      FrameWriter.bytes(from: old, to: overRightHalf, synchronized: false)
        == Self.bytes("\u{1B}[1;1H a"))
    #expect(
      FrameWriter.bytes(from: old, to: overLeftHalf, synchronized: false)
        == Self.bytes("\u{1B}[1;3Hb "))
    for new in [overRightHalf, overLeftHalf, overBoth] {
      var screen = Self.screen(showing: old)
      screen.apply(FrameWriter.bytes(from: old, to: new, synchronized: false))
      #expect(screen.buffer.firstDifference(from: new) == nil)
      // And back: a wide grapheme replacing narrow cells is one unit.
      screen.apply(FrameWriter.bytes(from: new, to: old, synchronized: false))
      #expect(screen.buffer.firstDifference(from: old) == nil)
    }
  }

  @Test func aSizeChangeRedrawsEverything() {
    var old = CellBuffer(columns: 10, rows: 2)
    old.write("old", column: 0, row: 0, style: .plain)
    var new = CellBuffer(columns: 12, rows: 3)
    new.write("new", column: 0, row: 2, style: .plain)
    let bytes = FrameWriter.bytes(from: old, to: new, synchronized: false)
    #expect(bytes == Self.bytes("\u{1B}[0m\u{1B}[H\u{1B}[2J\u{1B}[3;1Hnew"))
  }

  @Test func randomFramesReplayExactly() {
    var generator = SplitMix64(seed: 0x4652_414D_4553)
    for trial in 0..<200 {
      let columns = Int.random(in: 1...20, using: &generator)
      let rows = Int.random(in: 1...6, using: &generator)
      var old = CellBuffer(columns: columns, rows: rows)
      Self.scribble(on: &old, using: &generator)
      // Mostly an edit of the old frame, as between real frames; sometimes a new one.
      var new = old
      if Int.random(in: 0..<5, using: &generator) == 0 {
        new = CellBuffer(columns: columns, rows: rows)
      }
      Self.scribble(on: &new, using: &generator)
      #expect(old.wideGraphemeViolations.isEmpty, "trial \(trial)")
      #expect(new.wideGraphemeViolations.isEmpty, "trial \(trial)")

      var screen = VirtualScreen(columns: columns, rows: rows)
      let first = FrameWriter.bytes(
        from: nil, to: old, synchronized: Bool.random(using: &generator))
      screen.apply(first)
      #expect(screen.buffer.firstDifference(from: old) == nil, "trial \(trial), first frame")

      let next = FrameWriter.bytes(
        from: old, to: new, synchronized: Bool.random(using: &generator))
      #expect(next.isEmpty == (old == new), "trial \(trial)")
      screen.apply(next)
      #expect(screen.buffer.firstDifference(from: new) == nil, "trial \(trial)")
      #expect(screen.style == CellStyle.plain, "trial \(trial): frames end reset")
    }
  }

  /// Graphemes for random text: narrow, wide, combining, and controls that must be dropped.
  /// None of them joins the one before it into a grapheme, so that each cell reads back alone.
  private static let alphabet = [
    "a", "b", "c", "x", "y", "z", " ", " ", "-", "é", "e\u{301}", "日", "本", "語", "Ａ", "🙂",
    "한", "\u{1B}", "\t",
  ]

  private static let colors: [Color?] = [
    nil, .default, .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white, .gray,
  ]

  private static func randomStyle(using generator: inout SplitMix64) -> CellStyle {
    if Int.random(in: 0..<3, using: &generator) == 0 { return .plain }
    return CellStyle(
      foreground: colors.randomElement(using: &generator)!,
      background: colors.randomElement(using: &generator)!,
      bold: Bool.random(using: &generator),
      italic: Bool.random(using: &generator),
      underline: Bool.random(using: &generator),
      inverse: Bool.random(using: &generator))
  }

  /// Random writes and fills, some crossing the edges.
  private static func scribble(on buffer: inout CellBuffer, using generator: inout SplitMix64) {
    for _ in 0..<Int.random(in: 0...8, using: &generator) {
      let style = randomStyle(using: &generator)
      if Int.random(in: 0..<5, using: &generator) > 0 {
        let length = Int.random(in: 0...12, using: &generator)
        var text = ""
        for _ in 0..<length {
          text += alphabet.randomElement(using: &generator)!
        }
        let column = Int.random(in: -3...buffer.columns, using: &generator)
        let row = Int.random(in: 0..<buffer.rows, using: &generator)
        buffer.write(text, column: column, row: row, style: style)
      } else {
        let column = Int.random(in: -2...buffer.columns, using: &generator)
        let row = Int.random(in: 0...buffer.rows, using: &generator)
        let width = Int.random(in: 0...6, using: &generator)
        let height = Int.random(in: 0...3, using: &generator)
        buffer.fill(columns: column..<(column + width), rows: row..<(row + height), style: style)
      }
    }
  }

  /// A screen showing `frame`, drawn as a first frame.
  static func screen(showing frame: CellBuffer) -> VirtualScreen {
    var screen = VirtualScreen(columns: frame.columns, rows: frame.rows)
    screen.apply(FrameWriter.bytes(from: nil, to: frame, synchronized: false))
    return screen
  }

  static func bytes(_ string: String) -> [UInt8] {
    Array(string.utf8)
  }
}

@Suite struct VirtualScreenTests {

  private static func screen(_ columns: Int, _ rows: Int, after text: String) -> VirtualScreen {
    var screen = VirtualScreen(columns: columns, rows: rows)
    screen.apply(Array(text.utf8))
    return screen
  }

  @Test func cursorPositionWithAndWithoutParameters() {
    let screen = Self.screen(
      10, 3, after: "\u{1B}[2;4Ha\u{1B}[Hb\u{1B}[3fc\u{1B}[;2Hd\u{1B}[99;99He")
    #expect(screen.text == "bd\n   a\nc        e")
    #expect(screen.cursorColumn == 10)
    #expect(screen.cursorRow == 2)
  }

  @Test func erasingTheDisplayAndLines() {
    let full = "abcdef\r\nghijkl\r\nmnopqr"
    #expect(Self.screen(6, 3, after: full + "\u{1B}[2J").text == "")
    // From "i", the third cell of the second row.
    let atI = full + "\u{1B}[2;3H"
    #expect(Self.screen(6, 3, after: atI + "\u{1B}[J").text == "abcdef\ngh")
    #expect(Self.screen(6, 3, after: atI + "\u{1B}[1J").text == "\n   jkl\nmnopqr")
    #expect(Self.screen(6, 3, after: atI + "\u{1B}[K").text == "abcdef\ngh\nmnopqr")
    #expect(Self.screen(6, 3, after: atI + "\u{1B}[1K").text == "abcdef\n   jkl\nmnopqr")
    #expect(Self.screen(6, 3, after: atI + "\u{1B}[2K").text == "abcdef\n\nmnopqr")
    // Erasing takes the current background, as terminals do.
    let erased = Self.screen(4, 1, after: "\u{1B}[1;44;31m\u{1B}[2J")
    let blue = CellStyle(background: .blue)
    #expect(erased.buffer[column: 0, row: 0] == Cell(text: " ", style: blue))
  }

  @Test func graphicRenditionSetsAndResetsTheStyle() {
    let screen = Self.screen(
      10, 1,
      after: "\u{1B}[1;31;100mA\u{1B}[0mB\u{1B}[38;5;1mC"
        + "\u{1B}[39;49;3;4;7mD\u{1B}[23;24;27mE\u{1B}[mF")
    #expect(screen.text == "ABCDEF")
    let styles = (0..<6).map { screen.buffer[column: $0, row: 0].style }
    #expect(styles[0] == CellStyle(foreground: .red, background: .gray, bold: true))
    #expect(styles[1] == CellStyle.plain)
    // The arguments of an extended color are not attributes.
    #expect(styles[2] == CellStyle.plain)
    let explicit = CellStyle(
      foreground: .default, background: .default, italic: true, underline: true, inverse: true)
    #expect(styles[3] == explicit)
    #expect(styles[4] == CellStyle(foreground: .default, background: .default))
    #expect(styles[5] == CellStyle.plain)
  }

  @Test func privateModesAreAcceptedAndTheAlternateScreenIsSeparate() {
    var screen = Self.screen(8, 2, after: "\u{1B}[?2026h\u{1B}[?25lmain\u{1B}[?25h\u{1B}[?2026l")
    #expect(screen.text == "main")
    screen.apply(Array("\u{1B}[?1049h".utf8))
    #expect(screen.isAlternateScreen)
    #expect(screen.text == "")
    screen.apply(Array("\u{1B}[Halt".utf8))
    #expect(screen.text == "alt")
    screen.apply(Array("\u{1B}[?1049l".utf8))
    #expect(!screen.isAlternateScreen)
    #expect(screen.text == "main")
  }

  @Test func textWrapsAndScrolls() {
    #expect(Self.screen(3, 2, after: "abcdefg").text == "def\ng")
    // A wide grapheme that does not fit in the row wraps whole.
    #expect(Self.screen(3, 2, after: "ab日").text == "ab\n日")
    #expect(Self.screen(5, 3, after: "ab\r\ncd\n\rx").text == "ab\ncd\nx")
    #expect(Self.screen(5, 1, after: "abc\u{8}\u{8}X").text == "aXc")
    // Trailing spaces and trailing empty rows are not text.
    let trimmed = Self.screen(6, 4, after: "  a  \r\n\r\n b")
    #expect(trimmed.text == "  a\n\n b")
    #expect(trimmed.buffer.lines == ["  a", "", " b", ""])
  }

  @Test func wideAndCombinedGraphemes() {
    let screen = Self.screen(10, 1, after: "日本語xe\u{301}!")
    #expect(screen.buffer[column: 6, row: 0].text == "x")
    #expect(screen.buffer[column: 7, row: 0].text == "e\u{301}")
    #expect(screen.buffer[column: 8, row: 0].text == "!")
    #expect(screen.cursorColumn == 9)
  }

  @Test func aUTF8SequenceCutBetweenCallsIsKept() {
    var screen = VirtualScreen(columns: 10, rows: 1)
    let bytes = Array("a日b".utf8)
    screen.apply(Array(bytes[0..<3]))
    screen.apply(Array(bytes[3...]))
    #expect(screen.text == "a日b")
    screen.apply([0xE6])
    screen.apply(Array("\r".utf8))
    #expect(screen.buffer[column: 4, row: 0].text == "\u{FFFD}")
  }

  @Test func otherSequencesAreIgnored() {
    let screen = Self.screen(
      20, 1,
      after: "a\u{1B}]0;title\u{7}b\u{1B}]2;x\u{1B}\\c\u{1B}(Bd\u{1B}[>4;1me\u{1B}[1 qf\u{1B}7g")
    #expect(screen.text == "abcdefg")
    #expect(screen.style == CellStyle.plain)
  }

  @Test func randomBytesNeverBreakTheScreen() {
    var generator = SplitMix64(seed: 0x4655_5A5A)
    // Pieces of the sequences the screen understands, and of UTF-8, so that garbage often gets
    // deep into the parser.
    let texts = [
      "\u{1B}", "\u{1B}[", "[", "?", ";", "1049h", "1049l", "2026h", "H", "f", "m", "J", "K",
      "2", "9", "99999999999999999999999", "38;5;1m", "48;2;1;2;3m", "]", "\u{7}", "\\", "\n",
      "\r", "\u{8}", "a", "日", "e\u{301}", "🙂",
    ]
    let rawBytes: [[UInt8]] = [[0xE6], [0x97], [0xA5], [0xF0, 0x9F], [0xFF], [0xC0], [0x9B]]
    let fragments = texts.map { Array($0.utf8) } + rawBytes
    for trial in 0..<500 {
      var screen = VirtualScreen(
        columns: Int.random(in: -1...12, using: &generator),
        rows: Int.random(in: -1...5, using: &generator))
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        var chunk: [UInt8] = []
        for _ in 0..<Int.random(in: 0...150, using: &generator) {
          if Int.random(in: 0..<10, using: &generator) < 7 {
            chunk += fragments.randomElement(using: &generator)!
          } else {
            chunk.append(UInt8.random(in: 0...255, using: &generator))
          }
        }
        screen.apply(chunk)
        #expect(screen.buffer.wideGraphemeViolations.isEmpty, "trial \(trial)")
        #expect((0...screen.buffer.columns).contains(screen.cursorColumn), "trial \(trial)")
        #expect((0..<screen.buffer.rows).contains(screen.cursorRow), "trial \(trial)")
      }
      #expect(screen.text.split(separator: "\n").count <= screen.buffer.rows, "trial \(trial)")
    }
  }
}
