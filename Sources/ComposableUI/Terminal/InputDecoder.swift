/// Turns the bytes a terminal in raw mode writes to standard input into `InputEvent`s.
///
/// A state machine driven by two events, "bytes arrived" (`feed(_:)`) and "nothing arrived for
/// a while" (`timeout()`). Each byte moves `state` and yields an `Outcome`, which `feed(_:)`
/// turns into events. The decoder never reads a clock: a lone ESC is ambiguous (the Escape key,
/// or the start of an arrow key's sequence split across reads) until the caller says time has
/// passed, which it knows to do when `hasPendingInput` is true.
///
/// Invariants:
/// - `pending` is empty in `.ground`, `.escape`, `.ss3` and `.discardingCSI`. It holds the bytes
///   of the unfinished unit in `.utf8` (a scalar's first 1–3 bytes), `.csi` (at most
///   `maximumSequenceLength` parameter bytes) and `.paste` (the text so far, at most
///   `maximumPasteLength` plus a terminator's length). So memory stays bounded.
/// - `.ground` takes every byte without asking for it to be replayed, and a `.restart` always
///   returns to `.ground` before replaying; so every byte is handled a bounded number of times.
/// - `timeout()` returns every state except `.paste` to `.ground`; `.paste` ends at its terminator
///   or at `maximumPasteLength`. So no input, however malformed, leaves the decoder stuck.
///
/// Decisions worth knowing:
/// - ESC followed by anything but `[` or `O` (Alt-x, Alt-Enter, Escape pressed twice) is Escape
///   and then that byte decoded afresh: `Key` has no Alt.
/// - ESC `[` or ESC `O` still unfinished at `timeout()` is dropped, not turned into Escape and a
///   character: it is much more likely a sequence cut short than Alt-[ or Alt-Shift-O, and a stray
///   Escape could dismiss something the user did not mean to.
/// - Modifiers in CSI parameters (`ESC[1;5A` is Control-Up) are reported for the keys that
///   carry them (`Key.modified`); a parameter that means none gives the bare key.
/// - Mouse reports must use the SGR encoding (mode 1006); motion, horizontal-wheel and extra-button
///   reports have no `MouseEvent.Kind` and are dropped, as is the legacy X10 encoding.
struct InputDecoder: Sendable {
  /// Where an unterminated bracketed paste is cut: 1 MiB.
  static let defaultMaximumPasteLength = 1 << 20

  /// The most parameter and intermediate bytes kept for one CSI sequence. Real keys and mouse
  /// reports need well under this; anything longer is skipped up to its final byte.
  static let maximumSequenceLength = 32

  /// The largest numeric parameter accepted. Bigger ones are malformed, and checking as digits
  /// accumulate keeps the arithmetic from overflowing.
  static let maximumParameterValue = 99_999

  /// What the decoder has seen of the unit it is in the middle of.
  enum State: Equatable, Sendable {
    /// Between units.
    case ground
    /// Inside a multi-byte UTF-8 scalar, waiting for `remaining` continuation bytes.
    case utf8(remaining: Int)
    /// After ESC.
    case escape
    /// After ESC `O`.
    case ss3
    /// After ESC `[`, collecting parameter and intermediate bytes into `pending`.
    case csi
    /// Inside a CSI sequence too long to be anything we decode, skipping to its final byte.
    case discardingCSI
    /// Inside a bracketed paste; `matched` bytes of `pasteTerminator` have been seen (and are not
    /// in `pending`, since they may yet turn out to be the terminator).
    case paste(matched: Int)
  }

  /// What one byte did.
  private enum Outcome {
    /// The byte was taken in; the unit is not finished.
    case pending
    /// The byte finished a unit that means this event.
    case emit(InputEvent)
    /// The byte finished or broke a unit that means nothing here.
    case dropped
    /// The unit in progress ended before these bytes, which do not belong to it: emit `event`
    /// (if any), then decode `replay` from `.ground`.
    case restart(emitting: InputEvent?, replay: [UInt8])
  }

  /// ESC `[` `2` `0` `1` `~`, which ends a bracketed paste. ESC occurs in it only first, which
  /// is what lets a failed match restart without backtracking.
  private static let pasteTerminator: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

