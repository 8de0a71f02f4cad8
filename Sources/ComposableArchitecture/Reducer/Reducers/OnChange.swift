extension Reducer {
  /// Runs another reducer when a value derived from state changes.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   BindingReducer()
  ///     .onChange(of: \.query) { oldValue, newValue in
  ///       Reduce { state, action in
  ///         .send(.search(newValue))
  ///       }
  ///     }
  /// }
  /// ```
  ///
  /// The value is read before and after this reducer runs; when the two differ, the reducer built
  /// from them runs next, with the same action, and its effects are merged with this one's.
  ///
  /// - Parameters:
  ///   - toValue: Derives the value to watch from state.
  ///   - reducer: Builds the reducer to run from the old and new values.
  /// - Returns: A reducer that runs `reducer` when the value changes.
  @inlinable
  public func onChange<V: Equatable, Reducers: Reducer<State, Action>>(
    of toValue: @escaping (State) -> V,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: V, _ newValue: V) -> Reducers
  ) -> _OnChangeReducer<Self, V, Reducers> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==, reducer: reducer)
  }

  /// Runs another reducer when a value derived from state changes, as decided by `isDuplicate`.
  ///
  /// - Parameters:
  ///   - toValue: Derives the value to watch from state.
  ///   - isDuplicate: Whether two values are the same, so that nothing runs.
  ///   - reducer: Builds the reducer to run from the old and new values.
  /// - Returns: A reducer that runs `reducer` when the value changes.
  @inlinable
  public func onChange<V, Reducers: Reducer<State, Action>>(
    of toValue: @escaping (State) -> V,
    removeDuplicates isDuplicate: @escaping (V, V) -> Bool,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: V, _ newValue: V) -> Reducers
  ) -> _OnChangeReducer<Self, V, Reducers> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: isDuplicate, reducer: reducer)
  }
}

/// The reducer built by ``Reducer/onChange(of:_:)``.
public struct _OnChangeReducer<Base: Reducer, Value, Body: Reducer<Base.State, Base.Action>>:
  Reducer
{
  @usableFromInline let base: Base
  @usableFromInline let toValue: (Base.State) -> Value
  @usableFromInline let isDuplicate: (Value, Value) -> Bool
  @usableFromInline let reducer: (Value, Value) -> Body

  @usableFromInline
  init(
    base: Base,
    toValue: @escaping (Base.State) -> Value,
    isDuplicate: @escaping (Value, Value) -> Bool,
    reducer: @escaping (Value, Value) -> Body
  ) {
    self.base = base
    self.toValue = toValue
    self.isDuplicate = isDuplicate
    self.reducer = reducer
  }

  /// Runs the reducer for an action.
  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = toValue(state)
    let baseEffects = base.reduce(into: &state, action: action)
    let newValue = toValue(state)
    guard !isDuplicate(oldValue, newValue) else { return baseEffects }
    return baseEffects.merge(
      with: reducer(oldValue, newValue).reduce(into: &state, action: action)
    )
  }
}

extension _OnChangeReducer {
  /// Runs this reducer with the reducers it runs kept; see ``Reducer/_keepingBodies()``.
  ///
  /// The base's body is kept; the reducer built for a change is built for that change.
  @inlinable
  public func _keepingBodies() -> (inout Base.State, Base.Action) -> Effect<Base.Action> {
    _OnChangeReducer<Reduce<Base.State, Base.Action>, Value, Body>(
      base: Reduce(base._keepingBodies()), toValue: toValue, isDuplicate: isDuplicate,
      reducer: reducer
    ).reduce
  }
}
