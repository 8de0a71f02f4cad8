import Foundation

/// A point in a view's own space, as fractions of its size: `(0, 0)` is its top leading corner,
/// `(1, 1)` its bottom trailing corner.
///
/// ```swift
/// proxy.scrollTo(messageID, anchor: .bottom)
/// ```
///
/// ``ScrollViewProxy/scrollTo(_:anchor:)`` lines up the same point of the target and of the
/// scroll view: `.top` brings the target to the top edge, `.center` to the middle.
public struct UnitPoint: Hashable, Sendable {
  /// The horizontal position: 0 at the leading edge, 1 at the trailing edge.
  public var x: CGFloat
  /// The vertical position: 0 at the top edge, 1 at the bottom edge.
  public var y: CGFloat

  /// The top leading corner, `(0, 0)`.
  public init() {
    self.init(x: 0, y: 0)
  }

  /// A point from its fractions of a view's width and height.
  ///
  /// - Parameters:
  ///   - x: The horizontal position: 0 at the leading edge, 1 at the trailing edge.
  ///   - y: The vertical position: 0 at the top edge, 1 at the bottom edge.
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  /// The top leading corner, `(0, 0)`.
  public static let zero = UnitPoint(x: 0, y: 0)
  /// The middle, `(0.5, 0.5)`.
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// The middle of the leading edge, `(0, 0.5)`.
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// The middle of the trailing edge, `(1, 0.5)`.
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// The middle of the top edge, `(0.5, 0)`.
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// The middle of the bottom edge, `(0.5, 1)`.
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// The top leading corner, `(0, 0)`.
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// The top trailing corner, `(1, 0)`.
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// The bottom leading corner, `(0, 1)`.
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// The bottom trailing corner, `(1, 1)`.
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)

  /// The position along an axis, within 0...1 (NaN counts as 0), for placing whole cells.
  func fraction(along axis: Axis) -> Double {
    let value = Double(axis == .horizontal ? x : y)
    return value.isNaN ? 0 : min(max(value, 0), 1)
  }
}
