import Foundation

/// A font, as SwiftUI describes one: a text style or a size, with a weight and a design.
///
/// ```swift
/// Text("Settings").font(.largeTitle)
/// Label("Inbox", systemImage: "envelope").font(.headline)
/// ```
///
/// A terminal draws every cell in its one font, so fonts are accepted for source compatibility
/// and kept in the environment (``EnvironmentValues/font``) for a renderer that has fonts; the
/// terminal draws text the same with any of them. Use ``View/bold(_:)`` for emphasis that
/// shows.
public struct Font: Hashable, Sendable {
  /// What the font is based on.
  enum Base: Hashable, Sendable {
    case textStyle(TextStyle)
    case size(Double)
    case custom(name: String, size: Double)
  }

  let base: Base
  var weight: Weight?
  var design: Design?
  var isItalic = false
  var isMonospacedDigit = false

  /// The font of a large title.
  public static let largeTitle = Font(base: .textStyle(.largeTitle))
  /// The font of a title.
  public static let title = Font(base: .textStyle(.title))
  /// The font of a second-level title.
  public static let title2 = Font(base: .textStyle(.title2))
  /// The font of a third-level title.
  public static let title3 = Font(base: .textStyle(.title3))
  /// The font of a headline.
  public static let headline = Font(base: .textStyle(.headline))
  /// The font of a subheadline.
  public static let subheadline = Font(base: .textStyle(.subheadline))
  /// The font of body text.
  public static let body = Font(base: .textStyle(.body))
  /// The font of a callout.
  public static let callout = Font(base: .textStyle(.callout))
  /// The font of a footnote.
  public static let footnote = Font(base: .textStyle(.footnote))
  /// The font of a caption.
  public static let caption = Font(base: .textStyle(.caption))
  /// The font of a second-level caption.
  public static let caption2 = Font(base: .textStyle(.caption2))

  /// The system font of a text style.
  ///
  /// - Parameters:
  ///   - style: The text style.
  ///   - design: The design; `nil` for the default.
  ///   - weight: The weight; `nil` for the style's.
  public static func system(
    _ style: TextStyle, design: Design? = nil, weight: Weight? = nil
  ) -> Font {
    Font(base: .textStyle(style), weight: weight, design: design)
  }

  /// The system font at a size.
  ///
  /// - Parameters:
  ///   - size: The size, in points.
  ///   - weight: The weight; `nil` for regular.
  ///   - design: The design; `nil` for the default.
  public static func system(
    size: CGFloat, weight: Weight? = nil, design: Design? = nil
  ) -> Font {
    Font(base: .size(Double(size)), weight: weight, design: design)
  }

  /// A font by name, at a size.
  ///
  /// - Parameters:
  ///   - name: The font's name.
  ///   - size: The size, in points.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(base: .custom(name: name, size: Double(size)))
  }

  /// This font with a weight.
  ///
  /// - Parameter weight: The weight.
  public func weight(_ weight: Weight) -> Font {
    var font = self
    font.weight = weight
    return font
  }

  /// This font in bold.
  public func bold() -> Font {
    weight(.bold)
  }

  /// This font in italics.
  public func italic() -> Font {
    var font = self
    font.isItalic = true
    return font
  }

  /// This font's monospaced design.
  public func monospaced() -> Font {
    var font = self
    font.design = .monospaced
    return font
  }

  /// This font with digits of one width.
  public func monospacedDigit() -> Font {
    var font = self
    font.isMonospacedDigit = true
    return font
  }

  /// The styles of text that system fonts are made for.
  public enum TextStyle: Hashable, Sendable, CaseIterable {
    /// A large title.
    case largeTitle
    /// A title.
    case title
    /// A second-level title.
    case title2
    /// A third-level title.
    case title3
    /// A headline.
    case headline
    /// A subheadline.
    case subheadline
    /// Body text.
    case body
    /// A callout.
    case callout
    /// A footnote.
    case footnote
    /// A caption.
    case caption
    /// A second-level caption.
    case caption2
  }

  /// How heavy a font's strokes are.
  public struct Weight: Hashable, Sendable {
    /// The weight's rank, from the lightest to the heaviest.
    let rank: Int

    /// The lightest weight.
    public static let ultraLight = Weight(rank: 1)
    /// A thin weight.
    public static let thin = Weight(rank: 2)
    /// A light weight.
    public static let light = Weight(rank: 3)
    /// The regular weight.
    public static let regular = Weight(rank: 4)
    /// A medium weight.
    public static let medium = Weight(rank: 5)
    /// A semibold weight.
    public static let semibold = Weight(rank: 6)
    /// A bold weight.
    public static let bold = Weight(rank: 7)
    /// A heavy weight.
    public static let heavy = Weight(rank: 8)
    /// The heaviest weight.
    public static let black = Weight(rank: 9)
  }

  /// The design of a system font.
  public enum Design: Hashable, Sendable {
    /// The default design.
    case `default`
    /// A design with serifs.
    case serif
    /// A design with rounded strokes.
    case rounded
    /// A design whose characters all have one width.
    case monospaced
  }
}

/// The font set by `.font(_:)`.
struct FontKey: EnvironmentKey {
  static let defaultValue: Font? = nil
}

extension EnvironmentValues {
  /// The font set by ``View/font(_:)`` on a view above, `nil` for the default; the terminal
  /// draws text the same with any font.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }
}

extension View {
  /// Sets the font of the text below: kept in the environment for source compatibility, as a
  /// terminal draws every cell in its one font.
  ///
  /// - Parameter font: The font; `nil` for the default.
  public func font(_ font: Font?) -> some View {
    environment(\.font, font)
  }
}

extension Text {
  /// This text in a font: accepted for source compatibility, as a terminal draws every cell in
  /// its one font. Use ``Text/bold(_:)`` for emphasis that shows.
  ///
  /// - Parameter font: The font; `nil` for the default.
  public func font(_ font: Font?) -> Text {
    // A text's runs have no font to keep: nothing would read it.
    self
  }
}
