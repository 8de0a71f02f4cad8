/// One or more lines of read-only text.
///
/// ```swift
/// Text("count: \(store.count)")
/// Text("Warning").bold().foregroundColor(.red)
/// Text("Total: ") + Text("\(total)").bold()
/// ```
///
/// Text wraps at word boundaries to the width it is offered, and shows "…" where the lines it is
/// offered are too few.
public struct Text: View, Equatable, Sendable {
  /// A stretch of the text with its own attributes.
  struct Run: Equatable, Sendable {
    var string: String
    var attributes: TextAttributes
  }

  var runs: [Run]

  /// Text showing a string as it is.
  public init(verbatim content: String) {
    runs = [Run(string: content, attributes: TextAttributes())]
  }

  /// Text showing a string.
  public init(_ content: String) {
    self.init(verbatim: content)
  }

  /// Text showing a string.
  public init<S: StringProtocol>(_ content: S) {
    self.init(verbatim: String(content))
  }

  /// The whole text's string.
  var string: String { runs.map(\.string).joined() }

  /// Text in bold.
  public func bold(_ isActive: Bool = true) -> Text { with { $0.bold = isActive } }
  /// Text in italics.
  public func italic(_ isActive: Bool = true) -> Text { with { $0.italic = isActive } }
  /// Underlined text.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    with { $0.underline = isActive }
  }
  /// Text struck through; the terminal shows it as written (few terminals draw the line).
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    with { $0.strikethrough = isActive }
  }
  /// Text in a color.
  public func foregroundColor(_ color: Color?) -> Text { with { $0.foreground = color } }
  /// Text in a color.
  public func foregroundStyle(_ color: Color) -> Text { with { $0.foreground = color } }

  /// Two texts one after the other, each with its own attributes.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var text = lhs
    text.runs += rhs.runs
    return text
  }

  private func with(_ change: (inout TextAttributes) -> Void) -> Text {
    var text = self
    for index in text.runs.indices {
      change(&text.runs[index].attributes)
    }
    return text
  }

  public var body: Never { primitiveBody(Self.self) }

  public static func _makeNode(_ view: Self, inputs: _ViewInputs) -> _ViewNode {
    LeafNode(view, inputs: inputs)
  }

  public static func _updateNode(_ node: _ViewNode, with view: Self, inputs: _ViewInputs) {
    unsafeDowncast(node, to: LeafNode<Self>.self).update(view, inputs: inputs)
  }
}

extension Text: LeafView {
  /// The lines last laid out, for the width and height they were laid out in: a text drawn again
  /// in the same frame (every frame of a list whose other rows changed) is not laid out again.
  struct Cache {
    let width: Int?
    let height: Int?
    let lines: [TextLayout.Line]
  }

  /// The lines for a width and height, from the node's cache when they were last laid out for
  /// the same.
  private func lines(width: Int?, height: Int?, node: LeafNode<Self>) -> [TextLayout.Line] {
    if let cache = node.cache, cache.width == width, cache.height == height {
      return cache.lines
    }
    let lines = TextLayout(runs: runs).lines(width: width, height: height)
    node.cache = Cache(width: width, height: height, lines: lines)
    return lines
  }

  func sizeThatFits(_ proposal: ProposedSize, in node: LeafNode<Self>) -> Size {
    let lines = lines(width: proposal.width, height: proposal.height, node: node)
    return Size(width: lines.map(\.width).max() ?? 0, height: lines.count)
  }

  func draw(in frame: Rect, node: LeafNode<Self>, context: DrawContext) {
    let inherited = node.environment.textAttributes
    let lines = lines(width: frame.width, height: frame.height, node: node)
    for (row, line) in lines.enumerated() {
      var column = frame.x
      for piece in line.pieces {
        let style = inherited.overridden(by: piece.attributes).cellStyle(over: context.baseStyle)
        context.write(piece.string[...], column: column, row: frame.y + row, style: style)
        column += piece.width
      }
    }
  }
}
