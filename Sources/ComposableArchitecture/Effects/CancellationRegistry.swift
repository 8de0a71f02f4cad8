#if !canImport(Darwin)
  import Synchronization
#endif

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
    /// `nil` means "anything started in `path`". At the root path, that is everything the store
    /// runs, in a child's or not: see ``isWholeStore``.
    let id: AnyHashableSendable?

    /// The key of everything the store runs: the root path, no identifier. Work is never
    /// registered under it by name; cancelling it cancels everything.
    var isWholeStore: Bool { path.isEmpty && id == nil }
  }

  private struct Storage {
    var nextToken = 0
    /// Every piece of in-flight work, by token. It answers the key of a whole store (the root
    /// path, no identifier), which is why that key has no table of its own: an effect without an
    /// identifier, at the root, is one insertion and one removal here, and a table that keeps
    /// its capacity allocates nothing once warm.
    private(set) var all: [Int: any Cancellable] = [:]
    /// The work registered under each other key. Changed only through the methods below, which
    /// keep `all` and `childKeys` up to date.
    private(set) var entries: [Key: [Int: any Cancellable]] = [:]
    /// How many keys of `entries` belong to a child feature (have a non-empty path).
    private var childKeys = 0
    var throttles = ThrottleWindows()
    /// Whether work of a child feature was registered by `withTaskCancellation` since the store
    /// last had no child work: such work may come from a task the child's effect left behind,
    /// after the effect ended, so no navigation operator knows its child has it.
    var hasChildWorkOutsideEffects = false

    /// Whether any work, or any throttle's window, belongs to a child feature.
    var hasChildWork: Bool {
      childKeys > 0 || throttles.hasChildWindows
    }

    /// Registers `work` under `keys`, and under the key of everything started in `path`.
    mutating func insert(
      _ work: some Cancellable, token: Int, under keys: [Key], in path: [AnyHashableSendable]
    ) {
      all[token] = work
      for key in keys {
        insert(work, token: token, under: key)
      }
      insert(work, token: token, under: Key(path: path, id: nil))
    }

    private mutating func insert(_ work: some Cancellable, token: Int, under key: Key) {
      guard !key.isWholeStore else { return }
      if !key.path.isEmpty, entries.index(forKey: key) == nil {
        childKeys += 1
      }
      entries[key, default: [:]][token] = work
    }

    /// Forgets the work of `token`, registered under `keys` and `path`.
    mutating func remove(_ token: Int, from keys: [Key], in path: [AnyHashableSendable]) {
      all[token] = nil
      for key in keys {
        remove(token, from: key)
      }
      remove(token, from: Key(path: path, id: nil))
    }

    private mutating func remove(_ token: Int, from key: Key) {
      guard !key.isWholeStore, let index = entries.index(forKey: key) else { return }
      entries.values[index][token] = nil
      if entries.values[index].isEmpty {
        entries.remove(at: index)
        if !key.path.isEmpty { childKeys -= 1 }
      }
    }

    /// Forgets, and returns, everything registered under `key`.
    mutating func removeAll(under key: Key) -> [Int: any Cancellable]? {
      if key.isWholeStore { return removeEverything() }
      guard let work = entries.removeValue(forKey: key) else { return nil }
      if !key.path.isEmpty { childKeys -= 1 }
      for token in work.keys { all[token] = nil }
      return work
    }

    /// Forgets, and returns, everything registered under the keys whose paths match. `matches`
    /// holds for a path's extensions when it holds for the path (a prefix test, or one on the
    /// components past a prefix): when it holds for the root path, everything is forgotten.
    mutating func removeAll(where matches: ([AnyHashableSendable]) -> Bool) -> [any Cancellable] {
      throttles.removeAll(where: matches)
      if matches([]) { return Array(removeEverything().values) }
      // The keys first: removing while iterating `entries.keys` would copy the table.
      let keys = entries.keys.filter { matches($0.path) }
      var work: [any Cancellable] = []
      for key in keys {
        work.append(contentsOf: removeAll(under: key)!.values)
      }
      return work
    }

    private mutating func removeEverything() -> [Int: any Cancellable] {
      // Handed over whole: keeping the capacity would allocate a new table of that size, for a
      // registry that is about to go away with its store.
      let work = all
      all = [:]
      entries = [:]
      childKeys = 0
      return work
    }
  }

  private let storage = LockedValue(Storage())

  #if !canImport(Darwin)
    /// What ``childWork`` answers, kept up to date by every change (``change(_:)``): bit 0, child
    /// work is in flight; bit 1, some of it may have been registered outside the store's
    /// effects. Read without the lock, once per action that passes a navigation operator: the
    /// lock taken for it was about 8% of a send through one `ifLet` (perf). (`Atomic` needs
    /// macOS 15 and its peers; there the lock is taken to read it.)
    private let childWorkFlags = Atomic<UInt8>(0)
  #endif

  /// Runs `body` on the tables under the lock: every change goes through here, so that child
  /// work's flags follow it, and the note of work registered outside effects is forgotten as
  /// soon as no child work is left.
  private func change<Result>(_ body: (inout Storage) -> Result) -> Result {
    storage.withLock { storage in
      let result = body(&storage)
      if !storage.hasChildWork { storage.hasChildWorkOutsideEffects = false }
      #if !canImport(Darwin)
        let flags: UInt8 =
          (storage.hasChildWork ? 1 : 0) | (storage.hasChildWorkOutsideEffects ? 2 : 0)
        childWorkFlags.store(flags, ordering: .releasing)
      #endif
      return result
    }
  }

  static let global = CancellationRegistry()

  /// Registers `work` under every key in `keys`, and as work started in `path` (whatever its
  /// identifier), and returns its token.
  @discardableResult
  func register(
    _ work: some Cancellable, under keys: [Key], in path: [AnyHashableSendable] = []
  ) -> Int {
    change { storage in
      storage.nextToken &+= 1
      storage.insert(work, token: storage.nextToken, under: keys, in: path)
      return storage.nextToken
    }
  }

  /// Registers `work` under `key` and returns its token; with `cancelInFlight`, whatever was
  /// registered under `key` before is cancelled in the same step, so that of two callers racing
  /// with the same key, the one registered last is the only one left running.
  func register(_ work: some Cancellable, under key: Key, cancelInFlight: Bool) -> Int {
    let (token, cancelled) = change { storage in
      storage.nextToken &+= 1
      let cancelled = cancelInFlight ? storage.removeAll(under: key) : nil
      storage.insert(work, token: storage.nextToken, under: [key], in: [])
      if !key.path.isEmpty { storage.hasChildWorkOutsideEffects = true }
      return (storage.nextToken, cancelled)
    }
    cancelled?.values.forEach { $0.cancel() }
    return token
  }

  /// Forgets the work registered with `token` under `keys` and `path`.
  func unregister(_ token: Int, from keys: [Key], in path: [AnyHashableSendable] = []) {
    change { $0.remove(token, from: keys, in: path) }
  }

  /// Cancels everything registered under `key`.
  func cancel(_ key: Key) {
    let work = change { $0.removeAll(under: key) }
    work?.values.forEach { $0.cancel() }
  }

  /// Cancels everything started in `path` or in any child of it.
  func cancelAll(under path: [AnyHashableSendable]) {
    let work = change { $0.removeAll { $0.starts(with: path) } }
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
    let work = change { $0.removeAll(where: matches) }
    work.forEach { $0.cancel() }
  }

  /// Cancels everything: the store is going away.
  func cancelAll() {
    cancelAll(under: [])
  }

  /// Whether any in-flight work, or any throttle's window, belongs to a child feature: when none
  /// does, a child that goes away has nothing to cancel.
  var hasChildWork: Bool {
    childWork.inFlight
  }

  /// Whether any work of a child feature is in flight, and whether some of it may have been
  /// registered outside the effects the store started (see
  /// ``Storage/hasChildWorkOutsideEffects``), which is forgotten once no child work is left.
  ///
  /// Work registered by another thread while this is asked is concurrent with the question, and
  /// may as well have been registered after it.
  var childWork: (inFlight: Bool, outsideEffects: Bool) {
    #if canImport(Darwin)
      storage.withLock { ($0.hasChildWork, $0.hasChildWorkOutsideEffects) }
    #else
      let flags = childWorkFlags.load(ordering: .acquiring)
      return (flags & 1 != 0, flags & 2 != 0)
    #endif
  }

  /// The number of pieces of in-flight work that were not cancelled: work cancelled (by an
  /// identifier, a dismissal, the store going away) is forgotten at once, even if it has not
  /// ended yet.
  var count: Int {
    storage.withLock { $0.all.count }
  }

  /// The window of the throttle of these instant and action types under `key`, made the first
  /// time: a throttle's window must outlive the effects that share its identifier.
  func throttleWindow<Instant, Action>(_ key: Key) -> ThrottleWindow<Instant, Action> {
    change { $0.throttles.window(key) }
  }
}

/// Work that can be cancelled: a task.
protocol Cancellable: Sendable {
  func cancel()
}

extension Task: Cancellable {}
