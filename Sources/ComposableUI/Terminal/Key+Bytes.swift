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
    }
  }
}

extension UInt8 {
  fileprivate var uppercasedASCII: UInt8 {
    (0x61...0x7A).contains(self) ? self - 0x20 : self
  }
}
