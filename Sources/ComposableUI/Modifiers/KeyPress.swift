/// A key on the keyboard, as ``View/onKeyPress(_:action:)`` matches it: a character, or one of
/// the named keys below.
///
/// ```swift
/// .onKeyPress("+") { store.send(.incrementButtonTapped); return .handled }
/// .onKeyPress(.escape) { store.send(.cancelButtonTapped); return .handled }
/// ```
///
/// The named keys use the characters SwiftUI uses for them (the function-key range of Unicode's
/// private use area for the arrows and the keys around them), so that a key equivalent is one
/// `Character` whatever the key.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  /// The character of the key.
  public var character: Character

  /// The key that types a character: `KeyEquivalent("q")`, or just `"q"` where a key equivalent
  /// is expected.
  ///
  /// - Parameter character: The character the key types.
  public init(_ character: Character) {
    self.character = character
  }

  /// The key that types a character, from a literal: `"q"`.
  ///
  /// - Parameter character: The character the key types.
  public init(extendedGraphemeClusterLiteral character: Character) {
    self.init(character)
  }

  /// Return, or Enter.
  public static let `return` = KeyEquivalent("\r")
  /// Escape.
  public static let escape = KeyEquivalent("\u{1B}")
  /// Tab. Shift-Tab is the same key with ``EventModifiers/shift``.
  public static let tab = KeyEquivalent("\t")
  /// The space bar.
  public static let space = KeyEquivalent(" ")
  /// The up arrow.
  public static let upArrow = KeyEquivalent("\u{F700}")
  /// The down arrow.
  public static let downArrow = KeyEquivalent("\u{F701}")
  /// The left arrow.
  public static let leftArrow = KeyEquivalent("\u{F702}")
  /// The right arrow.
  public static let rightArrow = KeyEquivalent("\u{F703}")
  /// Backspace, which deletes backward (labelled Delete on a Mac keyboard).
  public static let delete = KeyEquivalent("\u{7F}")
  /// Delete, which deletes forward (the key labelled Del or "⌦").
  public static let deleteForward = KeyEquivalent("\u{F728}")
  /// Home.
  public static let home = KeyEquivalent("\u{F729}")
  /// End.
  public static let end = KeyEquivalent("\u{F72B}")
  /// Page Up.
  public static let pageUp = KeyEquivalent("\u{F72C}")
  /// Page Down.
  public static let pageDown = KeyEquivalent("\u{F72D}")
}

/// The modifier keys held with a key.
///
/// A terminal reports only two of them: ``shift`` with Tab (Shift-Tab), and ``control`` with a
/// letter (Control-A through Control-Z, some of which arrive as other keys; see ``Key``).
public struct EventModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: Int

  /// A set of modifier keys from its raw value.
  ///
  /// - Parameter rawValue: The modifiers' bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Shift.
  public static let shift = EventModifiers(rawValue: 1 << 1)
  /// Control.
  public static let control = EventModifiers(rawValue: 1 << 2)
  /// Option, or Alt.
  public static let option = EventModifiers(rawValue: 1 << 3)
  /// Command.
  public static let command = EventModifiers(rawValue: 1 << 4)
}

/// A key the user pressed, as an ``View/onKeyPress(action:)`` handler receives it.
///
/// ```swift
/// .onKeyPress { press in
///   guard press.modifiers.contains(.control), press.key == "s" else { return .ignored }
///   store.send(.saveShortcutPressed)
///   return .handled
/// }
/// ```
public struct KeyPress: Sendable {
  /// The key.
  public let key: KeyEquivalent
  /// What the key types: its character, or the control character Control with a letter types.
  public let characters: String
  /// The modifier keys held with it.
  public let modifiers: EventModifiers

  init(key: KeyEquivalent, characters: String, modifiers: EventModifiers = []) {
    self.key = key
    self.characters = characters
    self.modifiers = modifiers
  }

  /// What a key press handler did with the key.
  public enum Result: Hashable, Sendable {
    /// The handler used the key: no other handler, and not the renderer (moving focus with Tab,
    /// dismissing with Escape), sees it.
    case handled
    /// The handler did not use the key: it goes on to the next handler, and then to the
    /// renderer.
    case ignored
  }
}
