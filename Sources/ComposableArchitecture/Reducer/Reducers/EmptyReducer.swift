/// A reducer that does nothing: it leaves state alone and returns no effects.
///
/// Useful as a placeholder, and what an empty `body` builds.
public struct EmptyReducer<State, Action>: Reducer {
  /// Creates a reducer that does nothing.
  @inlinable
  public init() {}

  /// Runs the reducer for an action.
  @inlinable
  public func reduce(into _: inout State, action _: Action) -> Effect<Action> {
    .none
  }
}
