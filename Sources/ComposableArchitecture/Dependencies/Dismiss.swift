extension DependencyValues {
  /// An effect that dismisses the current feature, for a feature that is presented.
  ///
  /// ```swift
  /// @Dependency(\.dismiss) var dismiss
  /// // …
  /// case .closeButtonTapped:
  ///   return .run { _ in await self.dismiss() }
  /// ```
  ///
  /// A feature run directly by a `TestStore` can call it: the store then reports
  /// ``TestStore/isDismissed`` (unless the test gave it a dismissal of its own, which is called
  /// instead). Called where nothing presented the feature, it reports an issue
  /// and does nothing.
  public var dismiss: DismissEffect {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }
}

/// Dismisses the feature that called it; see `DependencyValues.dismiss`.
public struct DismissEffect: Sendable {
  let dismiss: (@MainActor @Sendable () -> Void)?

  init(_ dismiss: (@MainActor @Sendable () -> Void)?) {
    self.dismiss = dismiss
  }

  /// A dismissal that runs `dismiss`: for tests of a feature that dismisses itself, to see that
  /// it did.
  ///
  /// ```swift
  /// let dismissed = LockIsolated(false)
  /// let store = TestStore(initialState: Detail.State()) {
  ///   Detail()
  /// } withDependencies: {
  ///   $0.dismiss = DismissEffect { dismissed.setValue(true) }
  /// }
  /// ```
  ///
  /// - Parameter dismiss: What dismissing does.
  public init(_ dismiss: @escaping @MainActor @Sendable () -> Void) {
    self.dismiss = dismiss
  }

  /// Dismisses the feature.
  ///
  /// - Parameters:
  ///   - fileID: The source `#fileID` associated with the dismissal.
  ///   - filePath: The source `#filePath` associated with the dismissal.
  ///   - line: The source `#line` associated with the dismissal.
  ///   - column: The source `#column` associated with the dismissal.
  public func callAsFunction(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    guard let dismiss else {
      reportIssue(
        """
        A reducer requested dismissal at "\(fileID):\(line)", but couldn't be dismissed. …

        Nothing presented this feature, so there is nothing to dismiss it from. If the reducer \
        also runs outside of a presentation, check "@Dependency(\\.isPresented)" before calling \
        "@Dependency(\\.dismiss)".
        """,
        fileID: fileID, filePath: filePath, line: line, column: column
      )
      return
    }
    await dismiss()
  }
}

extension DismissEffect {
  /// The dismissal of a presented child: it sends the parent's `.dismiss` through the effect that
  /// calls it, which knows which presentation it belongs to.
  static let presented = DismissEffect {
    guard let dismiss = CancellationContext.current.dismiss else {
      reportIssue(
        """
        A presented feature called "@Dependency(\\.dismiss)" outside of one of its effects. …

        Call "dismiss" from an effect the feature's reducer returned, such as "Effect.run".
        """
      )
      return
    }
    dismiss()
  }
}

/// Nothing presents a feature unless something sets `dismiss`: a presenting reducer, or a
/// `TestStore` for the feature it tests.
private enum DismissKey: DependencyKey {
  static let liveValue = DismissEffect(nil)
  static let testValue = DismissEffect(nil)
}

extension DependencyValues {
  /// Whether the current feature was presented, so that ``dismiss`` can dismiss it.
  public var isPresented: Bool {
    dismiss.dismiss != nil
  }
}
