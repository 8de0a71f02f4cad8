/// A two-way binding to a value of a ``ViewStore``'s state, from `viewStore.binding(get:send:)`:
/// the Linux stand-in for SwiftUI's `Binding`.
///
/// ```swift
/// let name = viewStore.binding(get: \.name, send: AppAction.nameChanged)
/// name.wrappedValue = "Blob"  // sends .nameChanged("Blob")
/// ```
@dynamicMemberLookup
public struct ViewStoreBinding<Value> {
  private let get: () -> Value
  private let set: (Value) -> Void

  init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.get = get
    self.set = set
  }

  /// The value: reading derives it from the current state, writing sends an action.
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }

  /// A binding to a field of the value, writing through this one.
  ///
  /// - Parameter keyPath: The field.
  public subscript<Field>(
    dynamicMember keyPath: WritableKeyPath<Value, Field>
  ) -> ViewStoreBinding<Field> {
    ViewStoreBinding<Field>(
      get: { self.wrappedValue[keyPath: keyPath] },
      set: { field in
        var value = self.wrappedValue
        value[keyPath: keyPath] = field
        self.wrappedValue = value
      }
    )
  }
}
