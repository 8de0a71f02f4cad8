/// The work started by one `Store.send`: the effects the action produced, and the effects of the
/// actions those effects sent.
///
/// ```swift
/// let task = store.send(.refresh)
/// await task.finish()  // waits for the refresh effect and whatever it triggered
/// ```
public struct StoreTask: Hashable, Sendable {
  let tasks: TaskList?

  init(tasks: TaskList?) {
    self.tasks = tasks
  }

  /// Cancels the effects.
  public func cancel() {
    tasks?.cancelAll()
  }

  /// Waits for the effects to finish. Cancelling the waiting task cancels them.
  nonisolated(nonsending) public func finish() async {
    await tasks?.waitAll()
  }

  /// Whether the effects were cancelled: by ``cancel()``, by their identifier, by a newer effect
  /// that cancelled them in flight, or by the store going away. `true` when the action started no
  /// effects.
  public var isCancelled: Bool {
    tasks?.isCancelled ?? true
  }

  /// Whether two values are the same task.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.tasks === rhs.tasks
  }

  /// Hashes the task's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(tasks.map(ObjectIdentifier.init))
  }
}

/// The tasks started on behalf of one `send`; it grows as effects send more actions, whose tasks
/// join the list of the send that started the effect.
///
/// Invariant: once cancelled, every task in the list, and every task appended later, is cancelled.
final class TaskList: Sendable {
  /// A task, or the list of a `send` made by one of the tasks.
  private enum Entry: Sendable {
    case task(Task<Void, Never>)
    case list(TaskList)

    func cancel() {
      switch self {
      case .task(let task): task.cancel()
      case .list(let list): list.cancelAll()
      }
    }

    var isCancelled: Bool {
      switch self {
      case .task(let task): task.isCancelled
      case .list(let list): list.isCancelled
      }
    }

    nonisolated(nonsending) func wait() async {
      switch self {
      case .task(let task): await task.value
      case .list(let list): await list.waitAll()
      }
    }
  }

  private struct State {
    var entries: [Entry] = []
    var isCancelled = false
  }

  // Mutated in place: an action that starts 100,000 effects appends 100,000 entries.
  private let state = LockedValue(State())

  func append(_ task: Task<Void, Never>) {
    append(.task(task))
  }

  func append(_ list: TaskList) {
    append(.list(list))
  }

  private func append(_ entry: Entry) {
    let isCancelled = state.withLock { state in
      state.entries.append(entry)
      return state.isCancelled
    }
    if isCancelled { entry.cancel() }
  }

  func cancelAll() {
    let entries = state.withLock { state in
      state.isCancelled = true
      return state.entries
    }
    entries.forEach { $0.cancel() }
  }

  /// Whether the list was cancelled, or every task in it was (by its identifier, say).
  var isCancelled: Bool {
    state.withLock { state in
      state.isCancelled || (!state.entries.isEmpty && state.entries.allSatisfy(\.isCancelled))
    }
  }

  private func entry(at index: Int) -> Entry? {
    state.withLock { index < $0.entries.count ? $0.entries[index] : nil }
  }

  /// Waits for every task, including ones appended while waiting. Cancelling the waiting task
  /// cancels them all.
  nonisolated(nonsending) func waitAll() async {
    var index = 0
    while let entry = entry(at: index) {
      index += 1
      await withTaskCancellationHandler {
        await entry.wait()
      } onCancel: {
        self.cancelAll()
      }
    }
  }
}