  /// The final bytes that mean the same key after ESC `O` (SS3) and after ESC `[` (CSI).
  private static let cursorKeys: [UInt8: Key] = [
    0x41: .up, 0x42: .down, 0x43: .right, 0x44: .left, 0x48: .home, 0x46: .end,
  ]

  private var state: State = .ground
  private var pending: [UInt8] = []

  /// Where this decoder cuts an unterminated paste.
  ///
  /// A paste whose terminator was lost would otherwise collect input forever. When the text
  /// reaches this length (in bytes; the cut never splits a scalar) it is emitted as one
  /// `.paste` and the decoder returns to ground, so whatever follows decodes as keys and the
  /// real terminator, if it ever comes, is ignored.
  let maximumPasteLength: Int

  /// A decoder between units.
  ///
  /// - Parameter maximumPasteLength: Where to cut an unterminated paste; see
  ///   `maximumPasteLength`. Tests pass a small value.
  init(maximumPasteLength: Int = InputDecoder.defaultMaximumPasteLength) {
    self.maximumPasteLength = max(1, maximumPasteLength)
  }

  /// Whether `timeout()` would change anything, so whether the caller should arm its timer.
  ///
  /// False during a paste: a paste is not ended by a pause.
  var hasPendingInput: Bool {
    switch state {
    case .ground, .paste: false
    case .utf8, .escape, .ss3, .csi, .discardingCSI: true
    }
  }

  /// Whether a bracketed paste has begun and not yet ended.
  var isPasting: Bool {
    guard case .paste = state else { return false }
    return true
  }

