import Foundation

/// The in-flight cancellable work of one store.
///
/// Each piece of work (an effect's task, or a `withTaskCancellation` block) is registered under
/// the keys it may be cancelled by and unregistered when it ends. Keys pair a navigation path (the
/// child feature that started the work) with a user identifier, or with no identifier for plain
/// membership in that path, which is how dismissing a child cancels all of its work.
///
/// Thread-safe: `Task.cancel(id:)` and `withTaskCancellation` may run on any executor.
final class CancellationRegistry: Sendable {
  struct Key: Hashable, Sendable {
    let path: [AnyHashableSendable]
    /// `nil` means "anything started in `path`".
    let id: AnyHashableSendable?
  }

  private struct Storage {
    var nextToken = 0
    var entries: [Key: [Int: any Cancellable]] = [:]
    var throttles: [Key: Any] = [:]
  }

  private let storage = LockIsolated(Storage())

  static let global = CancellationRegistry()

  /// A new token to register work with.
  func makeToken() -> Int {
    storage.withValue { storage in
      storage.nextToken &+= 1
      return storage.nextToken
    }
  }

  /// Registers `work` under every key in `keys`, returning a token to unregister it with.
  func register(_ work: some Cancellable, under keys: [Key]) -> Int {
    let token = makeToken()
    register(work, token: token, under: keys)
    return token
  }

  /// Registers `work` under every key in `keys` with a token from ``makeToken()``.
  func register(_ work: some Cancellable, token: Int, under keys: [Key]) {
    storage.withValue { storage in
      for key in keys {
        storage.entries[key, default: [:]][token] = work
      }
    }
  }

  func unregister(_ token: Int, from keys: [Key]) {
    storage.withValue { storage in
      for key in keys {
        storage.entries[key]?[token] = nil
        if storage.entries[key]?.isEmpty == true {
          storage.entries[key] = nil
        }
      }
    }
  }

  /// Cancels everything registered under `key`.
  func cancel(_ key: Key) {
    let work = storage.withValue { $0.entries.removeValue(forKey: key) }
    work?.values.forEach { $0.cancel() }
  }

  /// Cancels everything started in `path` or in any child of it.
  func cancelAll(under path: [AnyHashableSendable]) {
    let work = storage.withValue { storage in
      var work: [any Cancellable] = []
      for key in storage.entries.keys where key.path.starts(with: path) {
        work.append(contentsOf: storage.entries.removeValue(forKey: key)!.values)
      }
      for key in storage.throttles.keys where key.path.starts(with: path) {
        storage.throttles[key] = nil
      }
      return work
    }
    work.forEach { $0.cancel() }
  }

  /// Cancels everything: the store is going away.
  func cancelAll() {
    cancelAll(under: [])
  }

  /// The number of distinct pieces of in-flight work.
  var count: Int {
    storage.withValue { storage in
      Set(storage.entries.values.flatMap(\.keys)).count
    }
  }

  /// Reads and updates per-key state of a time-based operator (throttle), which must outlive
  /// the effects that share its identifier.
  func withThrottleState<S: Sendable, R: Sendable>(
    _ key: Key, default: S, _ body: @Sendable (inout S) -> R
  ) -> R {
    storage.withValue { storage in
      var state = storage.throttles[key] as? S ?? `default`
      defer { storage.throttles[key] = state }
      return body(&state)
    }
  }
}

/// Work that can be cancelled: a task.
protocol Cancellable: Sendable {
  func cancel()
}

extension Task: Cancellable {}

extension Task where Failure == Never {
  /// Waits for the task's value, cancelling the task if the waiting task is cancelled.
  nonisolated(nonsending) var cancellableValue: Success {
    get async {
      await withTaskCancellationHandler {
        await self.value
      } onCancel: {
        self.cancel()
      }
    }
  }
}

extension Task where Failure == any Error {
  /// Waits for the task's value, cancelling the task if the waiting task is cancelled.
  var cancellableValue: Success {
    get async throws {
      try await withTaskCancellationHandler {
        try await self.value
      } onCancel: {
        self.cancel()
      }
    }
  }
}
