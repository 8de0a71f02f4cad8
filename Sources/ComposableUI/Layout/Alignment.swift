/// Where a view goes across a vertical stack, or within a frame horizontally.
public struct HorizontalAlignment: Hashable, Sendable {
  let position: Position

  enum Position: Hashable, Sendable { case leading, center, trailing }

  /// Along the leading (left) edge.
  public static let leading = HorizontalAlignment(position: .leading)
  /// Centered.
  public static let center = HorizontalAlignment(position: .center)
  /// Along the trailing (right) edge.
  public static let trailing = HorizontalAlignment(position: .trailing)

  /// How far from the leading edge a length of `length` starts in a space of `space`.
  func offset(of length: Int, in space: Int) -> Int {
    switch position {
    case .leading: 0
    // A centered odd remainder leaves the extra cell after the view, as most terminals' UIs do.
    case .center: (space - length) / 2
    case .trailing: space - length
    }
  }
}

/// Where a view goes across a horizontal stack, or within a frame vertically.
public struct VerticalAlignment: Hashable, Sendable {
  let position: Position

  enum Position: Hashable, Sendable { case top, center, bottom }

  /// Along the top edge.
  public static let top = VerticalAlignment(position: .top)
  /// Centered.
  public static let center = VerticalAlignment(position: .center)
  /// Along the bottom edge.
  public static let bottom = VerticalAlignment(position: .bottom)

  /// How far from the top a length of `length` starts in a space of `space`.
  func offset(of length: Int, in space: Int) -> Int {
    switch position {
    case .top: 0
    case .center: (space - length) / 2
    case .bottom: space - length
    }
  }
}

/// Where a view goes in both directions, in a `ZStack` or a frame.
public struct Alignment: Hashable, Sendable {
  /// The horizontal part.
  public var horizontal: HorizontalAlignment
  /// The vertical part.
  public var vertical: VerticalAlignment

  /// An alignment from its two parts.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Centered both ways.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Left edge, centered vertically.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// Right edge, centered vertically.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// Top edge, centered horizontally.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Bottom edge, centered horizontally.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// Top-left corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// Top-right corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// Bottom-left corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// Bottom-right corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// The edges of a rectangle, for padding and borders.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
  case top, leading, bottom, trailing

  /// A set of edges, such as `.horizontal` or `.all`.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8

    /// A set from its raw bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }

    /// One edge.
    public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }

    public static let top = Set(.top)
    public static let leading = Set(.leading)
    public static let bottom = Set(.bottom)
    public static let trailing = Set(.trailing)
    /// Leading and trailing.
    public static let horizontal: Set = [.leading, .trailing]
    /// Top and bottom.
    public static let vertical: Set = [.top, .bottom]
    /// Every edge.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}

/// Lengths in cells on each edge of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
  public var top: Int
  public var leading: Int
  public var bottom: Int
  public var trailing: Int

  /// Insets from each edge's length, in cells.
  public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same length on the edges of a set, zero on the others.
  init(_ edges: Edge.Set, _ length: Int) {
    self.init(
      top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0,
      trailing: edges.contains(.trailing) ? length : 0)
  }

  var horizontal: Int { leading + trailing }
  var vertical: Int { top + bottom }
}
