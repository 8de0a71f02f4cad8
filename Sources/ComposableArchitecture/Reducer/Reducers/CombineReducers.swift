/// Groups reducers into one, so that an operator applies to all of them.
///
/// ```swift
/// CombineReducers {
///   Scope(state: \.a, action: \.a) { A() }
///   Scope(state: \.b, action: \.b) { B() }
/// }
/// .ifLet(\.child, action: \.child) { Child() }
/// ```
public struct CombineReducers<State, Action, Reducers: Reducer<State, Action>>: Reducer {
  @usableFromInline
  let reducers: Reducers

  /// Creates a reducer that runs the reducers built in `build`, in order.
  ///
  /// - Parameter build: A builder of the reducers to combine.
  @inlinable
  public init(
    @ReducerBuilder<State, Action> _ build: () -> Reducers
  ) {
    self.reducers = build()
  }

  /// Runs the reducer for an action.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers.reduce(into: &state, action: action)
  }
}

extension CombineReducers {
  /// Runs this reducer with the reducers it runs kept; see ``Reducer/_keepingBodies()``.
  @inlinable
  public func _keepingBodies() -> (inout State, Action) -> Effect<Action> {
    reducers._keepingBodies()
  }
}
