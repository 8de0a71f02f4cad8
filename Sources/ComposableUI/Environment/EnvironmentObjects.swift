import Observation

/// An `@Observable` object in the environment, by its type: placed with ``View/environment(_:)``
/// and read with `@Environment(Model.self)`. Each type has a key of its own, so that an object
/// never replaces a value of another key, nor an object of another type.
struct ObservableEnvironmentKey<Object: AnyObject>: EnvironmentKey {
  static var defaultValue: Object? { nil }
}

/// An `ObservableObject` in the environment, by its type: placed with
/// ``View/environmentObject(_:)`` and read with ``EnvironmentObject``. Kept apart from
/// ``ObservableEnvironmentKey``, as SwiftUI keeps the two apart: an object that is both is found
/// only the way it was placed.
struct ObservableObjectKey<Object: AnyObject>: EnvironmentKey {
  static var defaultValue: Object? { nil }
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
    modifier(_EnvironmentModifier(object) { $0[ObservableEnvironmentKey<Object>.self] = $1 })
  }

  /// Places an `ObservableObject` in the environment of this view and the views below it,
  /// where ``EnvironmentObject`` reads it.
  ///
  /// ```swift
  /// ParentView()
  ///   .environmentObject(basket)
  /// ```
  public func environmentObject<Object: ObservableObject>(_ object: Object) -> some View {
    modifier(_EnvironmentModifier(object) { $0[ObservableObjectKey<Object>.self] = $1 })
  }
}