  /// Decodes `bytes`, returning every event they complete and keeping any unfinished unit (part
  /// of a scalar, of an escape sequence, of a paste) for the next call.
  mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
    var events: [InputEvent] = []
    for byte in bytes {
      receive(byte, into: &events)
    }
    return events
  }

  /// Tells the decoder that no byte arrived for a short while (tens of milliseconds).
  ///
  /// A lone ESC becomes `.key(.escape)`; any other unfinished unit outside a paste is dropped.
  /// Afterwards `hasPendingInput` is false.
  mutating func timeout() -> [InputEvent] {
    switch state {
    case .ground, .paste:
      return []
    case .escape:
      state = .ground
      return [.key(.escape)]
    case .utf8, .ss3, .csi, .discardingCSI:
      pending.removeAll(keepingCapacity: true)
      state = .ground
      return []
    }
  }

  private mutating func receive(_ byte: UInt8, into events: inout [InputEvent]) {
    switch step(byte) {
    case .pending, .dropped:
      break
    case .emit(let event):
      events.append(event)
    case .restart(let event, let replay):
      if let event { events.append(event) }
      for replayed in replay {
        receive(replayed, into: &events)
      }
    }
  }

  private mutating func step(_ byte: UInt8) -> Outcome {
    switch state {
    case .ground: ground(byte)
    case .utf8(let remaining): continueScalar(byte, remaining: remaining)
    case .escape: afterEscape(byte)
    case .ss3: afterSS3(byte)
    case .csi: inCSI(byte)
    case .discardingCSI: discardingCSI(byte)
    case .paste(let matched): inPaste(byte, matched: matched)
    }
  }

  private mutating func ground(_ byte: UInt8) -> Outcome {
    switch byte {
    case 0x1B:
      state = .escape
      return .pending
    case 0x0D, 0x0A:
      return .emit(.key(.enter))
    case 0x09:
      return .emit(.key(.tab))
    case 0x08, 0x7F:
      return .emit(.key(.backspace))
    case 0x01...0x1A:
      return .emit(.key(.ctrl(Character(Unicode.Scalar(byte + 0x60)))))
    case 0x00, 0x1C...0x1F:
      return .emit(.key(.ctrl(Character(Unicode.Scalar(byte + 0x40)))))
    case 0x20...0x7E:
      return .emit(.key(.character(Character(Unicode.Scalar(byte)))))
    case 0xC2...0xF4:
      pending.append(byte)
      state = .utf8(remaining: byte < 0xE0 ? 1 : byte < 0xF0 ? 2 : 3)
      return .pending
    default:
      // A stray continuation byte, or a lead byte that can only start an overlong encoding
      // (C0, C1) or a scalar past U+10FFFF (F5–FF).
      return .dropped
    }
  }

  private mutating func continueScalar(_ byte: UInt8, remaining: Int) -> Outcome {
    guard Self.continues(pending, with: byte) else {
      pending.removeAll(keepingCapacity: true)
      state = .ground
      return .restart(emitting: nil, replay: [byte])
    }
    pending.append(byte)
    guard remaining == 1 else {
      state = .utf8(remaining: remaining - 1)
      return .pending
    }
    // `continues(_:with:)` let through only well-formed sequences, so this is exactly one scalar.
    let scalar = String(decoding: pending, as: UTF8.self).unicodeScalars.first
    pending.removeAll(keepingCapacity: true)
    state = .ground
    // C1 controls (U+0080–U+009F) are no more printable than C0 ones.
    guard let scalar, scalar.value >= 0xA0 else { return .dropped }
    return .emit(.key(.character(Character(scalar))))
  }

  private mutating func afterEscape(_ byte: UInt8) -> Outcome {
    switch byte {
    case UInt8(ascii: "["):
      state = .csi
      return .pending
    case UInt8(ascii: "O"):
      state = .ss3
      return .pending
    default:
      state = .ground
      return .restart(emitting: .key(.escape), replay: [byte])
    }
  }

  private mutating func afterSS3(_ byte: UInt8) -> Outcome {
    state = .ground
    if let key = Self.cursorKeys[byte] { return .emit(.key(key)) }
    // Other final bytes are F1–F4 and the keypad in application mode: nothing in `Key`.
    return (0x40...0x7E).contains(byte) ? .dropped : .restart(emitting: nil, replay: [byte])
  }

  private mutating func inCSI(_ byte: UInt8) -> Outcome {
    switch byte {
    case 0x20...0x3F:
      guard pending.count < Self.maximumSequenceLength else {
        pending.removeAll(keepingCapacity: true)
        state = .discardingCSI
        return .pending
      }
      pending.append(byte)
      return .pending
    case 0x40...0x7E:
      let parameters = pending
      pending.removeAll(keepingCapacity: true)
      state = .ground
      return finishCSI(parameters, final: byte)
    default:
      // A control or non-ASCII byte cannot occur inside a sequence: the sequence was cut short
      // (often by the next one's ESC), so the byte starts something new.
      pending.removeAll(keepingCapacity: true)
      state = .ground
      return .restart(emitting: nil, replay: [byte])
    }
  }

  private mutating func discardingCSI(_ byte: UInt8) -> Outcome {
    if (0x20...0x3F).contains(byte) { return .pending }
    state = .ground
    return (0x40...0x7E).contains(byte) ? .dropped : .restart(emitting: nil, replay: [byte])
  }

  private mutating func inPaste(_ byte: UInt8, matched: Int) -> Outcome {
    let terminator = Self.pasteTerminator
    if byte == terminator[matched] {
      guard matched + 1 == terminator.count else {
        state = .paste(matched: matched + 1)
        return .pending
      }
      let text = String(decoding: pending, as: UTF8.self)
      // Not keeping capacity: a paste can be large, and the next one may never come.
      pending = []
      state = .ground
      return .emit(.paste(text))
    }
    // What looked like the terminator's start was pasted text. Since ESC occurs only first in
    // the terminator, the match can restart only at this byte, and only if it is ESC.
    pending.append(contentsOf: terminator[..<matched])
    let nowMatched: Int
    if byte == terminator[0] {
      nowMatched = 1
    } else {
      pending.append(byte)
      nowMatched = 0
    }
    guard pending.count >= maximumPasteLength else {
      state = .paste(matched: nowMatched)
      return .pending
    }
    let cut = Self.lengthOfCompleteScalars(in: pending)
    var replay = Array(pending[cut...])
    replay.append(contentsOf: terminator[..<nowMatched])
    let text = String(decoding: pending[..<cut], as: UTF8.self)
    pending = []
    state = .ground
    return .restart(emitting: .paste(text), replay: replay)
  }

  /// Acts on a complete CSI sequence, from `.ground`.
  private mutating func finishCSI(_ parameters: [UInt8], final: UInt8) -> Outcome {
    if parameters.first == UInt8(ascii: "<") {
      let isPress = final == UInt8(ascii: "M")
      guard isPress || final == UInt8(ascii: "m"),
        let mouse = Self.sgrMouse(parameters.dropFirst(), isPress: isPress)
      else { return .dropped }
      return .emit(.mouse(mouse))
    }
    guard let numbers = Self.numericParameters(parameters[...]) else { return .dropped }
    // The second parameter, if any, holds the modifiers.
    let modifiers =
      numbers.count >= 2 ? numbers[1].flatMap { EventModifiers(xtermParameter: $0) } : nil
    func key(_ key: Key) -> Outcome {
      .emit(.key(modifiers.map { .modified(key, $0) } ?? key))
    }
    if let cursorKey = Self.cursorKeys[final] { return key(cursorKey) }
    if final == UInt8(ascii: "Z") { return .emit(.key(.backTab)) }
    guard final == UInt8(ascii: "~"), let first = numbers.first, let code = first else {
      return .dropped
    }
    switch code {
    case 1, 7: return key(.home)
    case 4, 8: return key(.end)
    case 3: return key(.delete)
    case 5: return key(.pageUp)
    case 6: return key(.pageDown)
    case 200:
      state = .paste(matched: 0)
      return .pending
    default:
      // Insert (2), function keys, and a paste end (201) outside a paste.
      return .dropped
    }
  }

  /// `b;x;y` of an SGR mouse report, with 1-based x and y.
  private static func sgrMouse(_ bytes: ArraySlice<UInt8>, isPress: Bool) -> MouseEvent? {
    guard let numbers = numericParameters(bytes), numbers.count == 3,
      let code = numbers[0], let x = numbers[1], let y = numbers[2], x >= 1, y >= 1
    else { return nil }
    // Bit 32 is motion and bit 128 the extra buttons 8–11; bits 4, 8 and 16 (Shift, Meta,
    // Control) are ignored like every other modifier.
    guard code & (32 | 128) == 0 else { return nil }
    let kind: MouseEvent.Kind
    if code & 64 != 0 {
      // The wheel reports presses only; codes 66 and 67 are the horizontal wheel.
      guard isPress, code & 2 == 0 else { return nil }
      kind = code & 1 == 0 ? .scrollUp : .scrollDown
    } else {
      kind = isPress ? .press : .release
    }
    return MouseEvent(kind: kind, button: code & 3, column: x - 1, row: y - 1)
  }

  /// The `;`-separated decimal parameters, `nil` for an empty one; `nil` overall if anything
  /// else appears (a private marker, a `:` sub-parameter, an intermediate byte) or a number
  /// exceeds `maximumParameterValue`.
  private static func numericParameters(_ bytes: ArraySlice<UInt8>) -> [Int?]? {
    var numbers: [Int?] = []
    var current: Int?
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        let value = (current ?? 0) * 10 + Int(byte - UInt8(ascii: "0"))
        guard value <= maximumParameterValue else { return nil }
        current = value
      case UInt8(ascii: ";"):
        numbers.append(current)
        current = nil
      default:
        return nil
      }
    }
    numbers.append(current)
    return numbers
  }

  /// Whether `byte` can follow `lead`ing bytes of a scalar, rejecting the second bytes that
  /// would make an overlong encoding, a surrogate, or a scalar past U+10FFFF.
  private static func continues(_ lead: [UInt8], with byte: UInt8) -> Bool {
    guard byte & 0xC0 == 0x80 else { return false }
    guard lead.count == 1 else { return true }
    switch lead[0] {
    case 0xE0: return byte >= 0xA0
    case 0xED: return byte <= 0x9F
    case 0xF0: return byte >= 0x90
    case 0xF4: return byte <= 0x8F
    default: return true
    }
  }

  /// The length of the longest prefix of `bytes` that does not end inside a UTF-8 scalar.
  private static func lengthOfCompleteScalars(in bytes: [UInt8]) -> Int {
    // A scalar is at most 4 bytes, so the lead byte of one cut short is among the last 3.
    for index in bytes.indices.reversed().prefix(3) {
      let byte = bytes[index]
      if byte & 0xC0 == 0x80 { continue }
      let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
      return index + length > bytes.count ? index : bytes.count
    }
    return bytes.count
  }
}
