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
/// When the binding actions are inside a ``ViewAction``'s view actions, name that case:
/// `BindingReducer(action: \.view)`.
///
/// Put it before the reducers that react to bindings, so that they see the new value.
public struct BindingReducer<State, Action, ViewAction: BindableAction>: Reducer
where ViewAction.State == State {
  @usableFromInline
  let toViewAction: (Action) -> ViewAction?

  /// Creates a reducer that applies the binding actions of the action type.
  @inlinable
  public init() where Action == ViewAction {
    toViewAction = { $0 }
  }

  /// Creates a reducer that applies the binding actions inside one case of the action type,
  /// such as a ``ViewAction``'s `view` case.
  ///
  /// - Parameter toViewAction: A case key path to the actions that hold binding actions.
  public init(action toViewAction: CaseKeyPath<Action, ViewAction>) where Action: CasePathable {
    self.toViewAction = CachedCasePath.of(toViewAction).extract(from:)
  }

  /// Applies a binding action; ignores any other.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard let binding = toViewAction(action)?.binding else { return .none }
    binding.set(&state)
    BindingCheck.applied()
    return .none
  }
}
