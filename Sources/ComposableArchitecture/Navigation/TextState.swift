/// Text as a value: what an alert, dialog or button shows, compared and tested like any state.
///
/// ```swift
/// TextState("Delete all notes?")
/// TextState("Hello, ") + TextState(name).bold()
/// ```
///
/// It carries the text and the emphasis to render it with; a view layer maps it to its own text
/// type, and ``Swift/String/init(state:)`` gives the plain characters.
public struct TextState: Equatable, Hashable, Sendable, Codable {
  /// A run of characters and how to emphasize them.
  struct Run: Equatable, Hashable, Sendable, Codable {
    var string: String
    var modifiers: Modifiers = []
  }

  /// The emphasis of a run.
  struct Modifiers: OptionSet, Equatable, Hashable, Sendable, Codable {
    let rawValue: Int
    static let bold = Self(rawValue: 1 << 0)
    static let italic = Self(rawValue: 1 << 1)
    static let underline = Self(rawValue: 1 << 2)
    static let strikethrough = Self(rawValue: 1 << 3)
  }

  var runs: [Run]

  /// Creates text from a string.
  ///
  /// - Parameter content: The text.
  public init(_ content: some StringProtocol) {
    runs = [Run(string: String(content))]
  }

  /// Creates text from a string, shown as is.
  ///
  /// - Parameter content: The text.
  public init(verbatim content: String) {
    runs = [Run(string: content)]
  }

  private func modified(_ modifier: Modifiers) -> Self {
    var copy = self
    for index in copy.runs.indices {
      copy.runs[index].modifiers.insert(modifier)
    }
    return copy
  }

  /// The text in bold.
  public func bold() -> Self { modified(.bold) }
  /// The text in italics.
  public func italic() -> Self { modified(.italic) }
  /// The text underlined.
  public func underline() -> Self { modified(.underline) }
  /// The text struck through.
  public func strikethrough() -> Self { modified(.strikethrough) }

  /// The two texts, one after the other.
  public static func + (lhs: Self, rhs: Self) -> Self {
    var result = lhs
    result.runs.append(contentsOf: rhs.runs)
    return result
  }
}

extension TextState: ExpressibleByStringInterpolation {
  /// Creates text from a string literal.
  public init(stringLiteral value: String) {
    self.init(verbatim: value)
  }
}

extension TextState: CustomDumpRepresentable {
  /// Dumps as its plain characters.
  public var customDumpValue: Any { String(state: self) }
}

extension String {
  /// The plain characters of a ``TextState``, without emphasis.
  ///
  /// - Parameter state: The text.
  public init(state: TextState) {
    self = state.runs.map(\.string).joined()
  }
}
