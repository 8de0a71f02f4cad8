/// How text below a view is drawn, set by `.foregroundColor(_:)`, `.bold()` and friends.
struct TextAttributesKey: EnvironmentKey {
  static let defaultValue = TextAttributes()
}

/// Whether the views below can be used, set by `.disabled(_:)`.
struct IsEnabledKey: EnvironmentKey {
  static let defaultValue = true
}

extension EnvironmentValues {
  /// How text is drawn where a `Text` does not say otherwise.
  var textAttributes: TextAttributes {
    get { self[TextAttributesKey.self] }
    set { self[TextAttributesKey.self] = newValue }
  }

  /// Whether buttons, fields and toggles below respond to the user; `false` under
  /// `.disabled(true)`.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
}

/// Text attributes, each `nil` where it inherits from the enclosing view.
struct TextAttributes: Hashable, Sendable {
  var foreground: Color?
  var background: Color?
  var bold: Bool?
  var italic: Bool?
  var underline: Bool?
  var strikethrough: Bool?

  /// These attributes, with `inner`'s where it sets them.
  func overridden(by inner: TextAttributes) -> TextAttributes {
    TextAttributes(
      foreground: inner.foreground ?? foreground,
      background: inner.background ?? background,
      bold: inner.bold ?? bold,
      italic: inner.italic ?? italic,
      underline: inner.underline ?? underline,
      strikethrough: inner.strikethrough ?? strikethrough
    )
  }

  /// The cell style these attributes draw with.
  var cellStyle: CellStyle { cellStyle(over: .plain) }

  /// The cell style these attributes draw with, over a style an enclosing control draws with
  /// (a focused button's reverse video, say), which they override where they are set.
  func cellStyle(over base: CellStyle) -> CellStyle {
    var style = base
    if let foreground { style.foreground = foreground }
    if let background { style.background = background }
    if let bold { style.bold = bold }
    if let italic { style.italic = italic }
    if let underline { style.underline = underline }
    return style
  }
}
