import Observation

/// Makes bindings to the properties of an observable object, such as a store:
/// `@Bindable var store` in a view, then `$store.title`.
///
/// ```swift
/// struct SettingsView: View {
///   @Bindable var store: StoreOf<Settings>
///   var body: some View {
///     TextField("Name", text: $store.name)          // a BindableAction feature
///     Toggle("Haptics", isOn: $store.isHapticsEnabled.sending(\.hapticsChanged))
///   }
/// }
/// ```
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
  /// The object.
  public var wrappedValue: Value

  /// A bindable view of an observable object.
  public init(wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// A bindable view of an observable object.
  public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// A bindable view of the same object as another.
  public init(projectedValue: Bindable<Value>) {
    self = projectedValue
  }

  /// Itself, so that `$store.title` reaches the dynamic members.
  public var projectedValue: Bindable<Value> { self }

  /// A binding to a settable property of the object: reading reads the object (and is
  /// observed), writing sets the property.
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> {
    let object = wrappedValue
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}

extension Bindable: DynamicProperty {}
