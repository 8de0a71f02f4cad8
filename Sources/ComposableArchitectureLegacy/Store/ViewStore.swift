/// The state a view reads from a ``Store``, with duplicates removed, and the way it sends
/// actions.
///
/// ```swift
/// let viewStore = ViewStore(store)
/// viewStore.publisher.count
///   .sink { countLabel.text = "\($0)" }
///   .store(in: &cancellables)
/// viewStore.send(.incrementButtonTapped)
/// ```
///
/// Its ``publisher`` emits the current state on subscription, then every state that differs
/// from the last one. It is an `ObservableObject`: `objectWillChange` fires just before each such
/// change.
@dynamicMemberLookup
public final class ViewStore<State, Action>: ObservableObject {
  /// Fires just before the state changes.
  public let objectWillChange = ObservableObjectPublisher()

  private let store: Store<State, Action>
  let currentState: CurrentValueSubject<State, Never>
  private var stateCancellable: AnyCancellable?

  /// Creates a view store that publishes the store's state when `isDuplicate` says it changed.
  ///
  /// - Parameters:
  ///   - store: The store to observe and send actions to.
  ///   - isDuplicate: Whether two states are the same, as far as the view is concerned.
  public init(
    _ store: Store<State, Action>, removeDuplicates isDuplicate: @escaping (State, State) -> Bool
  ) {
    self.store = store
    self.currentState = CurrentValueSubject(store.state.value)
    self.stateCancellable = store.state
      .dropFirst()
      .sink { [weak self] newState in
        guard let self, !isDuplicate(self.currentState.value, newState) else { return }
        self.objectWillChange.send()
        self.currentState.value = newState
      }
  }

  /// The current state.
  public var state: State {
    currentState.value
  }

  /// A publisher of the state: the current one on subscription, then each change.
  public var publisher: StorePublisher<State> {
    StorePublisher(upstream: currentState.eraseToAnyPublisher(), owner: self)
  }

  /// Reads a field of the current state.
  ///
  /// - Parameter keyPath: The field.
  public subscript<LocalState>(dynamicMember keyPath: KeyPath<State, LocalState>) -> LocalState {
    currentState.value[keyPath: keyPath]
  }

  /// Sends an action to the store.
  ///
  /// - Parameter action: The action.
  public func send(_ action: Action) {
    store.send(action)
  }

  /// A two-way binding to a value derived from state: reading it derives the value from the
  /// current state; writing it sends the action `localStateToViewAction` makes of the new value.
  ///
  /// ```swift
  /// TextField("Name", text: viewStore.binding(get: \.name, send: AppAction.nameChanged))
  /// ```
  ///
  /// - Parameters:
  ///   - get: Derives the value from state.
  ///   - localStateToViewAction: Makes the action to send for a new value.
  /// - Returns: A binding.
  public func binding<LocalState>(
    get: @escaping (State) -> LocalState,
    send localStateToViewAction: @escaping (LocalState) -> Action
  ) -> ViewStoreBinding<LocalState> {
    ViewStoreBinding(
      get: { [currentState] in get(currentState.value) },
      set: { [store] in store.send(localStateToViewAction($0)) }
    )
  }

  /// A two-way binding to a value derived from state that sends one action on every write,
  /// such as dismissing an alert.
  ///
  /// ```swift
  /// .alert(item: viewStore.binding(get: \.alert, send: .alertDismissed))
  /// ```
  ///
  /// - Parameters:
  ///   - get: Derives the value from state.
  ///   - action: The action to send on every write.
  /// - Returns: A binding.
  public func binding<LocalState>(
    get: @escaping (State) -> LocalState,
    send action: Action
  ) -> ViewStoreBinding<LocalState> {
    binding(get: get, send: { _ in action })
  }

  /// A two-way binding to the whole state, sending the action `localStateToViewAction` makes of
  /// each new value.
  ///
  /// - Parameter localStateToViewAction: Makes the action to send for a new value.
  /// - Returns: A binding.
  public func binding(
    send localStateToViewAction: @escaping (State) -> Action
  ) -> ViewStoreBinding<State> {
    binding(get: { $0 }, send: localStateToViewAction)
  }
}

extension ViewStore where State: Equatable {
  /// Creates a view store that publishes the store's state each time it is no longer equal to
  /// the last one.
  ///
  /// - Parameter store: The store to observe and send actions to.
  public convenience init(_ store: Store<State, Action>) {
    self.init(store, removeDuplicates: ==)
  }
}

extension ViewStore where State == Void {
  /// Creates a view store for a store without state: it only sends actions.
  ///
  /// - Parameter store: The store to send actions to.
  public convenience init(_ store: Store<Void, Action>) {
    self.init(store, removeDuplicates: { _, _ in true })
  }
}
