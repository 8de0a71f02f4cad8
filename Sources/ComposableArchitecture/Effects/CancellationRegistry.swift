/// The in-flight cancellable work of one store.
///
/// Each piece of work (an effect's task, or a `withTaskCancellation` block) is registered under
/// the keys it may be cancelled by and unregistered when it ends. Keys pair a navigation path (the
/// child feature that started the work) with a user identifier, or with no identifier for plain
/// membership in that path, which is how dismissing a child cancels all of its work.
///
/// Thread-safe: `Task.cancel(id:)` and `withTaskCancellation` may run on any executor. Every
/// operation is one acquisition of one lock, and the tables are mutated in place under it, so
/// registering and unregistering cost O(keys) however much work is in flight.
final class CancellationRegistry: Sendable {
  struct Key: Hashable, Sendable {
    let path: [AnyHashableSendable]
    /// `nil` means "anything started in `path`".
    let id: AnyHashableSendable?
  }

  private struct Storage {
    var nextToken = 0
    /// The work registered under each key. Changed only through the methods below, which keep
    /// `childKeys` up to date.
    private(set) var entries: [Key: [Int: any Cancellable]] = [:]
    /// How many keys of `entries` belong to a child feature (have a non-empty path).
    private var childKeys = 0
    var throttles = ThrottleWindows()

    /// Whether any work, or any throttle's window, belongs to a child feature.
    var hasChildWork: Bool {
      childKeys > 0 || throttles.hasChildWindows
    }

    mutating func insert(_ work: some Cancellable, token: Int, under keys: [Key]) {
      for key in keys {
        if !key.path.isEmpty, entries.index(forKey: key) == nil {
          childKeys += 1
        }
        entries[key, default: [:]][token] = work
      }
    }

    /// Forgets the work of `token` under `key`, and the key once nothing is left under it.
    mutating func remove(_ token: Int, from key: Key) {
      guard let index = entries.index(forKey: key) else { return }
      entries.values[index][token] = nil
      if entries.values[index].isEmpty {
        entries.remove(at: index)
        if !key.path.isEmpty { childKeys -= 1 }
      }
    }

    /// Forgets, and returns, everything registered under `key`.
    mutating func removeAll(under key: Key) -> [Int: any Cancellable]? {
      guard let work = entries.removeValue(forKey: key) else { return nil }
      if !key.path.isEmpty { childKeys -= 1 }
      return work
    }

    /// Forgets, and returns, everything registered under the keys whose paths match.
    mutating func removeAll(where matches: ([AnyHashableSendable]) -> Bool) -> [any Cancellable] {
      var work: [any Cancellable] = []
      for key in entries.keys where matches(key.path) {
        work.append(contentsOf: removeAll(under: key)!.values)
      }
      throttles.removeAll(where: matches)
      return work
    }
  }

  private let storage = LockedValue(Storage())

  static let global = CancellationRegistry()

  /// A new token to register work with.
  func makeToken() -> Int {
    storage.withLock { storage in
      storage.nextToken &+= 1
      return storage.nextToken
    }
  }

  /// Registers `work` under every key in `keys` with a token from ``makeToken()``.
  func register(_ work: some Cancellable, token: Int, under keys: [Key]) {
    storage.withLock { $0.insert(work, token: token, under: keys) }
  }

  /// Registers `work` under `key` and returns its token; with `cancelInFlight`, whatever was
  /// registered under `key` before is cancelled in the same step, so that of two callers racing
  /// with the same key, the one registered last is the only one left running.
  func register(_ work: some Cancellable, under key: Key, cancelInFlight: Bool) -> Int {
    let (token, cancelled) = storage.withLock { storage in
      storage.nextToken &+= 1
      let cancelled = cancelInFlight ? storage.removeAll(under: key) : nil
      storage.insert(work, token: storage.nextToken, under: [key])
      return (storage.nextToken, cancelled)
    }
    cancelled?.values.forEach { $0.cancel() }
    return token
  }

  func unregister(_ token: Int, from keys: [Key]) {
    storage.withLock { storage in
      for key in keys {
        storage.remove(token, from: key)
      }
    }
  }

  /// Cancels everything registered under `key`.
  func cancel(_ key: Key) {
    let work = storage.withLock { $0.removeAll(under: key) }
    work?.values.forEach { $0.cancel() }
  }

  /// Cancels everything started in `path` or in any child of it.
  func cancelAll(under path: [AnyHashableSendable]) {
    let work = storage.withLock { $0.removeAll { $0.starts(with: path) } }
    work.forEach { $0.cancel() }
  }

  /// Cancels everything started in the children of `path` for which `isCancelled` holds (given
  /// the child's component of the path), and in their children.
  func cancelAll(
    under path: [AnyHashableSendable], children isCancelled: (AnyHashableSendable) -> Bool
  ) {
    let depth = path.count
    func matches(_ keyPath: [AnyHashableSendable]) -> Bool {
      keyPath.count > depth && keyPath.starts(with: path) && isCancelled(keyPath[depth])
    }
    let work = storage.withLock { $0.removeAll(where: matches) }
    work.forEach { $0.cancel() }
  }

  /// Cancels everything: the store is going away.
  func cancelAll() {
    cancelAll(under: [])
  }

  /// Whether any in-flight work, or any throttle's window, belongs to a child feature: when none
  /// does, a child that goes away has nothing to cancel.
  var hasChildWork: Bool {
    storage.withLock { $0.hasChildWork }
  }

  /// The number of distinct pieces of in-flight work.
  var count: Int {
    storage.withLock { storage in
      Set(storage.entries.values.flatMap(\.keys)).count
    }
  }

  /// The window of the throttle of these instant and action types under `key`, made the first
  /// time: a throttle's window must outlive the effects that share its identifier.
  func throttleWindow<Instant, Action>(_ key: Key) -> ThrottleWindow<Instant, Action> {
    storage.withLock { $0.throttles.window(key) }
  }
}

/// Work that can be cancelled: a task.
protocol Cancellable: Sendable {
  func cancel()
}

extension Task: Cancellable {}
