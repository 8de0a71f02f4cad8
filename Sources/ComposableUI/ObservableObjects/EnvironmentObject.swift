#if canImport(Combine)
  import Combine
#else
  import OpenCombineShim
#endif

/// An `ObservableObject` read from the environment, where an ancestor placed it with
/// ``View/environmentObject(_:)``: views between the two need not pass it along.
///
/// ```swift
/// struct ViewC: View {
///   @EnvironmentObject var basket: FruitBasket
///
///   var body: some View {
///     Text("C sees \(basket.fruit)")
///   }
/// }
/// ```
///
/// A body that uses the object is evaluated again after each change the object announces, and
/// when an ancestor places another object.
///
/// Using the object in a view with no such ancestor stops the program, as in SwiftUI: there is no
/// object to hand back. The message names the type and the view.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty,
  BoxedDynamicProperty
{
  private let storage = ObjectWillChangeBox<ObjectType>()

  /// Reads the object of this type from the environment.
  public init() {}

  /// Makes bindings to the object's properties: `$basket.fruit`.
  public typealias Wrapper = ObservedObject<ObjectType>.Wrapper

  var box: DynamicPropertyBox { storage }

  /// The object. Using it in a body makes the body depend on its changes.
  @MainActor
  public var wrappedValue: ObjectType {
    guard let object = environmentObject() else {
      fatalError(
        missingObjectMessage(
          ObjectType.self, readBy: storage,
          fix: "Place one on an ancestor with environmentObject(_:)."
        ))
    }
    storage.dependOn(object)
    return object
  }

  /// Bindings to the object's properties, for a child view (`$basket.fruit`).
  @MainActor
  public var projectedValue: Wrapper {
    Wrapper(object: wrappedValue)
  }

  @MainActor
  private func environmentObject() -> ObjectType? {
    guard let node = storage.node else { return nil }
    node.readsEnvironment = true
    return node.environment[ObservableObjectKey<ObjectType>.self]
  }
}

/// What a view that reads a missing object from the environment says before it stops.
func missingObjectMessage(
  _ type: Any.Type, readBy property: DynamicPropertyBox, fix: String
) -> String {
  let reader = property.viewType.map { "\($0).\(property.label)" } ?? "A view"
  return """
    \(reader) reads an object of type \(type) from the environment, and no ancestor placed one. \
    \(fix)
    """
}
