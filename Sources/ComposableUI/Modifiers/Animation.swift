import ComposableArchitecture

extension View {
  /// Animates the changes to this view and the views below it whenever `value` changes; in the
  /// terminal, which has no frames in between, the new state shows at once.
  ///
  /// ```swift
  /// Text("\(store.count)")
  ///   .animation(.easeInOut, value: store.count)
  /// ```
  ///
  /// Accepted so that SwiftUI code compiles unchanged, as are `withAnimation(_:_:)`,
  /// ``Binding/animation(_:)`` and `store.send(_:animation:)`. The animation is the core's
  /// `Animation`, the one `withAnimation(_:_:)` takes.
  ///
  /// - Parameters:
  ///   - animation: How to animate the changes; `nil` for none. Ignored.
  ///   - value: The value whose changes animate. Ignored.
  /// - Returns: The view.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    // No modifier node: the terminal would only read it to do nothing. A renderer that
    // animates will need the animation in the graph, and this is where it goes in.
    self
  }
}
