/// A key the user pressed, as decoded from what the terminal sends.
///
/// Modifiers are reported for the keys whose sequences carry them the way xterm encodes them:
/// the arrows, Home, End, Delete, Page Up and Page Down (``modified(_:_:)``, `ESC[1;3A` is
/// Option-Up); and Control on its own with a letter (``ctrl(_:)``) and Shift with Tab
/// (``backTab``). Other combinations reach the app as the bare key, or not at all: terminals
/// encode them inconsistently.
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
  /// A key held with Shift, Option (Alt) or Control: an arrow, Home, End, Delete, Page Up or
  /// Page Down, as xterm-style terminals report them. Controls use none of them; `.onKeyPress`
  /// handlers and a `ForEach`'s row actions may, and a key nothing used does what its bare key
  /// does by default.
  indirect case modified(Key, EventModifiers)

  /// The key without the modifiers of ``modified(_:_:)``.
  public var withoutModifiers: Key {
    if case .modified(let key, _) = self { return key.withoutModifiers }
    return self
  }
}
