import Foundation

/// A symbol: an SF Symbols name drawn as a terminal glyph.
///
/// ```swift
/// Image(systemName: todo.isComplete ? "checkmark.circle.fill" : "circle")
/// Image(systemName: "star.fill").foregroundColor(.yellow)
/// ```
///
/// A terminal has no vector images: each name below draws as one glyph that common terminal
/// fonts have, one cell wide unless the table says two. Outlined and filled variants differ
/// where a person needs to tell them apart (☆ and ★ for a favorite), and share a glyph where
/// the terminal has only one.
///
/// | Names | Glyph |
/// |---|---|
/// | `checkmark`, `checkmark.circle` | ✓ |
/// | `checkmark.circle.fill` | ✔ |
/// | `checkmark.square`, `checkmark.square.fill` | ☑ |
/// | `xmark` | ✗ |
/// | `xmark.circle` | ⊗ |
/// | `xmark.circle.fill` | ✖ |
/// | `plus` | + |
/// | `plus.circle`, `plus.circle.fill` | ⊕ |
/// | `minus` | − |
/// | `minus.circle`, `minus.circle.fill` | ⊖ |
/// | `circle` | ○ |
/// | `circle.fill` | ● |
/// | `largecircle.fill.circle` | ◉ |
/// | `square` | ☐ |
/// | `square.fill`, `stop.fill` | ■ |
/// | `star` | ☆ |
/// | `star.fill` | ★ |
/// | `heart` | ♡ |
/// | `heart.fill` | ♥ |
/// | `chevron.left`, `chevron.right` | ‹ › |
/// | `chevron.up`, `chevron.down` | ⌃ ⌄ |
/// | `arrow.left`, `arrow.right`, `arrow.up`, `arrow.down` | ← → ↑ ↓ |
/// | `arrow.clockwise`, `arrow.counterclockwise` | ↻ ↺ |
/// | `arrow.up.arrow.down` | ⇅ |
/// | `arrow.triangle.2.circlepath` | ⟳ |
/// | `magnifyingglass` | 🔍 (two cells) |
/// | `gear`, `gearshape`, `gearshape.fill` | ⚙ |
/// | `person`, `person.fill`, `person.circle`, `person.crop.circle` | 👤 (two cells) |
/// | `pencil`, `square.and.pencil` | ✎ |
/// | `trash`, `trash.fill` | ⌫ |
/// | `info.circle`, `info.circle.fill` | ⓘ |
/// | `exclamationmark.triangle`, `exclamationmark.triangle.fill` | ⚠ |
/// | `questionmark`, `questionmark.circle` | ? |
/// | `clock`, `clock.fill`, `timer`, `stopwatch` | ◷ |
/// | `calendar` | ▦ |
/// | `play` | ▷ |
/// | `play.fill` | ▶ |
/// | `pause`, `pause.fill` | ‖ |
/// | `forward.fill`, `backward.fill` | » « |
/// | `envelope`, `envelope.fill` | ✉ |
/// | `house`, `house.fill` | ⌂ |
/// | `flag` | ⚐ |
/// | `flag.fill` | ⚑ |
/// | `ellipsis`, `ellipsis.circle` | … |
/// | `line.3.horizontal` | ≡ |
/// | `list.bullet` | ☰ |
/// | `sun.max` | ☀ |
/// | `moon` | ☾ |
/// | `cloud` | ☁ |
///
/// In a web page, the names below draw as vector images in the text's color; the other names
/// of the table draw their glyph, in the page's font:
/// `checkmark`, `checkmark.circle`, `checkmark.circle.fill`, `xmark`, `xmark.circle`,
/// `xmark.circle.fill`, `plus`, `plus.circle`, `plus.circle.fill`, `minus`, `minus.circle`,
/// `circle`, `circle.fill`, `square`, `square.fill`, `star`, `star.fill`, `heart`, `heart.fill`,
/// `chevron.left`, `chevron.right`, `chevron.up`, `chevron.down`, `arrow.left`, `arrow.right`,
/// `arrow.up`, `arrow.down`, `play.fill`, `pause.fill`, `trash`, `pencil`, `magnifyingglass`,
/// `info.circle`, `exclamationmark.triangle`, `line.3.horizontal`, `ellipsis`.
///
/// Any other name, and an asset's name (``init(_:bundle:)``), draws the placeholder □: an
/// image never fails, it only shows that its glyph is missing. An image takes the cells of its
/// glyph whatever it is offered, and draws in the foreground color of the text around it.
public struct Image: View, Equatable, Sendable {
  /// The glyph drawn.
  let glyph: String
  /// The glyph's width in cells, as the cell buffer writes it.
  let width: Int
  /// The symbol's name, for a renderer that draws symbols as vector images (a web page).
  let systemName: String?

  /// The glyph of a name with none.
  static let placeholder: Character = "□"

  /// An image of a system symbol, drawn as its glyph in the table above.
  ///
  /// - Parameter systemName: The name of an SF Symbol, such as `"checkmark.circle.fill"`. A
  ///   name without a glyph draws the placeholder □.
  public init(systemName: String) {
    self.init(
      glyph: SystemSymbols.glyph(named: systemName) ?? Self.placeholder, systemName: systemName)
  }

  /// An image from an asset catalog, which a terminal cannot draw: it shows the placeholder □.
  ///
  /// - Parameters:
  ///   - name: The asset's name.
  ///   - bundle: The bundle holding the asset; accepted for source compatibility.
  public init(_ name: String, bundle: Bundle? = nil) {
    self.init(glyph: Self.placeholder)
  }

