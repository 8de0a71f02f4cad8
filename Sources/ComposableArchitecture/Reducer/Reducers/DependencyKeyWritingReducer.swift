extension Reducer {
  /// Overrides a dependency for this reducer and the effects it returns.
  ///
  /// ```swift
  /// Feature()
  ///   .dependency(\.uuid, .incrementing)
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: A key path to the dependency in `DependencyValues`.
  ///   - value: The value to use.
  /// - Returns: A reducer that runs with the dependency overridden.
  @inlinable
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> {
    let value = UncheckedSendable(value)
    return _DependencyKeyWritingReducer(base: self) { $0[keyPath: keyPath] = value.wrappedValue }
  }

  /// Overrides a dependency, identified by its type, for this reducer and its effects.
  ///
  /// - Parameter value: The dependency's new value; its type is its key.
  /// - Returns: A reducer that runs with the dependency overridden.
  @inlinable
  public func dependency<Value: TestDependencyKey>(_ value: Value) -> _DependencyKeyWritingReducer<
    Self
  > where Value == Value.Value {
    _DependencyKeyWritingReducer(base: self) { $0[Value.self] = value }
  }

  /// Changes a dependency, from its current value, for this reducer and its effects.
  ///
  /// ```swift
  /// Feature()
  ///   .transformDependency(\.analytics) { $0 = $0.tagged("feature") }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: A key path to the dependency in `DependencyValues`.
  ///   - transform: Mutates the dependency in place.
  /// - Returns: A reducer that runs with the dependency transformed.
  @inlinable
  public func transformDependency<V>(
    _ keyPath: WritableKeyPath<DependencyValues, V>,
    transform: @escaping (_ dependency: inout V) -> Void
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: self) { transform(&$0[keyPath: keyPath]) }
  }
}

/// The reducer built by ``Reducer/dependency(_:_:)`` and its siblings.
public struct _DependencyKeyWritingReducer<Base: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let update: (inout DependencyValues) -> Void

  @usableFromInline
  init(base: Base, update: @escaping (inout DependencyValues) -> Void) {
    self.base = base
    self.update = update
  }

  /// Runs the reducer for an action.
  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    withDependencies(update) {
      base.reduce(into: &state, action: action)
    }
  }

  /// Applies another override on top of this one, without nesting reducers.
  ///
  /// - Parameters:
  ///   - keyPath: A key path to the dependency in `DependencyValues`.
  ///   - value: The value to use.
  /// - Returns: A reducer that runs with both overrides.
  @inlinable
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    _ value: Value
  ) -> Self {
    let value = UncheckedSendable(value)
    return applying { $0[keyPath: keyPath] = value.wrappedValue }
  }

  /// Transforms a dependency before this reducer's own overrides apply, without nesting
  /// reducers: `.dependency(\.apiClient, .mock).transformDependency(\.date.now) { … }`.
  ///
  /// - Parameters:
  ///   - keyPath: A key path to the dependency in `DependencyValues`.
  ///   - transform: Mutates the dependency in place.
  /// - Returns: A reducer that runs with both changes.
  @inlinable
  public func transformDependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    transform: @escaping (_ dependency: inout Value) -> Void
  ) -> Self {
    applying { transform(&$0[keyPath: keyPath]) }
  }

  /// This reducer with `change` made before its own: an outer change, as nesting would make it.
  @inlinable
  func applying(_ change: @escaping (inout DependencyValues) -> Void) -> Self {
    let update = self.update
    return Self(base: base) { values in
      change(&values)
      update(&values)
    }
  }
}

extension _DependencyKeyWritingReducer {
  /// Runs this reducer with the reducers it runs kept; see ``Reducer/_keepingBodies()``.
  ///
  /// The base's body is kept from its first action, which runs with the changed dependencies.
  @inlinable
  public func _keepingBodies() -> (inout Base.State, Base.Action) -> Effect<Base.Action> {
    _DependencyKeyWritingReducer<Reduce<Base.State, Base.Action>>(
      base: Reduce(base._keepingBodies()), update: update
    ).reduce
  }
}
