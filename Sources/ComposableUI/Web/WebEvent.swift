import Foundation

/// Something a person did on a page, as the page's script reports it: what happened, to which
/// element, and in which frame the page was when it happened.
///
/// Nothing in an event is trusted: ``WebRenderer/handle(_:)`` sends it to a view only when its
/// element is on the page and listens for that kind of event, its frame is not from the future
/// or too old, and its view is enabled.
package struct WebEvent: Equatable, Sendable {
  /// The kinds of events a page reports.
  package enum Kind: String, Sendable, CaseIterable {
    /// A button, a link or a checkbox was clicked.
    case click
    /// A text field's text changed while the person types; `value` is the whole text.
    case input
    /// A choice was made: a checkbox's mark (`"true"` or `"false"` in `value`), or a picker's
    /// option (its view's id in `value`).
    case change
    /// A text field's Return key.
    case submit
    /// A sheet or an alert was dismissed (Escape, or its close button).
    case dismiss
    /// A control took focus (the person clicked or tabbed into it).
    case focus
    /// A control lost focus to nothing (the person clicked outside the controls).
    case blur
    /// A key pressed on a list's row that takes keys; `value` says which: `Delete`,
    /// `Backspace`, `Alt+ArrowUp` or `Alt+ArrowDown`.
    case key
    /// The page is in front of someone (not hidden in a background tab): sent now and then, so
    /// that a page only watched, whose person does nothing, keeps its session. Its target is
    /// the page itself, `app`.
    case visible
  }

  /// What happened.
  package var kind: Kind
  /// The id of the element it happened to.
  package var target: String
  /// The frame the page showed when it happened.
  package var version: Int
  /// The value it carries: a text field's text, a picker's offset.
  package var value: String?
  /// The page's number for the event, counting up: frames say which events they follow (see
  /// ``WebRenderer``), so that a text field keeps the person's newer edit.
  package var sequence: Int?

  package init(
    kind: Kind, target: String, version: Int, value: String? = nil, sequence: Int? = nil
  ) {
    self.kind = kind
    self.target = target
    self.version = version
    self.value = value
    self.sequence = sequence
  }

  /// Why a message from a page was not taken as an event.
  package enum DecodingError: Error, Equatable, CustomStringConvertible {
    /// The message is larger than the limit.
    case tooLarge(bytes: Int, limit: Int)
    /// The message is not the JSON of an event.
    case malformed(String)

    package var description: String {
      switch self {
      case .tooLarge(let bytes, let limit):
        "a message of \(bytes) bytes is over the limit of \(limit) bytes"
      case .malformed(let reason):
        "the message is not an event (\(reason))"
      }
    }
  }

  /// The largest text an event may carry, in bytes: a text field's whole text fits.
  static let maximumValueBytes = 60_000

  /// Decodes an event from a page's message: `{"kind":"click","target":"v12","version":3}`,
  /// with `"value"` for the events that carry one and `"sequence"` for the page's count.
  package init(json message: String, limit: Int) throws(DecodingError) {
    let bytes = message.utf8.count
    guard bytes <= limit else { throw .tooLarge(bytes: bytes, limit: limit) }
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: Data(message.utf8))
    } catch {
      throw .malformed("not JSON")
    }
    guard let fields = object as? [String: Any] else { throw .malformed("not a JSON object") }
    guard let kindName = fields["kind"] as? String, let kind = Kind(rawValue: kindName) else {
      throw .malformed("unknown kind \(String(describing: fields["kind"] ?? "nil"))")
    }
    guard let target = fields["target"] as? String, !target.isEmpty, target.utf8.count <= 64
    else { throw .malformed("no target") }
    // JSON numbers arrive as doubles or integers depending on the platform's decoder.
    guard let version = (fields["version"] as? NSNumber)?.intValue, version >= 0 else {
      throw .malformed("no version")
    }
    let value = fields["value"]
    if value != nil, !(value is String) && !(value is NSNull) {
      throw .malformed("a value that is not text")
    }
    let text = value as? String
    if let text, text.utf8.count > Self.maximumValueBytes {
      throw .malformed("a value over \(Self.maximumValueBytes) bytes")
    }
    let sequence = fields["sequence"].map { $0 as? NSNumber }
    if let sequence, sequence.map({ $0.intValue < 0 }) ?? true {
      throw .malformed("a sequence that is not a count")
    }
    self.init(
      kind: kind, target: target, version: version, value: text,
      sequence: sequence??.intValue)
  }
}
