/// A minimal terminal emulator: what a terminal would show after receiving some bytes, for tests.
///
/// It understands what `FrameWriter` and a terminal app write: printable UTF-8 text (wide
/// graphemes take two columns), CR, LF, BS, and the sequences CUP (`ESC[row;columnH`, also with
/// `f`, parameters optional), ED (`ESC[nJ`), EL (`ESC[nK`) and SGR (`ESC[…m`, the attributes and
/// colors of `CellStyle`). DEC private modes (`ESC[?…h` and `ESC[?…l`) switch the alternate screen
/// for 1049 and are otherwise accepted and ignored (2026 synchronized output, 25 cursor
/// visibility). Any other sequence is consumed and ignored; other controls are ignored; invalid
/// UTF-8 prints U+FFFD. No input crashes it.
///
/// Like xterm, it wraps before printing past the last column (a wide grapheme that does not fit
/// wraps whole) and scrolls when a line feed or a wrap leaves the last row.
struct VirtualScreen {
  /// What the screen shows, with each cell's style.
  private(set) var buffer: CellBuffer
  /// Where the next grapheme prints; `cursorColumn` is `buffer.columns` after printing in the last
  /// column, until the next print wraps.
  private(set) var cursorColumn = 0
  private(set) var cursorRow = 0
  /// The SGR state printed text takes.
  private(set) var style = CellStyle.plain
  /// Whether the alternate screen (mode 1049) is shown.
  private(set) var isAlternateScreen = false

  private var parser = Parser.ground
  /// Printable bytes not yet drawn: text is drawn a run at a time, so that a grapheme made of
  /// several scalars lands in one cell.
  private var pendingText: [UInt8] = []
  /// The main screen and its cursor, while the alternate screen is shown.
  private var savedMain: (buffer: CellBuffer, column: Int, row: Int)?

  private enum Parser {
    case ground
    /// After ESC, with the intermediate bytes of a sequence such as `ESC ( B` consumed.
    case escape
    /// After `ESC [`: the parameter bytes so far, and whether an intermediate byte came.
    case controlSequence(parameters: [UInt8], hasIntermediate: Bool)
    /// Inside an operating system command (`ESC ]`), until BEL or ST; `afterEscape` when the
    /// last byte was the ESC that may start ST.
    case operatingSystemCommand(afterEscape: Bool)
  }

  /// A screen of at least 1×1 blank cells, cursor home.
  init(columns: Int, rows: Int) {
    buffer = CellBuffer(columns: max(1, columns), rows: max(1, rows))
  }

  /// The rows' text joined by newlines, trailing spaces and trailing empty rows dropped.
  var text: String {
    var lines = buffer.lines
    while lines.last?.isEmpty == true {
      lines.removeLast()
    }
    return lines.joined(separator: "\n")
  }

  /// Receives bytes. A UTF-8 sequence or escape sequence cut at the end continues with the next
  /// call.
  mutating func apply(_ bytes: [UInt8]) {
    for byte in bytes {
      receive(byte)
    }
    // Draw what is complete now; an unfinished UTF-8 sequence waits for its last bytes.
    let pending = Self.unfinishedSequenceLength(at: pendingText)
    let complete = Array(pendingText.dropLast(pending))
    pendingText.removeFirst(pendingText.count - pending)
    draw(complete)
  }

