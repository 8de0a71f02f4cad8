import Foundation

/// Converts a case key path to a case path once per key path.
///
/// Reducers rebuild their `body` for every action, so `Scope(state:action:)` and friends receive
/// the same case key path over and over. Turning a case key path into an `AnyCasePath` walks the
/// key path and allocates closures (microseconds per level of nesting); this cache makes the
/// repeat cost a dictionary lookup.
///
/// Case key path expressions are new objects each time they are evaluated (they carry the inner
/// key path as an argument), so entries are found by key path equality, not identity. The cache
/// is emptied if it ever grows past a bound, which only dynamically built key paths could cause.
@usableFromInline
final class CasePathCache: @unchecked Sendable {
  private var entries: [AnyKeyPath: Any] = [:]
  private let lock = NSLock()
  private static let limit = 4_096

  @usableFromInline
  static let shared = CasePathCache()

  @usableFromInline
  func casePath<Root, Value>(for keyPath: CaseKeyPath<Root, Value>) -> AnyCasePath<Root, Value> {
    lock.lock()
    if let casePath = entries[keyPath] as? AnyCasePath<Root, Value> {
      lock.unlock()
      return casePath
    }
    lock.unlock()
    let casePath = AnyCasePath(keyPath)
    lock.lock()
    if entries.count >= Self.limit {
      entries.removeAll(keepingCapacity: true)
    }
    entries[keyPath] = casePath
    lock.unlock()
    return casePath
  }
}

extension AnyCasePath {
  /// The case path of a case key path, converted once and cached.
  @inlinable
  static func cached(_ keyPath: CaseKeyPath<Root, Value>) -> Self {
    CasePathCache.shared.casePath(for: keyPath)
  }
}
