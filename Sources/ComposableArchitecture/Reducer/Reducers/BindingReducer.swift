/// A reducer that applies binding actions: it writes the value each carries into state.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   BindingReducer()
///   Reduce { state, action in
///     switch action {
///     case .binding(\.name):
///       state.isValid = !state.name.isEmpty
///       return .none
///     case .binding:
///       return .none
///     }
///   }
/// }
/// ```
///
/// Put it before the reducers that react to bindings, so that they see the new value.
public struct BindingReducer<State, Action: BindableAction>: Reducer where Action.State == State {
  /// Creates a reducer that applies binding actions.
  public init() {}

  /// Applies a binding action; ignores any other.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard let binding = action.binding else { return .none }
    binding.set(&state)
    return .none
  }
}
