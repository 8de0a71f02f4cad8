/// How strictly a ``TestStore`` checks a test.
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change, received action and in-flight effect must be asserted.
  case on

  /// Only what the test asserts is checked: unasserted state changes, received actions and
  /// effects still running are ignored. With `showSkippedAssertions`, what was skipped is shown
  /// as known issues, which do not fail the test.
  case off(showSkippedAssertions: Bool)

  /// Non-exhaustive, without showing what was skipped.
  public static let off = Self.off(showSkippedAssertions: false)
}

extension TestStore {
  /// Runs part of a test with a different exhaustivity, then restores the previous one.
  ///
  /// ```swift
  /// await store.withExhaustivity(.off) {
  ///   await store.send(.refresh)
  ///   await store.receive(\.refreshResponse)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - exhaustivity: The exhaustivity to use inside `operation`.
  ///   - operation: The steps to run.
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity,
    operation: () async throws -> R
  ) async rethrows -> R {
    let previous = self.exhaustivity
    defer { self.exhaustivity = previous }
    self.exhaustivity = exhaustivity
    return try await operation()
  }

  /// Runs part of a test with a different exhaustivity, then restores the previous one.
  ///
  /// - Parameters:
  ///   - exhaustivity: The exhaustivity to use inside `operation`.
  ///   - operation: The steps to run.
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity,
    operation: () throws -> R
  ) rethrows -> R {
    let previous = self.exhaustivity
    defer { self.exhaustivity = previous }
    self.exhaustivity = exhaustivity
    return try operation()
  }

  /// Reports something a non-exhaustive test skipped, as a known issue, if asked to.
  func reportSkipped(_ message: String, at location: SourceLocation) {
    Self.reportSkipped(message, at: location, exhaustivity: exhaustivity)
  }

  /// Reports something a test did not assert: a failure when exhaustive, a known issue when
  /// skipped assertions are shown, nothing otherwise.
  nonisolated static func reportUnasserted(
    _ message: String, at location: SourceLocation, exhaustivity: Exhaustivity
  ) {
    if exhaustivity == .on {
      location.report(message)
    } else {
      reportSkipped(message, at: location, exhaustivity: exhaustivity)
    }
  }

  nonisolated static func reportSkipped(
    _ message: String, at location: SourceLocation, exhaustivity: Exhaustivity
  ) {
    guard exhaustivity == .off(showSkippedAssertions: true) else { return }
    withExpectedIssue {
      location.report(message)
    }
  }
}
