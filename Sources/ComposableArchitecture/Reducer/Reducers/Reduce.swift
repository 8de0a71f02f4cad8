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
  /// For an erased reducer, its work with its bodies kept (``Reducer/_keepingBodies()``), so
  /// that erasing a reducer (as `@Reducer` enums and `if #available` do) does not stop a store
  /// from keeping the bodies inside it.
  @usableFromInline
  let keep: (() -> (inout State, Action) -> Effect<Action>)?

  /// Creates a reducer from a closure that mutates state and returns effects.
  ///
  /// - Parameter reduce: The reducer's logic.
  @inlinable
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reduce = reduce
    self.keep = nil
  }

  /// Erases another reducer's type.
  ///
  /// - Parameter reducer: The reducer to wrap.
  @inlinable
  public init<R: Reducer<State, Action>>(_ reducer: R) {
    self.reduce = reducer.reduce
    self.keep = reducer._keepingBodies
  }

  /// Runs the reducer for an action.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }
}

extension Reduce {
  /// The closure itself; for an erased reducer, the erased reducer's work with its bodies kept.
  @inlinable
  public func _keepingBodies() -> (inout State, Action) -> Effect<Action> {
    keep?() ?? reduce
  }
}
