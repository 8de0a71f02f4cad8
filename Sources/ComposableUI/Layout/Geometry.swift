/// A size in whole terminal cells.
struct Size: Hashable, Sendable {
  var width: Int
  var height: Int

  static let zero = Size(width: 0, height: 0)
}

/// What a container offers a child, per axis: a number of cells, `nil` for "your ideal size", or
/// `Int.max` for "as much as you like" (SwiftUI's `ProposedViewSize`, in cells).
struct ProposedSize: Hashable, Sendable {
  var width: Int?
  var height: Int?

  /// Asks for the ideal size.
  static let unspecified = ProposedSize(width: nil, height: nil)
  /// Offers nothing: a child answers its smallest size.
  static let zero = ProposedSize(width: 0, height: 0)

  init(width: Int?, height: Int?) {
    self.width = width
    self.height = height
  }

  /// A proposal of exactly a size.
  init(_ size: Size) {
    self.init(width: size.width, height: size.height)
  }

  /// The proposal's length along an axis.
  subscript(axis: Axis) -> Int? {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// The size this proposal stands for, taking `ideal` where it leaves a length open.
  func replacingUnspecified(with ideal: Size) -> Size {
    Size(width: width ?? ideal.width, height: height ?? ideal.height)
  }
}

/// A rectangle of cells: its top-left cell and its size.
struct Rect: Hashable, Sendable {
  var x: Int
  var y: Int
  var width: Int
  var height: Int

  init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    // Lengths beyond any screen are capped, so that edges (`x + width`) cannot overflow.
    self.width = min(max(0, width), maximumLength)
    self.height = min(max(0, height), maximumLength)
  }

  init(x: Int, y: Int, size: Size) {
    self.init(x: x, y: y, width: size.width, height: size.height)
  }

  var size: Size { Size(width: width, height: height) }
  var maxX: Int { x + width }
  var maxY: Int { y + height }
  var isEmpty: Bool { width == 0 || height == 0 }

  /// The cells in both rectangles.
  func intersection(_ other: Rect) -> Rect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    return Rect(
      x: left, y: top, width: min(maxX, other.maxX) - left, height: min(maxY, other.maxY) - top)
  }

  /// Whether the rectangles share a cell.
  func intersects(_ other: Rect) -> Bool { !intersection(other).isEmpty }

  /// Whether a cell is inside.
  func contains(column: Int, row: Int) -> Bool {
    column >= x && column < maxX && row >= y && row < maxY
  }

  /// The rectangle shrunk by insets on each edge.
  func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: x + insets.leading, y: y + insets.top,
      width: width - insets.leading - insets.trailing, height: height - insets.top - insets.bottom)
  }

  /// Where a rectangle of `size` goes inside this one, placed by `alignment`.
  func placing(_ size: Size, alignment: Alignment) -> Rect {
    Rect(
      x: x + alignment.horizontal.offset(of: size.width, in: width),
      y: y + alignment.vertical.offset(of: size.height, in: height),
      size: size)
  }
}

/// The two directions a stack lays its views out in.
public enum Axis: Hashable, Sendable {
  /// Left to right.
  case horizontal
  /// Top to bottom.
  case vertical

  /// The other axis.
  var cross: Axis { self == .horizontal ? .vertical : .horizontal }

  /// A set of axes, such as the directions a `ScrollView` scrolls in.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8

    /// A set from its raw bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }

    /// Left to right.
    public static let horizontal = Set(rawValue: 1)
    /// Top to bottom.
    public static let vertical = Set(rawValue: 2)
  }
}

extension Size {
  /// The length along an axis.
  subscript(axis: Axis) -> Int {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// A size from its lengths along an axis and across it.
  init(along axis: Axis, _ length: Int, across crossLength: Int) {
    self =
      axis == .horizontal
      ? Size(width: length, height: crossLength) : Size(width: crossLength, height: length)
  }
}

/// Adds two lengths, where `Int.max` stands for infinity and stays it.
func saturatingAdd(_ a: Int, _ b: Int) -> Int {
  let (sum, overflow) = a.addingReportingOverflow(b)
  return overflow ? (b > 0 ? Int.max : Int.min) : sum
}
