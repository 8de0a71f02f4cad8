/// Shows its content. Views written for iOS 16, where observation needed this wrapper around a
/// body's reads, compile unchanged: here every body is tracked already.
///
/// ```swift
/// var body: some View {
///   WithPerceptionTracking {
///     Text("\(store.count)")
///   }
/// }
/// ```
public struct WithPerceptionTracking<Content: View>: View {
  let content: () -> Content

  /// A view showing `content`.
  public init(@ViewBuilder content: @escaping () -> Content) {
    self.content = content
  }

  public var body: Content {
    content()
  }
}
