/// A color a view draws its text or background with, as in `.foregroundStyle(.red)`.
///
/// The terminal's palette decides the exact shades: these are the eight standard ANSI colors,
/// gray (bright black), and the terminal's own default.
public enum Color: Hashable, Sendable {
  /// The terminal's default color for text or background, which puts back what an enclosing
  /// view changed.
  case `default`
  /// Black (ANSI color 0).
  case black
  /// Red (ANSI color 1).
  case red
  /// Green (ANSI color 2).
  case green
  /// Yellow (ANSI color 3).
  case yellow
  /// Blue (ANSI color 4).
  case blue
  /// Magenta (ANSI color 5).
  case magenta
  /// Cyan (ANSI color 6).
  case cyan
  /// White (ANSI color 7), often light gray next to the terminal's bright white.
  case white
  /// Gray (ANSI bright black, color 8).
  case gray
}

extension Color {
  /// The color of the text that matters most, as SwiftUI's `Color.primary`: the terminal's
  /// default, which puts back what an enclosing view changed. In a page it is the color the
  /// element inherits (`color: inherit`), so inside a button it is the button's.
  public static let primary = Color.default
}

extension Color {
  /// The SGR parameter that selects this color for text; the background's is 10 more.
  var foregroundCode: Int {
    switch self {
    case .default: 39
    case .black: 30
    case .red: 31
    case .green: 32
    case .yellow: 33
    case .blue: 34
    case .magenta: 35
    case .cyan: 36
    case .white: 37
    case .gray: 90
    }
  }

  /// The SGR parameter that selects this color for the background.
  var backgroundCode: Int { foregroundCode + 10 }

  /// The color an SGR text color parameter selects, if it is one of ours.
  init?(foregroundCode code: Int) {
    switch code {
    case 39: self = .default
    case 30: self = .black
    case 31: self = .red
    case 32: self = .green
    case 33: self = .yellow
    case 34: self = .blue
    case 35: self = .magenta
    case 36: self = .cyan
    case 37: self = .white
    case 90: self = .gray
    default: return nil
    }
  }

  /// The color's code in a packed `CellStyle`: 1 and up, 0 standing for no color.
  var packed: UInt64 {
    switch self {
    case .default: 1
    case .black: 2
    case .red: 3
    case .green: 4
    case .yellow: 5
    case .blue: 6
    case .magenta: 7
    case .cyan: 8
    case .white: 9
    case .gray: 10
    }
  }

  /// The color of a packed code, `nil` for 0 (no color).
  init?(packed code: UInt64) {
    switch code {
    case 1: self = .default
    case 2: self = .black
    case 3: self = .red
    case 4: self = .green
    case 5: self = .yellow
    case 6: self = .blue
    case 7: self = .magenta
    case 8: self = .cyan
    case 9: self = .white
    case 10: self = .gray
    default: return nil
    }
  }

  /// The color an SGR background parameter selects, if it is one of ours.
  init?(backgroundCode code: Int) {
    self.init(foregroundCode: code - 10)
  }
}

/// How one cell of the terminal is drawn.
///
/// A `nil` color is the terminal's default, as after an SGR reset; `.default` asks for the same
/// explicitly and is written as such (SGR 39 or 49), so that a screen reading the output back
/// finds exactly the style that was written.
struct CellStyle: Hashable, Sendable {
  /// The whole style in one word, so that a cell (a string and a style) has no padding and two
  /// rows of cells compare as bytes: bits 0–3 the foreground's code (0 for `nil`), bits 4–7 the
  /// background's, then one bit each for bold, italic, underline and inverse.
  private var bits: UInt64

  /// The terminal's default: no color, no attribute.
  static let plain = CellStyle()

  init(
    foreground: Color? = nil,
    background: Color? = nil,
    bold: Bool = false,
    italic: Bool = false,
    underline: Bool = false,
    inverse: Bool = false
  ) {
    bits = 0
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.italic = italic
    self.underline = underline
    self.inverse = inverse
  }

  var foreground: Color? {
    get { Color(packed: bits & 0xF) }
    set { bits = bits & ~0xF | (newValue?.packed ?? 0) }
  }

  var background: Color? {
    get { Color(packed: bits >> 4 & 0xF) }
    set { bits = bits & ~0xF0 | (newValue?.packed ?? 0) << 4 }
  }

  var bold: Bool {
    get { flag(8) }
    set { setFlag(8, newValue) }
  }

  var italic: Bool {
    get { flag(9) }
    set { setFlag(9, newValue) }
  }

  var underline: Bool {
    get { flag(10) }
    set { setFlag(10, newValue) }
  }

  var inverse: Bool {
    get { flag(11) }
    set { setFlag(11, newValue) }
  }

  private func flag(_ bit: UInt64) -> Bool { bits >> bit & 1 == 1 }

  private mutating func setFlag(_ bit: UInt64, _ isOn: Bool) {
    bits = isOn ? bits | 1 << bit : bits & ~(1 << bit)
  }

  /// The SGR sequence that selects this style from any other: it starts with a reset (0), so it
  /// does not depend on what the terminal had before.
  var selectGraphicRendition: String {
    var parameters = "0"
    if bold { parameters += ";1" }
    if italic { parameters += ";3" }
    if underline { parameters += ";4" }
    if inverse { parameters += ";7" }
    if let foreground { parameters += ";\(foreground.foregroundCode)" }
    if let background { parameters += ";\(background.backgroundCode)" }
    return "\u{1B}[\(parameters)m"
  }
}
