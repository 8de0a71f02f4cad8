import Foundation

/// Where a ``Shared`` value lives and is persisted: in memory, in a file, in app storage.
///
/// Every `@Shared` made with equal keys (in the same storage) shares one value.
public protocol SharedKey<Value>: Sendable {
  /// The value stored under the key.
  associatedtype Value: Sendable

  /// The reference for this key, loading the stored value, or using `initialValue` when the
  /// key holds nothing. Holders of equal keys get the same reference. Implemented by the
  /// library's keys.
  ///
  /// - Parameter initialValue: The value to start from when nothing is stored.
  func reference(initialValue: () -> Value) -> SharedReference<Value>
}

/// A key together with the value it defaults to, for `@Shared(.key)` without an initial value.
public struct _SharedKeyDefault<Key: SharedKey>: Sendable {
  let key: Key
  let defaultValue: @Sendable () -> Key.Value

  /// A key with a default value.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - defaultValue: The value to use when the key holds nothing.
  public init(_ key: Key, default defaultValue: @escaping @Sendable () -> Key.Value) {
    self.key = key
    self.defaultValue = defaultValue
  }
}

/// References by key, held weakly: a stored value outlives its references (it is in a file or
/// in app storage), so a reference lives only as long as some state holds it.
final class WeakReferences<Key: Hashable>: @unchecked Sendable {
  private var references: [Key: WeakReference] = [:]
  private let lock = NSRecursiveLock()

  private struct WeakReference {
    weak var object: AnyObject?
  }

  func reference<Value>(
    for key: Key, make: () -> SharedReference<Value>
  ) -> SharedReference<Value> {
    lock.withLock {
      if let existing = references[key]?.object as? SharedReference<Value> {
        return existing
      }
      let reference = make()
      references[key] = WeakReference(object: reference)
      return reference
    }
  }
}
