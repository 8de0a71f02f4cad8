import Foundation

extension SharedKey {
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

/// A key for shared state kept in memory; see ``SharedKey/inMemory(_:)``.
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
}

/// Where `.inMemory` shared state lives. Each test gets its own, so tests never see each
/// other's values.
public final class InMemoryStorage: @unchecked Sendable {
  // In-memory values have nowhere else to live: references are held strongly.
  private var references: [String: AnyObject] = [:]
  private let lock = NSRecursiveLock()

  /// An empty storage.
  public init() {}

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
