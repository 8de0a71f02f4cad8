extension Key {
  /// The bytes a terminal (xterm's normal cursor mode) sends for this key: what `TestTerminal`
  /// feeds the input decoder, so that tests go through the same decoding as a person's typing.
  var bytes: [UInt8] {
    switch self {
    case .enter: [0x0D]
    case .tab: [0x09]
    case .backTab: Array("\u{1B}[Z".utf8)
    case .up: Array("\u{1B}[A".utf8)
    case .down: Array("\u{1B}[B".utf8)
    case .right: Array("\u{1B}[C".utf8)
    case .left: Array("\u{1B}[D".utf8)
    case .escape: [0x1B]
    case .backspace: [0x7F]
    case .delete: Array("\u{1B}[3~".utf8)
    case .home: Array("\u{1B}[H".utf8)
    case .end: Array("\u{1B}[F".utf8)
    case .pageUp: Array("\u{1B}[5~".utf8)
    case .pageDown: Array("\u{1B}[6~".utf8)
    case .character(let character): Array(String(character).utf8)
    case .ctrl(let character):
      // Control clears the top three bits of the key's ASCII code: `a` (0x61) is 0x01, `@` 0x00.
      character.asciiValue.map { [$0.uppercasedASCII & 0x1F] } ?? []
    case .modified(let key, let modifiers):
      // xterm puts 1 + the modifier bits (Shift 1, Alt 2, Control 4) as a second parameter.
      // Keys it sends no such sequence for are sent bare.
      modifiers.xtermBits == 0
        ? key.bytes : Self.modifiedSequence(key, parameter: 1 + modifiers.xtermBits) ?? key.bytes
    }
  }

  private static func modifiedSequence(_ key: Key, parameter: Int) -> [UInt8]? {
    let sequence: String? =
      switch key {
      case .up: "1;\(parameter)A"
      case .down: "1;\(parameter)B"
      case .right: "1;\(parameter)C"
      case .left: "1;\(parameter)D"
      case .home: "1;\(parameter)H"
      case .end: "1;\(parameter)F"
      case .delete: "3;\(parameter)~"
      case .pageUp: "5;\(parameter)~"
      case .pageDown: "6;\(parameter)~"
      default: nil
      }
    return sequence.map { Array("\u{1B}[\($0)".utf8) }
  }
}

extension EventModifiers {
  /// The modifiers as xterm counts them in a key's sequence: Shift 1, Alt 2, Control 4.
  var xtermBits: Int {
    (contains(.shift) ? 1 : 0) + (contains(.option) ? 2 : 0) + (contains(.control) ? 4 : 0)
  }

  /// The modifiers of an xterm key sequence's modifier parameter (1 + the bits); `nil` for a
  /// parameter that means none.
  init?(xtermParameter parameter: Int) {
    let bits = parameter - 1
    guard bits > 0, bits < 16 else { return nil }
    var modifiers: EventModifiers = []
    if bits & 1 != 0 { modifiers.insert(.shift) }
    if bits & 2 != 0 || bits & 8 != 0 { modifiers.insert(.option) }
    if bits & 4 != 0 { modifiers.insert(.control) }
    self = modifiers
  }
}

extension UInt8 {
  fileprivate var uppercasedASCII: UInt8 {
    (0x61...0x7A).contains(self) ? self - 0x20 : self
  }
}
