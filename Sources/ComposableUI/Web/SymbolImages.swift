/// The symbols a web page draws as vector images: each a few shapes on a 24-point grid, drawn
/// with the text's color (stroked, or filled for the `.fill` variants), so that an image sits in
/// a line of text as a glyph does. The names are SF Symbols'; the drawings are our own.
enum SymbolImages {
  /// A shape: its SVG tag and attributes.
  typealias Shape = (tag: String, attributes: [(String, String)])

  private static func path(_ d: String, _ style: String? = nil) -> Shape {
    ("path", [("d", d)] + (style.map { [("class", $0)] } ?? []))
  }

  private static func circle(_ radius: Int, _ style: String? = nil) -> Shape {
    (
      "circle",
      [("cx", "12"), ("cy", "12"), ("r", String(radius))] + (style.map { [("class", $0)] } ?? [])
    )
  }

  private static let check = "M5 12.5l4.5 4.5L19 7.5"
  private static let smallCheck = "M8 12.5l3 3 5-6"
  private static let cross = "M6 6l12 12M18 6L6 18"
  private static let smallCross = "M9 9l6 6M15 9l-6 6"
  private static let plusSign = "M12 5v14M5 12h14"
  private static let smallPlus = "M12 8v8M8 12h8"
  private static let square = "M5 5h14v14H5z"
  private static let star = "M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z"
  private static let heart =
    "M12 20s-7.5-4.6-7.5-10A4.3 4.3 0 0 1 12 7a4.3 4.3 0 0 1 7.5 3c0 5.4-7.5 10-7.5 10z"

  /// The shapes of each symbol drawn as an image. A `fill` shape is filled with the text's
  /// color; a `knockout` one is stroked in the page's background, over a filled one.
  static let shapes: [String: [Shape]] = [
    "checkmark": [path(check)],
    "checkmark.circle": [circle(9), path(smallCheck)],
    "checkmark.circle.fill": [circle(10, "fill"), path(smallCheck, "knockout")],
    "xmark": [path(cross)],
    "xmark.circle": [circle(9), path(smallCross)],
    "xmark.circle.fill": [circle(10, "fill"), path(smallCross, "knockout")],
    "plus": [path(plusSign)],
    "plus.circle": [circle(9), path(smallPlus)],
    "plus.circle.fill": [circle(10, "fill"), path(smallPlus, "knockout")],
    "minus": [path("M5 12h14")],
    "minus.circle": [circle(9), path("M8 12h8")],
    "circle": [circle(9)],
    "circle.fill": [circle(9, "fill")],
    "square": [path(square)],
    "square.fill": [path(square, "fill")],
    "star": [path(star)],
    "star.fill": [path(star, "fill")],
    "heart": [path(heart)],
    "heart.fill": [path(heart, "fill")],
    "chevron.left": [path("M15 5l-7 7 7 7")],
    "chevron.right": [path("M9 5l7 7-7 7")],
    "chevron.up": [path("M5 15l7-7 7 7")],
    "chevron.down": [path("M5 9l7 7 7-7")],
    "arrow.left": [path("M20 12H5M11 6l-6 6 6 6")],
    "arrow.right": [path("M4 12h15M13 6l6 6-6 6")],
    "arrow.up": [path("M12 20V5M6 11l6-6 6 6")],
    "arrow.down": [path("M12 4v15M6 13l6 6 6-6")],
    "play.fill": [path("M7 4.5v15L19 12z", "fill")],
    "pause.fill": [path("M6 5h4v14H6zM14 5h4v14h-4z", "fill")],
    "trash": [path("M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6")],
    "pencil": [path("M4 20l1-4L16 5l3 3L8 19zM14 7l3 3")],
    "magnifyingglass": [path("M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.5 15.5L20 20")],
    "info.circle": [circle(9), path("M12 11v6M12 7.5v.5")],
    "exclamationmark.triangle": [path("M12 3L2.5 20h19zM12 9v5M12 16.5v.5")],
    "line.3.horizontal": [path("M4 6h16M4 12h16M4 18h16")],
    "ellipsis": [path("M5 12h.5M12 12h.5M19 12h.5")],
  ]
}
