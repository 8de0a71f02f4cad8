/// The work started by one `Store.send`: the effects the action produced, and the effects of the
/// actions those effects sent.
///
/// ```swift
/// let task = store.send(.refresh)
/// await task.finish()  // waits for the refresh effect and whatever it triggered
/// ```
public struct StoreTask: Hashable, Sendable {
  let rawValue: Task<Void, Never>?

  init(rawValue: Task<Void, Never>?) {
    self.rawValue = rawValue
  }

  /// Cancels the effects.
  public func cancel() {
    rawValue?.cancel()
  }

  /// Waits for the effects to finish. Cancelling the waiting task cancels them.
  public func finish() async {
    await rawValue?.cancellableValue
  }

  /// Whether the effects were cancelled. `true` when the action started no effects.
  public var isCancelled: Bool {
    rawValue?.isCancelled ?? true
  }
}

/// The tasks started on behalf of one `send`, which grows as effects send more actions.
final class TaskList: Sendable {
  private let tasks = LockIsolated<[Task<Void, Never>]>([])

  func append(_ task: Task<Void, Never>) {
    tasks.withValue { $0.append(task) }
  }

  /// Waits for every task, including ones appended while waiting.
  func waitAll() async {
    while let task = tasks.withValue({ $0.isEmpty ? nil : $0.removeFirst() }) {
      await task.cancellableValue
    }
  }
}
