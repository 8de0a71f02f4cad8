#if canImport(Combine)
  import Combine
#else
  import OpenCombineShim
#endif

/// An `ObservableObject` a view owns: made once for the view's identity, and kept for as long as
/// the identity lives, however often the parent makes new values of the view.
///
/// ```swift
/// final class FruitBasket: ObservableObject {
///   @Published var fruit = "Banana"
/// }
///
/// struct FruitStand: View {
///   @StateObject private var basket = FruitBasket()
///
///   var body: some View {
///     Text("Today: \(basket.fruit)")
///     Button("Next fruit") { basket.fruit = "Cherry" }
///   }
/// }
/// ```
///
/// The object is made the first time the view uses it, from the expression the property was
/// declared with; the expressions of later values of the view are never evaluated. A body that
/// uses the object is evaluated again after each change its `objectWillChange` announces (every
/// `@Published` property's). Hand the object to a child with ``ObservedObject``, or to every view
/// below with ``View/environmentObject(_:)``.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty, BoxedDynamicProperty {
  private let storage: StateObjectBox<ObjectType>

  /// A state object made, when first needed, by `thunk`.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    storage = StateObjectBox(make: thunk)
  }

  var box: DynamicPropertyBox { storage }

  /// The object. Using it in a body makes the body depend on its changes.
  @MainActor
  public var wrappedValue: ObjectType {
    let object = storage.object
    storage.dependOn(object)
    return object
  }

  /// Bindings to the object's properties, for a child view (`$basket.fruit`).
  @MainActor
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }
}

/// The storage of a ``StateObject``: the object, made on first use.
final class StateObjectBox<Object: ObservableObject>: ObjectWillChangeBox<Object> {
  private var make: (() -> Object)?
  private var made: Object?

  init(make: @escaping () -> Object) {
    self.make = make
  }

  var object: Object {
    if let made { return made }
    let object = make!()
    made = object
    make = nil
    return object
  }
}
