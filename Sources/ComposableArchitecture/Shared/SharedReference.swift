import Foundation
import IssueReporting

/// The storage behind every `@Shared` that names the same key: one value, observed, persisted.
/// Opaque: keys create them, through ``SharedReaderKey/reference(initialValue:)``.
///
/// Readers and writers may be on any thread: the value is guarded by a lock. Observers are
/// told of each change through Observation, and the key saves it.
public final class SharedReference<Value: Sendable>: Observable, @unchecked Sendable {
  /// The value, guarded by `lock`; `nil` for a part of another shared value, which keeps no copy
  /// of it (a copy would make every change to the whole copy the part).
  ///
  /// A change works on a copy, written back when it ends, as upstream's on Apple platforms: a
  /// read of the value from inside its own change (`$count.withLock { $0 = count + 1 }`, on the
  /// thread holding the recursive lock) sees the value as it was before the change began, where
  /// a change in place would be an overlapping access.
  private var storedValue: Value?
  /// Whether a change is running: one started inside it would be lost when it writes back.
  /// Guarded by `lock`.
  private var isChanging = false
  private let lock = NSRecursiveLock()
  private let registrar = TrackedRegistrar()
  /// Saves a new value; `nil` for a value with no key.
  private let save: (@Sendable (Value) -> Void)?
  /// What this reference is, for messages: `.fileStorage(/path)`, say.
  let description: String
  /// For a part of another shared value, the link to it: reads and writes go through it.
  private let link: (any DerivedLink<Value>)?
  /// Work that lives as long as this reference (a file's watcher), ended when it goes away.
  private var companions: [Task<Void, Never>] = []
  /// A key's subscription, cancelled when this reference goes away.
  private var subscriptions: [SharedSubscription] = []
  /// Told of each new value, by ``subscribe(_:)``; guarded by `lock`.
  private var changeHandlers: [Int: @Sendable (Value) -> Void] = [:]
  private var nextHandler = 0

  init(
    initialValue: Value, description: String, save: (@Sendable (Value) -> Void)? = nil
  ) {
    self.storedValue = initialValue
    self.description = description
    self.save = save
    self.link = nil
  }

  /// A reference to a part of another shared value.
  init(link: some DerivedLink<Value>) {
    self.storedValue = nil
    self.description = link.description
    self.save = nil
    self.link = link
  }

  deinit {
    for task in companions {
      task.cancel()
    }
  }

  /// The value, for a reference that is not linked to another; read under `lock`.
  private var stored: Value {
    guard let storedValue else {
      preconditionFailure("A shared reference linked to another has no value of its own.")
    }
    return storedValue
  }

  /// Keeps `task` running only while this reference lives.
  func bindLifetime(of task: Task<Void, Never>) {
    lock.withLock { companions.append(task) }
  }

  /// Keeps a key's subscription only while this reference lives.
  func bindLifetime(of subscription: SharedSubscription) {
    lock.withLock { subscriptions.append(subscription) }
  }

  /// Calls `onChange` with each new value, set or reloaded, until the subscription ends.
  func subscribe(_ onChange: @escaping @Sendable (Value) -> Void) -> SharedSubscription {
    let id = lock.withLock {
      defer { nextHandler += 1 }
      changeHandlers[nextHandler] = onChange
      return nextHandler
    }
    return SharedSubscription { [weak self] in
      guard let self else { return }
      _ = self.lock.withLock { self.changeHandlers.removeValue(forKey: id) }
    }
  }

  private func tellChangeHandlers(_ value: Value) {
    for handler in lock.withLock({ Array(changeHandlers.values) }) {
      handler(value)
    }
  }

  var _value: Void { () }

  /// The current value, observed.
  var value: Value {
    if let link { return link.observedRead() }
    registrar.access(self, keyPath: \._value)
    if let tracker = SharedChangeTracker.current, let snapshot = tracker.snapshot(of: self) {
      return snapshot
    }
    return lock.withLock { stored }
  }

  /// Mutates the value under the lock, then notifies observers and saves.
  ///
  /// Inside a test store's assertion, the mutation describes the expected value instead, and
  /// leaves the real one alone.
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    if let link { return try link.withLock(body) }
    if let tracker = SharedChangeTracker.current, tracker.isAsserting {
      return try tracker.assert(self, current: lock.withLock { stored }, body)
    }
    registrar._$willSet(self, keyPath: \._value)
    defer { registrar._$didSet(self, keyPath: \._value) }
    let (result, newValue) = try lock.withLock {
      var value = stored
      if isChanging {
        reportIssue(Message.sharedChangeInsideItsOwnChange(description))
      }
      let wasChanging = isChanging
      isChanging = true
      defer { isChanging = wasChanging }
      SharedChangeTracker.current?.willChange(self, from: value)
      let result = try body(&value)
      storedValue = value
      return (result, value)
    }
    save?(newValue)
    tellChangeHandlers(newValue)
    return result
  }

  /// Replaces the value with one loaded from storage (an outside edit), without saving it back.
  func reload(_ newValue: Value) {
    registrar._$willSet(self, keyPath: \._value)
    lock.withLock {
      SharedChangeTracker.current?.willChange(self, from: stored)
      storedValue = newValue
    }
    registrar._$didSet(self, keyPath: \._value)
    tellChangeHandlers(newValue)
  }

  /// The value, ignoring any test snapshot.
  var currentValue: Value {
    if let link { return link.read() }
    return lock.withLock { stored }
  }
}

/// How a reference to part of a shared value reaches the value it is part of.
protocol DerivedLink<Value>: Sendable {
  associatedtype Value
  var description: String { get }
  func read() -> Value
  func observedRead() -> Value
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R
}

/// A part of a shared value, through a key path.
struct KeyPathLink<Parent: Sendable, Value: Sendable>: DerivedLink {
  let parent: SharedReference<Parent>
  // Key paths are immutable; they are not marked `Sendable` for arbitrary roots.
  nonisolated(unsafe) let keyPath: KeyPath<Parent, Value>

  var description: String { parent.description }

  func read() -> Value {
    parent.currentValue[keyPath: keyPath]
  }

  func observedRead() -> Value {
    parent.value[keyPath: keyPath]
  }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    guard let writable = keyPath as? WritableKeyPath<Parent, Value> else {
      // Only a `SharedReader` holds a read-only part, and it never writes.
      var copy = read()
      return try body(&copy)
    }
    return try parent.withLock { try body(&$0[keyPath: writable]) }
  }
}