  private mutating func receive(_ byte: UInt8) {
    switch parser {
    case .ground:
      if byte >= 0x20, byte != 0x7F {
        pendingText.append(byte)
        return
      }
      flushText()
      if byte == 0x1B {
        parser = .escape
      } else {
        control(byte)
      }
    case .escape:
      switch byte {
      case UInt8(ascii: "["): parser = .controlSequence(parameters: [], hasIntermediate: false)
      case UInt8(ascii: "]"): parser = .operatingSystemCommand(afterEscape: false)
      case 0x1B: parser = .escape
      case 0x20...0x2F: break  // An intermediate: the final byte follows.
      case 0x30...0x7E: parser = .ground  // A final byte: ESC 7, ESC ( B and the like, ignored.
      default:
        parser = .ground
        control(byte)
      }
    case .controlSequence(var parameters, var hasIntermediate):
      switch byte {
      case 0x30...0x3F:
        // Garbage may bring endless parameters: past this length they cannot be ours.
        if parameters.count < 64 { parameters.append(byte) }
        parser = .controlSequence(parameters: parameters, hasIntermediate: hasIntermediate)
      case 0x20...0x2F:
        hasIntermediate = true
        parser = .controlSequence(parameters: parameters, hasIntermediate: hasIntermediate)
      case 0x40...0x7E:
        parser = .ground
        if !hasIntermediate {
          controlSequence(parameters, final: byte)
        }
      case 0x1B: parser = .escape
      case 0x18, 0x1A: parser = .ground  // CAN and SUB cancel the sequence.
      case 0x80...: parser = .ground
      default: control(byte)  // Terminals execute C0 controls met inside a sequence.
      }
    case .operatingSystemCommand(let afterEscape):
      if afterEscape {
        // `ESC \` (ST) ends the command as an ignored escape; any other sequence starts anew.
        parser = .escape
        receive(byte)
      } else if byte == 0x07 {
        parser = .ground
      } else if byte == 0x1B {
        parser = .operatingSystemCommand(afterEscape: true)
      }
    }
  }

  private mutating func control(_ byte: UInt8) {
    switch byte {
    case 0x0D: cursorColumn = 0
    case 0x0A, 0x0B, 0x0C: lineFeed()
    case 0x08: cursorColumn = max(0, min(cursorColumn, buffer.columns - 1) - 1)
    default: break
    }
  }

  private mutating func lineFeed() {
    if cursorRow + 1 < buffer.rows {
      cursorRow += 1
    } else {
      buffer.scrollUp(by: 1)
    }
  }

  private mutating func flushText() {
    guard !pendingText.isEmpty else { return }
    let run = pendingText
    pendingText.removeAll()
    draw(run)
  }

  private mutating func draw(_ bytes: [UInt8]) {
    guard !bytes.isEmpty else { return }
    for character in String(decoding: bytes, as: UTF8.self) {
      let width = CellBuffer.width(of: character)
      guard width > 0 else { continue }
      if cursorColumn + width > buffer.columns, cursorColumn > 0 {
        cursorColumn = 0
        lineFeed()
      }
      cursorColumn += buffer.write(
        String(character), column: cursorColumn, row: cursorRow, style: style)
    }
  }

  /// How many bytes at the end of `bytes` start a UTF-8 sequence that needs more bytes.
  private static func unfinishedSequenceLength(at bytes: [UInt8]) -> Int {
    // A sequence is at most 4 bytes: look back at most 3 for the lead byte of the last one.
    var length = 0
    for byte in bytes.reversed().prefix(3) {
      length += 1
      guard byte & 0xC0 == 0x80 else {
        let needed = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        return needed > length ? length : 0
      }
    }
    return 0
  }

  private mutating func controlSequence(_ parameterBytes: [UInt8], final finalByte: UInt8) {
    let isPrivate = parameterBytes.first == UInt8(ascii: "?")
    // Other private markers (<, =, >) introduce sequences that are not ours.
    if let first = parameterBytes.first, first >= 0x3C, !isPrivate { return }
    let parameters = Self.numbers(
      in: isPrivate ? Array(parameterBytes.dropFirst()) : parameterBytes)
    func parameter(_ index: Int, default value: Int) -> Int {
      guard index < parameters.count, let given = parameters[index] else { return value }
      return given
    }
    switch (isPrivate, finalByte) {
    case (false, UInt8(ascii: "H")), (false, UInt8(ascii: "f")):
      cursorRow = min(max(parameter(0, default: 1), 1), buffer.rows) - 1
      cursorColumn = min(max(parameter(1, default: 1), 1), buffer.columns) - 1
    case (false, UInt8(ascii: "J")):
      eraseInDisplay(parameter(0, default: 0))
    case (false, UInt8(ascii: "K")):
      eraseInLine(parameter(0, default: 0), row: cursorRow)
    case (false, UInt8(ascii: "m")):
      selectGraphicRendition(parameters)
    case (true, UInt8(ascii: "h")), (true, UInt8(ascii: "l")):
      for mode in parameters where mode == 1049 {
        setAlternateScreen(finalByte == UInt8(ascii: "h"))
      }
    default:
      break
    }
  }

