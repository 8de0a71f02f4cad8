/// How many terminal cells text occupies.
///
/// A character (grapheme cluster) takes the width of its first scalar, since what follows it
/// (combining marks, variation selectors, emoji modifiers, zero-width joiners and the rest of a
/// ZWJ sequence) draws over the same cells, with one exception: a character that asks for
/// emoji presentation with U+FE0F takes 2, as terminals draw emoji two cells wide.
///
/// A scalar is 0 wide if it is a control character, a lone combining mark, or one of the
/// invisible formatting characters in `zeroWidthRanges`; 2 wide if it is in `wideRanges` (East
/// Asian Wide and Fullwidth, and emoji with default emoji presentation); 1 otherwise. The tables
/// follow Unicode's East Asian Width and emoji data in outline rather than scalar by scalar:
/// notably U+1F300–U+1F64F is wide as a whole, though a few symbols in it (U+1F321–U+1F32C, for
/// instance) are narrow by default, and regional indicators (U+1F1E6–U+1F1FF) are wide so that a
/// flag, a pair of them, takes 2 cells as most terminals draw it. Terminals disagree at these
/// edges anyway; the point is to agree with the common ones on the text people actually use.
enum DisplayWidth {
  /// The scalars, sorted and disjoint, that take two cells.
  static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo initial consonants
    0x231A...0x231B,  // watch, hourglass
    0x2329...0x232A,  // angle brackets
    0x23E9...0x23EC,
    0x23F0...0x23F0,
    0x23F3...0x23F3,
    0x25FD...0x25FE,
    0x2614...0x2615,
    0x2648...0x2653,  // zodiac
    0x267F...0x267F,
    0x2693...0x2693,
    0x26A1...0x26A1,
    0x26AA...0x26AB,
    0x26BD...0x26BE,
    0x26C4...0x26C5,
    0x26CE...0x26CE,
    0x26D4...0x26D4,
    0x26EA...0x26EA,
    0x26F2...0x26F3,
    0x26F5...0x26F5,
    0x26FA...0x26FA,
    0x26FD...0x26FD,
    0x2705...0x2705,
    0x270A...0x270B,
    0x2728...0x2728,
    0x274C...0x274C,
    0x274E...0x274E,
    0x2753...0x2755,
    0x2757...0x2757,
    0x2795...0x2797,
    0x27B0...0x27B0,
    0x27BF...0x27BF,
    0x2B1B...0x2B1C,
    0x2B50...0x2B50,
    0x2B55...0x2B55,
    0x2E80...0x303E,  // CJK radicals, Kangxi radicals, CJK symbols and punctuation
    0x3041...0x33FF,  // kana, Bopomofo, Hangul compatibility Jamo, CJK compatibility
    0x3400...0x4DBF,  // CJK Extension A
    0x4E00...0x9FFF,  // CJK Unified Ideographs
    0xA000...0xA4CF,  // Yi
    0xA960...0xA97F,  // Hangul Jamo Extended-A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
    0xFF00...0xFF60,  // fullwidth forms
    0xFFE0...0xFFE6,  // fullwidth signs
    0x1F004...0x1F004,  // mahjong red dragon
    0x1F0CF...0x1F0CF,  // joker
    0x1F18E...0x1F18E,
    0x1F191...0x1F19A,  // squared words
    0x1F1E6...0x1F1FF,  // regional indicators
    0x1F200...0x1F251,  // enclosed ideographic supplement
    0x1F300...0x1F64F,  // pictographs, emoticons
    0x1F680...0x1F6FF,  // transport and map symbols
    0x1F900...0x1F9FF,  // supplemental symbols and pictographs
    0x1FA70...0x1FAFF,  // symbols and pictographs extended-A
    0x20000...0x2FFFD,  // CJK Extension B onwards
    0x30000...0x3FFFD,  // CJK Extension G onwards
  ]

  /// The scalars, sorted and disjoint, that take no cell: controls and invisible formatting
  /// characters (zero-width space and joiners, directional marks and embeddings, word joiner
  /// and invisible operators, the byte-order mark).
  static let zeroWidthRanges: [ClosedRange<UInt32>] = [
    0x0000...0x001F,
    0x007F...0x009F,
    0x200B...0x200F,
    0x202A...0x202E,
    0x2060...0x2064,
    0xFEFF...0xFEFF,
  ]

  /// The cells `character` occupies: 0, 1 or 2.
  static func of(_ character: Character) -> Int {
    // Also covers "\r\n", a single character whose ASCII value is that of "\n".
    if let ascii = character.asciiValue {
      return ascii >= 0x20 && ascii != 0x7F ? 1 : 0
    }
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    let width = scalarWidth(first)
    if width < 2, scalars.contains(where: { $0.value == 0xFE0F }) {
      return 2
    }
    return width
  }

  /// The cells `string` occupies: the sum of its characters' widths.
  static func of(_ string: some StringProtocol) -> Int {
    // Plain ASCII is by far the commonest text, and its width is its printable bytes.
    var width = 0
    for byte in string.utf8 {
      guard byte < 0x80 else {
        return string.reduce(0) { $0 + of($1) }
      }
      if byte >= 0x20 && byte != 0x7F {
        width += 1
      }
    }
    return width
  }

  /// The cells `scalar` occupies on its own.
  static func scalarWidth(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x7F {
      return value >= 0x20 ? 1 : 0
    }
    if contains(value, in: zeroWidthRanges) {
      return 0
    }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark:
      return 0
    default:
      break
    }
    return contains(value, in: wideRanges) ? 2 : 1
  }

  /// Whether `value` falls in one of `ranges`, which must be sorted and disjoint.
  private static func contains(_ value: UInt32, in ranges: [ClosedRange<UInt32>]) -> Bool {
    var low = 0
    var high = ranges.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let range = ranges[middle]
      if value < range.lowerBound {
        high = middle - 1
      } else if value > range.upperBound {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }
}
