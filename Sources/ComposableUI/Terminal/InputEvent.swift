/// One thing the user did at the terminal, as decoded by `InputDecoder`.
enum InputEvent: Equatable, Sendable {
  /// A key press.
  case key(Key)

  /// Text pasted while bracketed paste mode was on, delivered whole so that its newlines and
  /// tabs are not taken for Enter and Tab presses.
  case paste(String)

  /// A mouse button or wheel report (SGR encoding).
  case mouse(MouseEvent)
}

/// A mouse report, with the cell it happened over.
struct MouseEvent: Equatable, Sendable {
  /// What the mouse did.
  enum Kind: Equatable, Sendable {
    /// A button went down.
    case press
    /// A button came up.
    case release
    /// The wheel turned away from the user (content should move down, revealing what is above).
    case scrollUp
    /// The wheel turned toward the user.
    case scrollDown
  }

  /// What the mouse did.
  var kind: Kind

  /// The button: 0 left, 1 middle, 2 right. For the wheel, the terminal's low bits (0 up, 1
  /// down), which carry nothing beyond `kind`.
  var button: Int

  /// The cell's column, 0 at the left edge.
  var column: Int

  /// The cell's row, 0 at the top edge.
  var row: Int
}