  /// The `;`-separated numbers of a parameter string; nil for an empty one. Values are capped so
  /// that garbage cannot overflow.
  private static func numbers(in bytes: [UInt8]) -> [Int?] {
    var numbers: [Int?] = []
    var current: Int?
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        current = min((current ?? 0) * 10 + Int(byte - UInt8(ascii: "0")), 100_000)
      case UInt8(ascii: ";"):
        numbers.append(current)
        current = nil
      default:
        break  // Sub-parameters (`:`) and stray markers: not ours.
      }
    }
    numbers.append(current)
    return numbers
  }

  /// The cursor's column as a cell inside the buffer: the last column while a wrap is pending.
  private var cursorCell: Int { min(cursorColumn, buffer.columns - 1) }

  private mutating func eraseInDisplay(_ mode: Int) {
    let erased = CellStyle(background: style.background)
    let all = 0..<buffer.columns
    switch mode {
    case 0:
      eraseInLine(0, row: cursorRow)
      buffer.fill(columns: all, rows: (cursorRow + 1)..<buffer.rows, style: erased)
    case 1:
      buffer.fill(columns: all, rows: 0..<cursorRow, style: erased)
      eraseInLine(1, row: cursorRow)
    case 2, 3:
      buffer.fill(columns: all, rows: 0..<buffer.rows, style: erased)
    default:
      break
    }
  }

  /// Erases part of a row with the current background, as terminals do.
  private mutating func eraseInLine(_ mode: Int, row: Int) {
    let erased = CellStyle(background: style.background)
    let range: Range<Int>
    switch mode {
    case 0: range = cursorCell..<buffer.columns
    case 1: range = 0..<(cursorCell + 1)
    case 2: range = 0..<buffer.columns
    default: return
    }
    buffer.fill(columns: range, rows: row..<(row + 1), style: erased)
  }

  private mutating func selectGraphicRendition(_ parameters: [Int?]) {
    var index = 0
    while index < parameters.count {
      let code = parameters[index] ?? 0
      index += 1
      switch code {
      case 0: style = .plain
      case 1: style.bold = true
      case 3: style.italic = true
      case 4: style.underline = true
      case 7: style.inverse = true
      case 22: style.bold = false
      case 23: style.italic = false
      case 24: style.underline = false
      case 27: style.inverse = false
      case 38, 48:
        // Extended colors (`38;5;n`, `38;2;r;g;b`) are not ours, but their arguments must not
        // be read as attributes.
        let kind = index < parameters.count ? parameters[index] : nil
        index += kind == 5 ? 2 : kind == 2 ? 4 : 1
      default:
        if let color = Color(foregroundCode: code) {
          style.foreground = color
        } else if let color = Color(backgroundCode: code) {
          style.background = color
        }
      }
    }
  }

  private mutating func setAlternateScreen(_ isOn: Bool) {
    guard isOn != isAlternateScreen else { return }
    if isOn {
      savedMain = (buffer, cursorColumn, cursorRow)
      buffer = CellBuffer(columns: buffer.columns, rows: buffer.rows)
    } else if let savedMain {
      buffer = savedMain.buffer
      cursorColumn = savedMain.column
      cursorRow = savedMain.row
      self.savedMain = nil
    }
    isAlternateScreen = isOn
  }
}
