#if canImport(Combine)
  import Combine
#else
  import OpenCombineShim
#endif

/// An `ObservableObject` a view is handed and does not own: each value of the view carries the
/// object its parent gave, and a body that uses it is evaluated again after each change the
/// object announces.
///
/// ```swift
/// struct FruitLabel: View {
///   @ObservedObject var basket: FruitBasket
///
///   var body: some View {
///     Text("Today: \(basket.fruit)")
///   }
/// }
/// ```
///
/// The object lives as long as someone holds it, usually the ``StateObject`` of an ancestor: a
/// view that makes its object with `@ObservedObject var basket = FruitBasket()` gets a new one
/// each time its parent's body runs.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty,
  BoxedDynamicProperty
{
  private let object: ObjectType
  private let storage = ObjectWillChangeBox<ObjectType>()

  /// Observes `object`.
  public init(wrappedValue object: ObjectType) {
    self.object = object
  }

  /// Observes `object`.
  public init(initialValue object: ObjectType) {
    self.init(wrappedValue: object)
  }

  var box: DynamicPropertyBox { storage }

  /// The object. Using it in a body makes the body depend on its changes.
  @MainActor
  public var wrappedValue: ObjectType {
    storage.dependOn(object)
    return object
  }

  /// Bindings to the object's properties, for a child view (`$basket.fruit`).
  @MainActor
  public var projectedValue: Wrapper {
    Wrapper(object: wrappedValue)
  }

  /// Makes bindings to an observed object's properties: `$basket.fruit` is a
  /// `Binding<String>` that reads and writes `basket.fruit`.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    /// A binding to a property of the object.
    @MainActor
    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
    ) -> Binding<Subject> {
      let object = self.object
      return Binding(
        get: { object[keyPath: keyPath] },
        set: { object[keyPath: keyPath] = $0 }
      )
    }
  }
}
