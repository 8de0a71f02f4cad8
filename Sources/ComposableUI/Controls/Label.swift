/// A title with an icon before it.
///
/// ```swift
/// Label("Favorites", systemImage: "star")    // ☆ Favorites
/// Label {
///   Text("Offline").bold()
/// } icon: {
///   Text("⚠").foregroundColor(.yellow)
/// }
/// ```
///
/// A terminal has no symbol images: the SF Symbols names ``Image`` lists draw as their glyphs
/// (see ``init(_:systemImage:)``), and any other name draws the title alone.
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

extension Label where Title == Text, Icon == Image? {
  /// A label with a title and the glyph of a system image's name (``Image`` lists the names a
  /// terminal draws).
  ///
  /// A name without a glyph shows the title alone, as SwiftUI's label shows no icon for it.
  ///
  /// - Parameters:
  ///   - title: The label's text.
  ///   - name: The name of an SF Symbol.
  public init(_ title: String, systemImage name: String) {
    self.title = Text(title)
    icon = SystemSymbols.glyph(named: name) == nil ? nil : Image(systemName: name)
  }
}
