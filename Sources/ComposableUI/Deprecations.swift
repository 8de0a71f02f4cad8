// Spellings that SwiftUI deprecated, kept so that views written against them compile here, and
// deprecated with the modern spelling to move to.

// MARK: - SwiftUI 5 (iOS 17, macOS 14)

extension View {
  /// Runs an action with the new value when a value changes.
  ///
  /// - Parameters:
  ///   - value: The value to compare.
  ///   - action: What to do with the new value.
  @available(
    *, deprecated,
    message: "Use 'onChange(of:initial:_:)', whose action takes '(oldValue, newValue)' or nothing."
  )
  public func onChange<V: Equatable>(
    of value: V, perform action: @escaping @MainActor (_ newValue: V) -> Void
  ) -> some View {
    onChange(of: value) { _, newValue in action(newValue) }
  }
}
