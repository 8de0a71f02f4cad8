@testable import ComposableUI

// The article's samples are compiled with a plain `import ComposableUI`, as a reader's file
// would be, so that a symbol they need cannot be internal by mistake; the colors a person sees
// are read here, where the screen's cells are visible.
extension TestTerminal {
  /// The text color of the first cell of `text` where it first appears on screen: `nil` when
  /// it does not appear, or is drawn in the terminal's default color.
  func foregroundColor(of text: String) -> Color? {
    style(of: text)?.foreground
  }

  /// The background color of the first cell of `text` where it first appears on screen: `nil`
  /// when it does not appear, or is drawn on the terminal's default background.
  func backgroundColor(of text: String) -> Color? {
    style(of: text)?.background
  }
}
