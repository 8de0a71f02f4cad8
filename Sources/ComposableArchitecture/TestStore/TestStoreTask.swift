import Foundation

/// The effects started by one ``TestStore/send(_:assert:fileID:filePath:line:column:)``.
///
/// ```swift
/// let task = await store.send(.startTimer)
/// await clock.advance(by: .seconds(1))
/// await store.receive(\.timerTicked) { $0.count = 1 }
/// await task.cancel()
/// ```
public struct TestStoreTask: Hashable, Sendable {
  let task: StoreTask
  let timeout: UInt64

  /// Cancels the effects and waits for them to end.
  public func cancel() async {
    task.cancel()
    await task.finish()
  }

  /// Waits for the effects to finish, failing the test if they are still running after
  /// `timeout` (the store's timeout by default).
  ///
  /// - Parameters:
  ///   - duration: How long to wait.
  ///   - fileID: The source `#fileID` associated with the step.
  ///   - filePath: The source `#filePath` associated with the step.
  ///   - line: The source `#line` associated with the step.
  ///   - column: The source `#column` associated with the step.
  @MainActor
  public func finish(
    timeout duration: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let nanoseconds = duration.map(\.nanoseconds) ?? timeout
    let finished = LockIsolated(false)
    let waiter = Task { @MainActor in
      await task.finish()
      finished.setValue(true)
    }
    guard await waitUntil(nanoseconds: nanoseconds, { finished.value }) else {
      waiter.cancel()
      SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column).report(
        """
        Expected task to finish, but it is still in-flight after \
        \(TestStoreMessage.seconds(nanoseconds)) seconds.
        """
      )
      return
    }
  }

  /// Whether the effects were cancelled.
  public var isCancelled: Bool {
    task.isCancelled
  }
}
