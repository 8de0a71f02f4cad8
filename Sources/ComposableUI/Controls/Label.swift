/// A title with an icon before it.
///
/// ```swift
/// Label("Favorites", systemImage: "star")    // ★ Favorites
/// Label {
///   Text("Offline").bold()
/// } icon: {
///   Text("⚠").foregroundColor(.yellow)
/// }
/// ```
///
/// A terminal has no symbol images: a few common SF Symbols names draw as a one-cell symbol (see
/// ``init(_:systemImage:)``), and any other name draws the title alone.
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon

  /// A label from a title and an icon built by closures.
  ///
  /// - Parameters:
  ///   - title: The label's text.
  ///   - icon: What goes before the text.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  /// The icon, then the title, a cell apart.
  public var body: some View {
    HStack {
      icon
      title
    }
  }
}

extension Label where Title == Text, Icon == Text? {
  /// A label with a title and the symbol that stands for a system image's name.
  ///
  /// These names have a symbol: `star` and `star.fill` ★, `heart` and `heart.fill` ♥,
  /// `checkmark` ✓, `xmark` ✗, `exclamationmark.triangle` ⚠, `info.circle` ℹ, `plus` +,
  /// `minus` −, `circle` ○, `circle.fill` ●, `gear` ⚙, `envelope` ✉, and the arrows
  /// `arrow.up`, `arrow.down`, `arrow.left`, `arrow.right` (↑ ↓ ← →). Another name shows the
  /// title alone.
  ///
  /// - Parameters:
  ///   - title: The label's text.
  ///   - name: The name of an SF Symbol.
  public init(_ title: String, systemImage name: String) {
    self.title = Text(title)
    icon = SystemImage.symbol(named: name).map { Text(verbatim: $0) }
  }
}

/// The one-cell symbols that stand for SF Symbols names.
enum SystemImage {
  private static let symbols: [String: String] = [
    "star": "★", "star.fill": "★",
    "heart": "♥", "heart.fill": "♥",
    "checkmark": "✓", "checkmark.circle": "✓", "checkmark.circle.fill": "✓",
    "xmark": "✗", "xmark.circle": "✗", "xmark.circle.fill": "✗",
    "exclamationmark.triangle": "⚠", "exclamationmark.triangle.fill": "⚠",
    "info.circle": "ℹ", "info.circle.fill": "ℹ",
    "plus": "+", "minus": "−",
    "circle": "○", "circle.fill": "●",
    "gear": "⚙", "envelope": "✉",
    "arrow.up": "↑", "arrow.down": "↓", "arrow.left": "←", "arrow.right": "→",
  ]

  /// The symbol for a name, or `nil` for a name without one.
  static func symbol(named name: String) -> String? {
    symbols[name]
  }
}
