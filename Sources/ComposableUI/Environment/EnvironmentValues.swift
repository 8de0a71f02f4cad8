/// A key for a value in ``EnvironmentValues``, with the value views get when no ancestor set one.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey {
///   static let defaultValue = Color.blue
/// }
/// extension EnvironmentValues {
///   var accent: Color {
///     get { self[AccentKey.self] }
///     set { self[AccentKey.self] = newValue }
///   }
/// }
/// ```
public protocol EnvironmentKey {
  /// The type of the value.
  associatedtype Value
  /// The value when no ancestor set one.
  static var defaultValue: Value { get }
}

/// Values a view passes down to every view below it, such as the foreground color: set with
/// ``View/environment(_:_:)``, read with ``Environment``.
///
/// A copy is cheap: the values are shared until one is set.
@MainActor
public struct EnvironmentValues {
  /// The values set so far, by key type. A class, so that comparing two environments for "did
  /// anything change" is an identity check.
  final class Storage {
    let values: [ObjectIdentifier: Any]
    init(values: [ObjectIdentifier: Any]) { self.values = values }
  }

  private(set) var storage = Storage(values: [:])

  /// An environment where every key has its default value.
  public init() {}

  /// The value for a key, or its default.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { storage.values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set {
      var values = storage.values
      values[ObjectIdentifier(key)] = newValue
      storage = Storage(values: values)
    }
  }

  /// Whether two environments are the same copy, so that nothing was set in between.
  func isIdentical(to other: EnvironmentValues) -> Bool { storage === other.storage }
}
