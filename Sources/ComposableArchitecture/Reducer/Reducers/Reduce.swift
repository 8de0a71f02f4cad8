/// A reducer built from a closure.
///
/// ```swift
/// Reduce { state, action in
///   switch action {
///   case .incrementButtonTapped:
///     state.count += 1
///     return .none
///   }
/// }
/// ```
public struct Reduce<State, Action>: Reducer {
  @usableFromInline
  let reduce: (inout State, Action) -> Effect<Action>

  /// Creates a reducer from a closure that mutates state and returns effects.
  ///
  /// - Parameter reduce: The reducer's logic.
  @inlinable
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  /// Erases another reducer's type.
  ///
  /// - Parameter reducer: The reducer to wrap.
  @inlinable
  public init<R: Reducer<State, Action>>(_ reducer: R) {
    self.reduce = reducer.reduce
  }

  /// Runs the reducer for an action.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }
}

extension Reduce {
  /// The function itself: there is no body to keep.
  @inlinable
  public func _keepingBodies() -> (inout State, Action) -> Effect<Action> {
    reduce
  }
}
