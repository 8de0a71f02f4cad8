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
/// Invariants: once cancelled, every task in the list, and every task appended later, is
/// cancelled. `unfinished` counts the tasks counted by ``taskWillStart()`` or
/// ``append(starting:)`` that have not called ``taskDidFinish()``, plus the appended lists that
/// have not finished: waiting is one suspension however many tasks there are, and each task's end
/// is O(1).
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
  }

  private struct State {
    var entries = SmallList<Entry>()
    var isCancelled = false
    var unfinished = 0
    var waiters = SmallList<UnsafeContinuation<Void, Never>>()
    /// The list this one was appended to, told when this one finishes. Weak: the parent holds
    /// this list in its entries.
    weak var parent: TaskList?
  }

  // Mutated in place: an action that starts 100,000 effects appends 100,000 entries.
  private let state = LockedValue(State())

  /// Counts a task that is about to start: ``waitAll(isolation:)`` waits until the task calls
  /// ``taskDidFinish()``. Called before the task exists, so that it cannot end uncounted.
  func taskWillStart() {
    state.withLock { $0.unfinished += 1 }
  }

  /// Adds a task counted by ``taskWillStart()``, for cancellation.
  func append(_ task: Task<Void, Never>) {
    append(.task(task))
  }

  /// Counts and adds a task that cannot have run yet (a main-actor task, started on the main
  /// actor, which it has not given up since): ``taskWillStart()`` and ``append(_:)`` in one step.
  func append(starting task: Task<Void, Never>) {
    let isCancelled = state.withLock { state in
      state.unfinished += 1
      state.entries.append(.task(task))
      return state.isCancelled
    }
    if isCancelled { task.cancel() }
  }

  /// Adds the list of a `send` made by one of the tasks: waiting for this list waits for it too.
  func append(_ list: TaskList) {
    state.withLock { $0.unfinished += 1 }
    let isFinished = list.state.withLock { child in
      guard child.unfinished > 0 else { return true }
      child.parent = self
      return false
    }
    append(.list(list))
    if isFinished { taskDidFinish() }
  }

  private func append(_ entry: Entry) {
    let isCancelled = state.withLock { state in
      state.entries.append(entry)
      return state.isCancelled
    }
    if isCancelled { entry.cancel() }
  }

  /// A task counted by ``taskWillStart()`` or ``append(starting:)`` (or an appended list) has
  /// ended.
  ///
  /// A list that finishes tells its parent, which may finish in turn: a loop up the chain, not a
  /// recursion, as an effect that keeps sending to itself builds one list per send.
  func taskDidFinish() {
    var list: TaskList? = self
    while let current = list {
      list = current.countDown()
    }
  }

  /// Counts one task or list down; when none is left, wakes the waiters and returns the parent,
  /// to be counted down next.
  private func countDown() -> TaskList? {
    let finished: (waiters: SmallList<UnsafeContinuation<Void, Never>>, parent: TaskList?)? =
      state.withLock { state in
        state.unfinished -= 1
        guard state.unfinished == 0 else { return nil }
        defer {
          state.waiters = SmallList()
          state.parent = nil
        }
        return (state.waiters, state.parent)
      }
    guard let finished else { return nil }
    finished.waiters.forEach { $0.resume() }
    return finished.parent
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

  /// Waits for every task, including ones appended while waiting. Cancelling the waiting task
  /// cancels them all.
  ///
  /// Takes the caller's isolation as a parameter, not `nonisolated(nonsending)`: a closure formed
  /// in a `nonisolated(nonsending)` function is not isolated to the caller, so the operation of
  /// `withTaskCancellationHandler` would hop to the global executor and back. A closure that
  /// captures an `isolated` parameter runs on its actor.
  func waitAll(isolation: isolated (any Actor)? = #isolation) async {
    guard state.withLock({ $0.unfinished > 0 }) else { return }
    await withTaskCancellationHandler {
      _ = isolation
      await withUnsafeContinuation { continuation in
        let isFinished = state.withLock { state in
          guard state.unfinished > 0 else { return true }
          state.waiters.append(continuation)
          return false
        }
        if isFinished { continuation.resume() }
      }
    } onCancel: {
      self.cancelAll()
    }
  }
}
