import CasePaths

/// A case path held by reference, so that a reducer rebuilt for every action (a `Scope` in a
/// `body`) stores it as one pointer, and copies of that reducer cost one retain.
///
/// Made once per key path by ``CasePathCache``.
@usableFromInline
final class CachedCasePath<Root, Value>: Sendable {
  /// The case path itself, for APIs that take an `AnyCasePath`.
  @usableFromInline let casePath: AnyCasePath<Root, Value>

  /// Whether the case path extracts exactly the values of one declared case of an enum (`\.child`
  /// of a `@CasePathable` enum, not a composed or computed case path): whether it extracts from a
  /// value then depends only on the value's case (see ``_RoutedSequence``).
  @usableFromInline let namesDeclaredCase: Bool

  /// - Parameters:
  ///   - casePath: The case path.
  ///   - namesDeclaredCase: Whether `casePath` extracts exactly the values of one declared case.
  @usableFromInline
  init(_ casePath: AnyCasePath<Root, Value>, namesDeclaredCase: Bool = false) {
    self.casePath = casePath
    self.namesDeclaredCase = namesDeclaredCase
  }

  /// The value of the case, or `nil` when `root` is in another case.
  @inlinable
  func extract(from root: Root) -> Value? {
    casePath.extract(from: root)
  }

  /// `value` in the case.
  @inlinable
  func embed(_ value: Value) -> Root {
    casePath.embed(value)
  }
}

extension CachedCasePath {
  /// The case path of a case key path, made once per key path.
  @inlinable
  static func of(_ keyPath: CaseKeyPath<Root, Value>) -> CachedCasePath {
    CasePathCache.current.casePath(forValue: keyPath)
  }

  /// The case path a `@CasePathable` enum's `AllCasePaths` names, made once per key path.
  @inlinable
  static func of(
    _ keyPath: KeyPath<Root.AllCasePaths, AnyCasePath<Root, Value>>
  ) -> CachedCasePath where Root: CasePathable {
    let cache = CasePathCache.current
    if let found = cache.object(for: keyPath) {
      // Stored under this key path, whose type fixes `Root` and `Value`, and kept alive by its
      // entry, so that no other key path can have its identity: the object has this type.
      return unsafeDowncast(found, to: CachedCasePath.self)
    }
    let made = make(keyPath)
    cache.insert(made, for: keyPath)
    return made
  }

  @usableFromInline
  static func make(
    _ keyPath: KeyPath<Root.AllCasePaths, AnyCasePath<Root, Value>>
  ) -> CachedCasePath where Root: CasePathable {
    CachedCasePath(
      Root.allCasePaths[keyPath: keyPath],
      namesDeclaredCase: Root.declaresCase(\Case<Root>.[dynamicMember: keyPath])
    )
  }
}
