/// A key the user pressed, as decoded from what the terminal sends.
///
/// Modifiers are not reported, except Control on its own with a letter (``ctrl(_:)``) and Shift
/// with Tab (``backTab``): a terminal encodes the others inconsistently, and the views built on
/// this type do not need them.
public enum Key: Hashable, Sendable {
  /// Return or Enter (a carriage return or a line feed, which is also Control-M and Control-J).
  case enter

  /// Tab (which is also Control-I).
  case tab

  /// Shift-Tab.
  case backTab

  /// The up arrow.
  case up

  /// The down arrow.
  case down

  /// The left arrow.
  case left

  /// The right arrow.
  case right

  /// Escape, reported once a short pause shows it does not begin a longer sequence.
  case escape

  /// Backspace, which deletes backward (which is also Control-H).
  case backspace

  /// Delete, which deletes forward (the key labelled Del or "⌦").
  case delete

  /// Home.
  case home

  /// End.
  case end

  /// Page Up.
  case pageUp

  /// Page Down.
  case pageDown

  /// A printable character the user typed.
  ///
  /// Each Unicode scalar arrives as its own key, so a combining mark or an emoji modifier comes
  /// after the character it belongs to; appending each character to a `String` joins them into
  /// one grapheme again.
  case character(Character)

  /// Control held with a key: the lowercase letter for Control-A through Control-Z (except
  /// Control-H, -I, -J and -M, which arrive as ``backspace``, ``tab`` and ``enter``), or the
  /// caret-notation symbol `@`, `\`, `]`, `^` or `_` for the other control codes.
  case ctrl(Character)
}
