import Foundation

extension View {
  /// Clips the view to a rectangle with rounded corners: in a web page, its element's corners
  /// are rounded; in the terminal, whose cells have square corners, the view is drawn as it is.
  ///
  /// ```swift
  /// PizzaView()
  ///   .cornerRadius(isRounded ? 25 : 0)
  /// ```
  ///
  /// Accepted so that SwiftUI code compiles unchanged. As in SwiftUI, the view keeps its
  /// identity (and its state) whatever the radius: a condition in the modifier's argument
  /// changes the same view, where an `if`/`else` between two rounded views makes two (see
  /// <doc:ViewsOnLinux#Structural-identity>).
  ///
  /// - Parameters:
  ///   - radius: The corners' radius, in points (CSS pixels in a page); ignored in the terminal.
  ///   - antialiased: Whether the corners are smoothed; ignored.
  /// - Returns: The view.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    container(CornerRadiusLayout(radius: finitePoints(radius)))
  }
}

/// A view clipped to rounded corners: in the terminal, its content as it is.
struct CornerRadiusLayout: ContainerLayout {
  /// Points, finite and not negative.
  let radius: Double

  func sizeThatFits(_ proposal: ProposedSize, content: _ViewNode, node: ControlNode) -> Size {
    content.size(for: proposal)
  }

  func draw(in frame: Rect, content: _ViewNode, node: ControlNode, context: DrawContext) {
    content.draw(in: frame, context: context)
  }
}

/// A length in points that CSS can take: a non-finite or negative one is none.
private func finitePoints(_ length: CGFloat) -> Double {
  let points = Double(length)
  return points.isFinite ? max(points, 0) : 0
}