  /// A decorative image from an asset catalog: as ``init(_:bundle:)``, the placeholder □.
  ///
  /// - Parameters:
  ///   - name: The asset's name.
  ///   - bundle: The bundle holding the asset; accepted for source compatibility.
  public init(decorative name: String, bundle: Bundle? = nil) {
    self.init(glyph: Self.placeholder)
  }

  private init(glyph: Character, systemName: String? = nil) {
    self.glyph = String(glyph)
    self.systemName = systemName
    // Measured as the cell buffer will write it, so that a two-cell glyph takes two cells.
    width = CellBuffer.width(of: glyph)
  }

  /// An image that may be resized: accepted for source compatibility, since a glyph takes its
  /// cells whatever it is offered.
  ///
  /// - Parameters:
  ///   - capInsets: The edges kept from stretching; ignored.
  ///   - resizingMode: How the image fills its space; ignored.
  public func resizable(
    capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch
  ) -> Image {
    self
  }

  /// How a resizable image fills its space, for source compatibility.
  public enum ResizingMode: Hashable, Sendable {
    /// Repeats the image.
    case tile
    /// Stretches the image.
    case stretch
  }

  /// The relative size of symbol images, for source compatibility: a glyph takes one size.
  public enum Scale: Hashable, Sendable {
    /// A smaller symbol.
    case small
    /// The default size.
    case medium
    /// A larger symbol.
    case large
  }

  /// A primitive view: the view graph draws it, and has no body to evaluate.
  public var body: Never { primitiveBody(Self.self) }

  /// Makes the view's node. Part of how views plug into the view graph.
  public static func _makeNode(_ view: Self, inputs: _ViewInputs) -> _ViewNode {
    LeafNode(view, inputs: inputs)
  }

  /// Gives the view's node its new value. Part of how views plug into the view graph.
  public static func _updateNode(_ node: _ViewNode, with view: Self, inputs: _ViewInputs) {
    unsafeDowncast(node, to: LeafNode<Self>.self).update(view, inputs: inputs)
  }
}

extension Image: LeafView {
  /// The glyph's cells, whatever the proposal: an image is not resizable in a terminal.
  func sizeThatFits(_ proposal: ProposedSize, in node: LeafNode<Self>) -> Size {
    Size(width: width, height: 1)
  }

  func draw(in frame: Rect, node: LeafNode<Self>, context: DrawContext) {
    let style = node.environment.textAttributes.cellStyle(over: context.baseStyle)
    // Clipped to its frame: a two-cell glyph given one cell (a list row's narrow width) shows
    // the space the context writes for half a glyph, rather than spill over its neighbor.
    context.clipped(to: frame) {
      context.write(glyph[...], column: frame.x, row: frame.y, style: style)
    }
  }
}

extension View {
  /// Sets the relative size of symbol images below: accepted for source compatibility, since a
  /// terminal draws each symbol as a glyph of the text's size.
  ///
  /// - Parameter scale: The size; ignored.
  public func imageScale(_ scale: Image.Scale) -> some View {
    self
  }
}

/// The glyphs that stand for SF Symbols names, documented on ``Image``.
enum SystemSymbols {
  /// Glyphs by name. Each is one grapheme that common terminal fonts draw, one cell wide except
  /// the emoji (🔍, 👤), which terminals draw two wide and `CellBuffer.width(of:)` measures so.
  static let table: [String: Character] = [
    "checkmark": "✓", "checkmark.circle": "✓", "checkmark.circle.fill": "✔",
    "checkmark.square": "☑", "checkmark.square.fill": "☑",
    "xmark": "✗", "xmark.circle": "⊗", "xmark.circle.fill": "✖",
    "plus": "+", "plus.circle": "⊕", "plus.circle.fill": "⊕",
    "minus": "−", "minus.circle": "⊖", "minus.circle.fill": "⊖",
    "circle": "○", "circle.fill": "●", "largecircle.fill.circle": "◉",
    "square": "☐", "square.fill": "■", "stop.fill": "■",
    "star": "☆", "star.fill": "★",
    "heart": "♡", "heart.fill": "♥",
    "chevron.left": "‹", "chevron.right": "›", "chevron.up": "⌃", "chevron.down": "⌄",
    "arrow.left": "←", "arrow.right": "→", "arrow.up": "↑", "arrow.down": "↓",
    "arrow.clockwise": "↻", "arrow.counterclockwise": "↺", "arrow.up.arrow.down": "⇅",
    "arrow.triangle.2.circlepath": "⟳",
    "magnifyingglass": "🔍",
    "gear": "⚙", "gearshape": "⚙", "gearshape.fill": "⚙",
    "person": "👤", "person.fill": "👤", "person.circle": "👤", "person.crop.circle": "👤",
    "pencil": "✎", "square.and.pencil": "✎",
    "trash": "⌫", "trash.fill": "⌫",
    "info.circle": "ⓘ", "info.circle.fill": "ⓘ",
    "exclamationmark.triangle": "⚠", "exclamationmark.triangle.fill": "⚠",
    "questionmark": "?", "questionmark.circle": "?",
    "clock": "◷", "clock.fill": "◷", "timer": "◷", "stopwatch": "◷",
    "calendar": "▦",
    "play": "▷", "play.fill": "▶", "pause": "‖", "pause.fill": "‖",
    "forward.fill": "»", "backward.fill": "«",
    "envelope": "✉", "envelope.fill": "✉",
    "house": "⌂", "house.fill": "⌂",
    "flag": "⚐", "flag.fill": "⚑",
    "ellipsis": "…", "ellipsis.circle": "…",
    "line.3.horizontal": "≡", "list.bullet": "☰",
    "sun.max": "☀", "moon": "☾", "cloud": "☁",
  ]

  /// The glyph for a name, or `nil` for a name without one.
  static func glyph(named name: String) -> Character? {
    table[name]
  }
}
