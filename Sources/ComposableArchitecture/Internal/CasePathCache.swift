/// Case paths by the key path that names them, so that reducers rebuilt for every action
/// (`Scope(state: \.child, action: \.child)` in a `body`) do not rebuild their case paths.
///
/// A plain key path literal (`\.child` into `AllCasePaths`) is one object per call site, so
/// those entries are found by the key path's identity: no hashing of its components, no lock. Each thread has its own table (reducers run
/// on the main actor, so in practice one); an entry keeps its key path alive, so that its
/// identity cannot be reused by another key path.
@usableFromInline
final class CasePathCache {
  private struct Entry {
    let keyPath: AnyKeyPath
    let casePath: Any
  }

  private var entries: [ObjectIdentifier: Entry] = [:]
  /// Case key paths (`\.child` where a `CaseKeyPath` is expected) are built anew each time they
  /// are evaluated, so they are found by value, at the cost of hashing them.
  private var byValue: [AnyKeyPath: Any] = [:]
  private static let limit = 4_096

  /// This thread's table.
  @usableFromInline
  static var current: CasePathCache {
    slot.value
  }

  private static let slot = ThreadLocalSlot { CasePathCache() }

  /// The case path for `keyPath`, made by `make` on first use.
  @usableFromInline
  func casePath<Root, Value>(
    for keyPath: AnyKeyPath, make: () -> AnyCasePath<Root, Value>
  ) -> AnyCasePath<Root, Value> {
    let id = ObjectIdentifier(keyPath)
    // Stored under its key path, whose type fixes `Root` and `Value`: the cast cannot fail.
    if let entry = entries[id], let casePath = entry.casePath as? AnyCasePath<Root, Value> {
      return casePath
    }
    let casePath = make()
    if entries.count >= Self.limit {
      entries.removeAll(keepingCapacity: true)
    }
    entries[id] = Entry(keyPath: keyPath, casePath: casePath)
    return casePath
  }
}

extension CasePathCache {
  /// The case path for a case key path, found by value.
  @usableFromInline
  func casePath<Root, Value>(forValue keyPath: CaseKeyPath<Root, Value>) -> AnyCasePath<Root, Value> {
    if let casePath = byValue[keyPath] as? AnyCasePath<Root, Value> {
      return casePath
    }
    let casePath = AnyCasePath(keyPath)
    if byValue.count >= Self.limit {
      byValue.removeAll(keepingCapacity: true)
    }
    byValue[keyPath] = casePath
    return casePath
  }
}

extension AnyCasePath {
  /// The case path of a case key path, made once per key path.
  @inlinable
  static func cached(_ keyPath: CaseKeyPath<Root, Value>) -> Self {
    CasePathCache.current.casePath(forValue: keyPath)
  }

  /// The case path a `@CasePathable` enum's `AllCasePaths` names, made once per key path.
  @inlinable
  static func cached(
    _ keyPath: KeyPath<Root.AllCasePaths, AnyCasePath<Root, Value>>
  ) -> Self where Root: CasePathable {
    CasePathCache.current.casePath(for: keyPath) { Root.allCasePaths[keyPath: keyPath] }
  }
}
