import Foundation

extension SharedReaderKey {
  /// Shared state kept in memory for the life of the process, under a name.
  ///
  /// ```swift
  /// @Shared(.inMemory("count")) var count = 0
  /// ```
  ///
  /// - Parameter key: The name.
  /// - Returns: A key.
  public static func inMemory<Value>(_ key: String) -> Self where Self == InMemoryKey<Value> {
    InMemoryKey(key)
  }
}

/// A key for shared state kept in memory; see ``SharedReaderKey/inMemory(_:)``.
public struct InMemoryKey<Value: Sendable>: SharedKey {
  let name: String
  let storage: InMemoryStorage

  init(_ name: String) {
    @Dependency(\.defaultInMemoryStorage) var storage
    self.name = name
    self.storage = storage
  }

  /// The reference for this name, created with `initialValue` on first use.
  public func reference(initialValue: () -> Value) -> SharedReference<Value> {
    storage.reference(name: name) {
      SharedReference(initialValue: initialValue(), description: ".inMemory(\"\(name)\")")
    }
  }

  /// Keys with the same name in the same storage share one value.
  public var id: InMemoryKeyID {
    InMemoryKeyID(name: name, storage: ObjectIdentifier(storage))
  }

  /// The value held under this name, or the initial value when none is held yet.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    loadThroughReference(self, context: context, continuation: continuation)
  }

  /// The changes made by the holders of this name.
  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    subscribeThroughReference(self, context: context, subscriber: subscriber)
  }

  /// Holds `value` under this name, for every holder.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    saveThroughReference(self, value, continuation: continuation)
  }

  /// The reference under this name, if one was made.
  func existingReference() -> SharedReference<Value>? {
    storage.existing(name: name)
  }
}

/// What makes two `.inMemory` keys the same: their name and their storage.
public struct InMemoryKeyID: Hashable, Sendable {
  let name: String
  let storage: ObjectIdentifier
}

/// Where `.inMemory` shared state lives. Each test gets its own, so tests never see each
/// other's values.
public final class InMemoryStorage: @unchecked Sendable {
  // In-memory values have nowhere else to live: references are held strongly.
  private var references: [String: AnyObject] = [:]
  private let lock = NSRecursiveLock()

  /// An empty storage.
  public init() {}

  func existing<Value>(name: String) -> SharedReference<Value>? {
    lock.withLock { references[name] as? SharedReference<Value> }
  }

  func reference<Value>(
    name: String, make: () -> SharedReference<Value>
  ) -> SharedReference<Value> {
    lock.withLock {
      if let existing = references[name] {
        guard let reference = existing as? SharedReference<Value> else {
          reportIssue(
            """
            ".inMemory(\\"\(name)\\")" was used with two types: \(type(of: existing)) and \
            \(SharedReference<Value>.self). …

            Each in-memory key holds one value. Give the second use its own key.
            """
          )
          return make()
        }
        return reference
      }
      let reference = make()
      references[name] = reference
      return reference
    }
  }
}

extension DependencyValues {
  /// The storage of `.inMemory` shared state: one for the process, a new one in each test.
  public var defaultInMemoryStorage: InMemoryStorage {
    get { self[InMemoryStorageKey.self] }
    set { self[InMemoryStorageKey.self] = newValue }
  }
}

private enum InMemoryStorageKey: DependencyKey {
  static let liveValue = InMemoryStorage()
  static var testValue: InMemoryStorage { InMemoryStorage() }
}
