extension Store where Action: BindableAction, Action.State == State {
  /// Reads a field of state, and writes it by sending a binding action: the two-way binding a
  /// form control needs.
  ///
  /// ```swift
  /// store.name = "Blob"  // sends .binding(.set(\.name, "Blob"))
  /// ```
  ///
  /// - Parameter keyPath: A writable key path to the field.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    get { state[keyPath: keyPath] }
    set { BindingCheck.send(.binding(.set(keyPath, newValue))) { send($0) } }
  }

  /// A two-way binding to a field of state, for a view layer: reading it reads the store (and
  /// is observed), writing it sends a binding action.
  ///
  /// - Parameter keyPath: A writable key path to the field.
  /// - Returns: A binding to the field.
  public func binding<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Value>
  ) -> StoreBinding<Value> {
    StoreBinding(
      get: { [self] in self.state[keyPath: keyPath] },
      set: { [self] in
        BindingCheck.send(.binding(.set(keyPath, $0))) { self.send($0) }
      }
    )
  }
}

/// A two-way binding to a field of a store's state; see ``Store/binding(_:)``.
@MainActor
public struct StoreBinding<Value> {
  private let get: @MainActor () -> Value
  private let set: @MainActor (Value) -> Void

  nonisolated init(
    get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void
  ) {
    self.get = get
    self.set = set
  }

  /// The field's value; setting it sends a binding action to the store.
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }
}
