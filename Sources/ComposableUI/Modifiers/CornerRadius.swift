import Foundation

extension View {
  /// Clips the view to a rectangle with rounded corners; in the terminal, whose cells have
  /// square corners, the view is drawn as it is.
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
  ///   - radius: The corners' radius, in points; ignored.
  ///   - antialiased: Whether the corners are smoothed; ignored.
  /// - Returns: The view.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    // No modifier node: one that draws nothing would only cost a node per view, and the
    // content's identity is the same either way.
    self
  }
}
