extension KeyPress {
  /// The press of a key the terminal decoded, as ``View/onKeyPress(action:)`` handlers see it.
  init(_ key: Key) {
    switch key {
    case .enter: self.init(key: .return, characters: "\r")
    case .tab: self.init(key: .tab, characters: "\t")
    case .backTab: self.init(key: .tab, characters: "\t", modifiers: .shift)
    case .up: self.init(key: .upArrow, characters: "\u{F700}")
    case .down: self.init(key: .downArrow, characters: "\u{F701}")
    case .left: self.init(key: .leftArrow, characters: "\u{F702}")
    case .right: self.init(key: .rightArrow, characters: "\u{F703}")
    case .escape: self.init(key: .escape, characters: "\u{1B}")
    case .backspace: self.init(key: .delete, characters: "\u{7F}")
    case .delete: self.init(key: .deleteForward, characters: "\u{F728}")
    case .home: self.init(key: .home, characters: "\u{F729}")
    case .end: self.init(key: .end, characters: "\u{F72B}")
    case .pageUp: self.init(key: .pageUp, characters: "\u{F72C}")
    case .pageDown: self.init(key: .pageDown, characters: "\u{F72D}")
    case .character(let character):
      self.init(key: KeyEquivalent(character), characters: String(character))
    case .ctrl(let character):
      // The key is the letter (or symbol) held with Control; what it types is the control code,
      // as the terminal sent it.
      let code = character.asciiValue.map { Character(Unicode.Scalar($0 & 0x1F)) }
      self.init(
        key: KeyEquivalent(character), characters: code.map { String($0) } ?? "",
        modifiers: .control)
    case .modified(let key, let modifiers):
      let bare = KeyPress(key)
      self.init(
        key: bare.key, characters: bare.characters, modifiers: bare.modifiers.union(modifiers))
    }
  }
}
