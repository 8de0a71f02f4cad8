#if canImport(SwiftUI)
  import SwiftUI
#endif
/// The runtime of a feature: it holds the feature's state, runs its reducer for each action it is
/// sent, and runs the effects the reducer returns.
///
/// ```swift
/// let store = Store(initialState: Counter.State()) {
///   Counter()
/// }
/// store.send(.incrementButtonTapped)
/// print(store.count)  // 1
/// ```
///
/// A store is used from the main actor. Actions sent while the reducer is running (by a `.send`
/// effect, for example) are buffered and processed in order before `send` returns. Scope a store
/// to hand a child feature only its own state and actions, with ``scope(state:action:)``.
///
/// Releasing a store (and every store scoped from it) cancels all of its effects.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action> {
  let core: any Core<State, Action>
  var children: [ScopeID: AnyObject] = [:]
  let stateObservation = ObservableSignal()
  /// Stops the watch for this store's state being replaced, started on its first read.
  var stopWatchingReplacement: (@MainActor @Sendable () -> Void)?
  var isObservationSetUp = false

  init(core: any Core<State, Action>) {
    self.core = core
  }

  isolated deinit {
    stopWatchingReplacement?()
  }

  /// Creates a store that runs a reducer from an initial state.
  ///
  /// ```swift
  /// let store = Store(initialState: Feature.State()) {
  ///   Feature()
  /// } withDependencies: {
  ///   $0.continuousClock = ImmediateClock()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - initialState: The state to start from.
  ///   - reducer: The reducer that runs the feature.
  ///   - prepareDependencies: Overrides dependencies for the reducer and its effects. The initial
  ///     state and the reducer are also created with these dependencies. Without it, the store
  ///     keeps the dependencies in force where it is created (inside `withDependencies`, say).
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    // The dependencies in force here (an enclosing `withDependencies`, say), with the overrides
    // applied, are the ones every later action and effect runs with.
    let (state, reducer, dependencies) = withDependencies(prepareDependencies ?? { _ in }) {
      @Dependency(\.self) var dependencies
      return (initialState(), reducer(), dependencies)
    }
    self.init(core: RootCore(initialState: state, reducer: reducer, dependencies: dependencies))
  }

  /// The store's current state.
  ///
  /// Reading it is observed: in `withObservationTracking` (or a view that observes), a change
  /// notifies when the state is replaced; with `@ObservableState`, reading one of its properties
  /// notifies when that property changes, and not for others.
  ///
  /// Read it on the main actor. In debug builds, a read from another thread (which code in
  /// Swift 5 mode can make) is reported as an issue, once per store, and still returns the state.
  public var state: State {
    #if DEBUG
      checkReadIsOnMainActor()
    #endif
    access()
    return core.state
  }

  /// Reads a property of the store's state, as in `store.count`. Observed like ``state``.
  ///
  /// - Parameter keyPath: A key path to a property of the state.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    state[keyPath: keyPath]
  }

  /// Calls a closure with the store's current state, without observing it.
  ///
  /// Call it on the main actor; a call from another thread is reported as ``state`` says.
  ///
  /// - Parameter body: A closure given the current state.
  /// - Returns: What `body` returns.
  public func withState<R>(_ body: (_ state: State) -> R) -> R {
    #if DEBUG
      checkReadIsOnMainActor()
    #endif
    return body(core.state)
  }

  /// Sends an action to the store.
  ///
  /// The reducer runs at once, followed by any actions it buffered, and the effects they return
  /// are started before this method returns.
  ///
  /// Send from the main actor. An action sent from another thread (which code in Swift 5 mode
  /// can do) is reported as an issue and sent on the main actor a moment later.
  ///
  /// - Parameter action: The action to send.
  /// - Returns: A task for the effects the action started, to cancel them or wait for them.
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    guard MainActorCheck.isOnMainActor else {
      return sendFromAnotherThread(action)
    }
    return StoreTask(tasks: core.send(action))
  }

  /// Sends an action inside ``withAnimation(_:_:)``, so that a view layer that animates animates
  /// the changes it makes.
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - animation: How to animate the changes; `nil` for none.
  /// - Returns: A task for the effects the action started.
  @discardableResult
  public func send(_ action: Action, animation: Animation?) -> StoreTask {
    withAnimation(animation) { send(action) }
  }

  /// Misuse from code that the compiler could not check (Swift 5 mode): reported, then sent on
  /// the main actor, so that the store is never raced and the action is not lost.
  private nonisolated func sendFromAnotherThread(_ action: Action) -> StoreTask {
    reportIssue(Message.sendOffMainActor(action, state: State.self, actionType: Action.self))
    let tasks = TaskList()
    let action = UncheckedSendable(action)
    tasks.taskWillStart()
    tasks.append(
      Task { @MainActor in
        if let started = self.core.send(action.wrappedValue) {
          tasks.append(started)
        }
        tasks.taskDidFinish()
      }
    )
    return StoreTask(tasks: tasks)
  }

  #if DEBUG
    /// Reports a read of the state from a thread that is not the main actor's, which code in
    /// Swift 5 mode can make, once per store; the read goes on, so the caller still gets the
    /// state. Debug builds only: release builds read the state with no check at all.
    private nonisolated func checkReadIsOnMainActor() {
      guard !MainActorCheck.isOnMainActor else { return }
      let isFirst = storesReportedForReadsOffMainActor.withLock {
        $0.insert(ObjectIdentifier(self)).inserted
      }
      guard isFirst else { return }
      reportIssue(Message.readOffMainActor(state: State.self, actionType: Action.self))
    }
  #endif
}

#if DEBUG
  /// The stores whose state was read from another thread and reported: once per store finds the
  /// caller, where a body that reads many fields would otherwise report each of them. Touched
  /// only on that misuse, so that a store (one per row of a list) pays nothing for the check.
  private let storesReportedForReadsOffMainActor = LockedValue<Set<ObjectIdentifier>>([])
#endif

/// A convenience for a store of the state and action of a reducer type.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

/// A store of identifiable state is identified by its state's id, so that the stores of a scoped
/// collection (`store.scope(state: \.rows, action: \.rows)`) can be iterated by `ForEach`
/// directly, each row keyed by its element's id.
extension Store: @MainActor Identifiable where State: Identifiable {
  /// The state's id.
  public var id: State.ID { state.id }
}
