import Observation

/// Reads a value from the environment of the view that declares it.
///
/// ```swift
/// struct Caption: View {
///   @Environment(\.isEnabled) private var isEnabled
///   var body: some View { Text(isEnabled ? "On" : "Off") }
/// }
/// ```
///
/// It also reads an `@Observable` object an ancestor placed with ``View/environment(_:)``, by its
/// type:
///
/// ```swift
/// struct BookList: View {
///   @Environment(Library.self) private var library
///   var body: some View { Text("\(library.books.count) books") }
/// }
/// ```
///
/// A body that reads an environment value is evaluated again when an ancestor sets a new
/// environment; one that reads an object's properties, also when those change.
@propertyWrapper
public struct Environment<Value>: DynamicProperty, BoxedDynamicProperty {
  private let source: Source
  private let storage = DynamicPropertyBox()

  private enum Source {
    case keyPath(KeyPath<EnvironmentValues, Value>)
    /// An object, by the key of its type (not a closure: every value of the view holds the same
    /// key, and compares equal bit for bit, so that the view is not evaluated again for it).
    /// `Value` is the object's type, or an optional of it.
    case object(key: ObjectIdentifier, isOptional: Bool)
  }

  /// Reads the value at a key path of ``EnvironmentValues``.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    source = .keyPath(keyPath)
  }

  /// Reads the `@Observable` object of this type that an ancestor placed with
  /// ``View/environment(_:)``.
  ///
  /// Reading it in a view with no such ancestor stops the program, as in SwiftUI, since there is
  /// no object to hand back; read it as an optional (`@Environment(Library.self) var library:
  /// Library?`) where it may be missing.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    source = .object(key: ObjectIdentifier(ObservableEnvironmentKey<Value>.self), isOptional: false)
  }

  /// Reads the `@Observable` object of this type that an ancestor placed with
  /// ``View/environment(_:)``, or `nil` when none did.
  public init<Object: AnyObject & Observable>(_ objectType: Object.Type)
  where Value == Object? {
    source = .object(key: ObjectIdentifier(ObservableEnvironmentKey<Object>.self), isOptional: true)
  }

  var box: DynamicPropertyBox { storage }

  /// The value, from the view's environment (the default environment outside a view graph).
  @MainActor
  public var wrappedValue: Value {
    let environment: EnvironmentValues
    if let node = storage.node {
      node.readsEnvironment = true
      environment = node.environment
    } else {
      environment = EnvironmentValues()
    }
    switch source {
    case .keyPath(let keyPath):
      return environment[keyPath: keyPath]
    case .object(let key, let isOptional):
      // The stored value is an `Object?`, which casts to `Object` (and `Object?`) when set.
      if let object = environment.storage.values[key] as? Value { return object }
      if isOptional, let none = (Value.self as? any NilValue.Type)?.nilValue as? Value {
        return none
      }
      fatalError(
        missingObjectMessage(
          Value.self, readBy: storage,
          fix: "Place one on an ancestor with environment(_:), or read it as an optional."
        ))
    }
  }
}

/// An optional's `nil`, for code that knows its type only as a generic parameter.
private protocol NilValue {
  static var nilValue: Self { get }
}

extension Optional: NilValue {
  static var nilValue: Self { nil }
}
