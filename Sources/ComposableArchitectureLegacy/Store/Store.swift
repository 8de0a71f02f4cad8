import ComposableArchitecture
import Foundation
import IssueReporting

/// The original API's runtime: it holds a feature's state, runs its reducer for each action and
/// runs the effects the reducer returns.
///
/// ```swift
/// let store = Store(
///   initialState: AppState(),
///   reducer: appReducer,
///   environment: AppEnvironment(mainQueue: .main, numberFact: liveNumberFact)
/// )
/// let viewStore = ViewStore(store)
/// viewStore.send(.incrementButtonTapped)
/// ```
///
/// Actions are sent through a ``ViewStore``. A store is used from one thread, the one it was
/// created on (the main thread, for a user interface): an action sent from another thread is
/// reported, and effects that finish elsewhere must hop back with `receive(on:)`. An action sent
/// while the store is running its reducer (by an effect that emits at once) is queued and
/// processed right after the current one, before `send` returns.
public final class Store<State, Action> {
  let state: CurrentValueSubject<State, Never>
  private let reducer: (inout State, Action) -> Effect<Action, Never>
  private var bufferedActions: [Action] = []
  private var isSending = false
  private let effects = RunningEffects<Action, Void>()
  private let thread = pthread_self()
  var parentCancellable: AnyCancellable?

  /// Creates a store.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from.
  ///   - reducer: The reducer that runs the feature.
  ///   - environment: The dependencies the reducer uses.
  public convenience init<Environment>(
    initialState: State,
    reducer: Reducer<State, Action, Environment>,
    environment: Environment
  ) {
    self.init(initialState: initialState) { state, action in
      reducer.run(&state, action, environment)
    }
  }

  init(
    initialState: State,
    reducer: @escaping (inout State, Action) -> Effect<Action, Never>
  ) {
    self.state = CurrentValueSubject(initialState)
    self.reducer = reducer
  }

  /// Derives a store for part of this one's domain: a child feature's view takes it.
  ///
  /// ```swift
  /// CounterView(
  ///   store: store.scope(state: \.counter, action: AppAction.counter)
  /// )
  /// ```
  ///
  /// The derived store's state follows this store's; its actions are embedded and sent here.
  ///
  /// - Parameters:
  ///   - toLocalState: Derives the child state.
  ///   - fromLocalAction: Embeds a child action into this store's actions.
  /// - Returns: A store of the child domain.
  public func scope<LocalState, LocalAction>(
    state toLocalState: @escaping (State) -> LocalState,
    action fromLocalAction: @escaping (LocalAction) -> Action
  ) -> Store<LocalState, LocalAction> {
    var isForwarding = false
    let localStore = Store<LocalState, LocalAction>(
      initialState: toLocalState(state.value)
    ) { localState, localAction in
      isForwarding = true
      defer { isForwarding = false }
      self.send(fromLocalAction(localAction))
      localState = toLocalState(self.state.value)
      return .none
    }
    localStore.parentCancellable = state.dropFirst().sink { [weak localStore] newState in
      guard !isForwarding, let localStore else { return }
      localStore.state.value = toLocalState(newState)
    }
    return localStore
  }

  /// Derives a store of part of this one's state, with the same actions.
  ///
  /// - Parameter toLocalState: Derives the child state.
  /// - Returns: A store of the child state.
  public func scope<LocalState>(
    state toLocalState: @escaping (State) -> LocalState
  ) -> Store<LocalState, Action> {
    scope(state: toLocalState, action: { $0 })
  }

  /// Sends an action: runs the reducer, starts the effect, and publishes the new state.
  ///
  /// Actions sent meanwhile — by effects that emit at once, or by subscribers reacting to the
  /// new state — are queued and processed before this returns. A subscriber's action waits for
  /// the state to reach every subscriber, so none of them ever receives a stale state after a
  /// newer one.
  func send(_ action: Action) {
    if pthread_equal(thread, pthread_self()) == 0 {
      reportIssue(LegacyMessage.sendOnOtherThread(action: action))
    }
    bufferedActions.append(action)
    guard !isSending else { return }
    isSending = true
    defer { isSending = false }
    while !bufferedActions.isEmpty {
      var currentState = state.value
      var index = 0
      while index < bufferedActions.count {
        let action = bufferedActions[index]
        index += 1
        start(reducer(&currentState, action))
      }
      bufferedActions.removeAll(keepingCapacity: true)
      state.value = currentState
    }
  }

  private func start(_ effect: Effect<Action, Never>) {
    // Checked here too, so that `.none` does not even allocate the closure.
    guard !effect.isNone else { return }
    effects.start(effect, info: ()) { [weak self] action in
      self?.send(action)
    }
  }

}

extension Store {
  /// This store without its state: for a view that only sends actions.
  public var stateless: Store<Void, Action> {
    scope(state: { _ in () })
  }

  /// This store without its actions: for a view that only reads state.
  public var actionless: Store<State, Never> {
    scope(state: { $0 }, action: { (never: Never) -> Action in })
  }
}
