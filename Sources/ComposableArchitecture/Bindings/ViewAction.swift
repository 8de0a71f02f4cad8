/// An action type whose view-facing actions are grouped in one case, `view(_:)`, so that a view
/// sends only the actions meant for it.
///
/// ```swift
/// @Reducer
/// struct Login {
///   @ObservableState
///   struct State { var email = "" }
///   enum Action: ViewAction {
///     case loginResponse(Bool)
///     case view(View)
///     enum View: BindableAction {
///       case binding(BindingAction<State>)
///       case loginButtonTapped
///     }
///   }
///   var body: some ReducerOf<Self> {
///     BindingReducer(action: \.view)
///     Reduce { state, action in … }
///   }
/// }
/// ```
public protocol ViewAction<ViewAction> {
  /// The actions a view sends.
  associatedtype ViewAction

  /// The case that embeds a view action.
  ///
  /// - Parameter action: A view action.
  static func view(_ action: ViewAction) -> Self
}

/// A view whose store's actions are ``ViewAction``s: `send(.loginButtonTapped)` sends
/// `.view(.loginButtonTapped)`.
public protocol ViewActionSending<StoreState, StoreAction> {
  /// The state of the view's store.
  associatedtype StoreState
  /// The actions of the view's store.
  associatedtype StoreAction: ViewAction

  /// The view's store.
  @MainActor var store: Store<StoreState, StoreAction> { get }
}

extension ViewActionSending {
  /// Sends a view action to the store.
  ///
  /// - Parameter action: A view action.
  /// - Returns: A task for the effects the action started.
  @MainActor
  @discardableResult
  public func send(_ action: StoreAction.ViewAction) -> StoreTask {
    store.send(.view(action))
  }
}

extension Store where Action: ViewAction, Action.ViewAction: BindableAction,
  Action.ViewAction.State == State
{
  /// Reads a field of state, and writes it by sending a binding action inside a view action:
  /// `store.email = "blob@example.com"` sends `.view(.binding(.set(\.email, …)))`.
  ///
  /// - Parameter keyPath: A writable key path to the field.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    get { state[keyPath: keyPath] }
    set { BindingCheck.send(.view(.binding(.set(keyPath, newValue)))) { send($0) } }
  }

  /// A two-way binding to a field of state that writes through a view action.
  ///
  /// - Parameter keyPath: A writable key path to the field.
  /// - Returns: A binding to the field.
  public func binding<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Value>
  ) -> StoreBinding<Value> {
    StoreBinding(
      get: { [self] in self.state[keyPath: keyPath] },
      set: { [self] in
        BindingCheck.send(.view(.binding(.set(keyPath, $0)))) { self.send($0) }
      }
    )
  }
}
