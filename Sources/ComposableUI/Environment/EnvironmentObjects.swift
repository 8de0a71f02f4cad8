import Observation

/// Objects in the environment, by type: an `@Observable` object placed with
/// ``View/environment(_:)`` and read with `@Environment(Model.self)`, or an `ObservableObject`
/// placed with ``View/environmentObject(_:)`` and read with ``EnvironmentObject``.
///
/// Each object type has a key of its own, so that an object never replaces a value of another
/// key, nor an object of another type.
struct EnvironmentObjectKey<Object: AnyObject>: EnvironmentKey {
  static var defaultValue: Object? { nil }
}

extension EnvironmentValues {
  /// The object of `type` an ancestor placed, if any.
  func object<Object: AnyObject>(of type: Object.Type) -> Object? {
    self[EnvironmentObjectKey<Object>.self]
  }

  /// Places `object` for the views below, or removes the one placed above when it is `nil`.
  mutating func setObject<Object: AnyObject>(_ object: Object?) {
    self[EnvironmentObjectKey<Object>.self] = object
  }
}

extension View {
  /// Places an `@Observable` object in the environment of this view and the views below it,
  /// where `@Environment(Model.self)` reads it.
  ///
  /// ```swift
  /// @Observable final class Library {
  ///   var books: [String] = []
  /// }
  ///
  /// LibraryView()
  ///   .environment(library)
  /// ```
  ///
  /// A `nil` object removes the one an ancestor placed, for the views below.
  public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some View {
    modifier(_EnvironmentModifier(object) { $0.setObject($1) })
  }

  /// Places an `ObservableObject` in the environment of this view and the views below it,
  /// where ``EnvironmentObject`` reads it.
  ///
  /// ```swift
  /// ParentView()
  ///   .environmentObject(basket)
  /// ```
  public func environmentObject<Object: ObservableObject>(_ object: Object) -> some View {
    modifier(_EnvironmentModifier(object) { $0.setObject($1) })
  }
}
