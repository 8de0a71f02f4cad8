/// The engine behind a ``Store``: where its state lives and where its actions go.
///
/// A root store owns a ``RootCore``, which runs the reducer and its effects. A scoped store owns a
/// core that reads its state out of its parent's and embeds its actions into the parent's, so a
/// scoped `send` always runs the root reducer, and every store sees the same state.
@MainActor
protocol Core<State, Action>: AnyObject {
  associatedtype State
  associatedtype Action

  var state: State { get }
  func send(_ action: Action) -> TaskList?
  /// Calls `listener` after every batch of actions the root store processed.
  func addListener(_ listener: @escaping @MainActor () -> Void) -> ListenerToken
  func removeListener(_ token: ListenerToken)
  /// The runner of the root store's effects.
  var effects: EffectRunner { get }
  /// Observation of the root store's state being replaced.
  var rootObservation: RootObservation { get }
  /// Whether this core's state can be replaced without any observed read noticing: through a
  /// collection element, or below state that is not `@ObservableState`. Stores of such cores
  /// check their state's identity after every batch once they are observed.
  var needsReplacementCheck: Bool { get }
  /// Starts telling `signal` when this core's state is replaced; the returned closure stops it.
  /// See `ReplacementWatch.swift`.
  func watchReplacement(_ signal: ObservableSignal) -> @MainActor @Sendable () -> Void
  /// A core for the child state at `toState`, whose actions are embedded by `embed`.
  ///
  /// A core that is itself a plain key-path scope returns one over its own parent instead, with
  /// the key paths joined and the embeddings composed: a chain of scoped stores sends to its
  /// root in one step, not one store per level.
  func scoped<ChildState, ChildAction>(
    state toState: KeyPath<State, ChildState>,
    action embed: @escaping (ChildAction) -> Action
  ) -> any Core<ChildState, ChildAction>
}

extension Core {
  func scoped<ChildState, ChildAction>(
    state toState: KeyPath<State, ChildState>,
    action embed: @escaping (ChildAction) -> Action
  ) -> any Core<ChildState, ChildAction> {
    ScopedCore(
      base: self, toState: toState, fromAction: embed,
      needsReplacementCheck: childrenNeedReplacementCheck
    )
  }

  /// Whether a core that reads part of this one's state needs the replacement check: when this
  /// one does, or when this one's state is not `@ObservableState` (a change inside it is then
  /// seen by no tracked read).
  var childrenNeedReplacementCheck: Bool {
    needsReplacementCheck || !(State.self is any ObservableState.Type)
  }
}

/// A core that reads its state out of a parent core's and sends its actions through it: the
/// parent's listeners, effects and observation are the child's.
///
/// Each conforming class implements `send` itself, as `base.send(fromAction(action))`, rather
/// than inheriting one from this protocol: a protocol extension's method looks up the class's
/// conformance to this protocol at run time on every action, at every level of a chain of scoped
/// stores (`Store.send, 10-deep scope chain`: 1.71 µs that way, 1.02 µs this way).
@MainActor
protocol ChildCore: Core {
  associatedtype Base: Core
  var base: Base { get }
  var fromAction: (Action) -> Base.Action { get }
}

extension ChildCore {
  func addListener(_ listener: @escaping @MainActor () -> Void) -> ListenerToken {
    base.addListener(listener)
  }

  func removeListener(_ token: ListenerToken) {
    base.removeListener(token)
  }

  var effects: EffectRunner {
    base.effects
  }

  var rootObservation: RootObservation {
    base.rootObservation
  }
}

extension Core {
  /// The in-flight effects of the root store.
  var registry: CancellationRegistry { effects.registry }
}

struct ListenerToken: Hashable, Sendable {
  let rawValue: Int
}

/// A store's core that reads its state through a key path from its parent's.
@MainActor
final class ScopedCore<Base: Core, State, Action>: ChildCore {
  let base: Base
  let toState: KeyPath<Base.State, State>
  let fromAction: (Action) -> Base.Action
  /// Fixed when the store is scoped: what every core answers depends only on the chain of
  /// state types above it.
  let needsReplacementCheck: Bool

  init(
    base: Base, toState: KeyPath<Base.State, State>,
    fromAction: @escaping (Action) -> Base.Action, needsReplacementCheck: Bool
  ) {
    self.base = base
    self.toState = toState
    self.fromAction = fromAction
    self.needsReplacementCheck = needsReplacementCheck
  }

  var state: State {
    base.state[keyPath: toState]
  }

  func send(_ action: Action) -> TaskList? {
    base.send(fromAction(action))
  }

  /// A scope of this scope: one over `base`, so that its sends skip this level (about 30 ns a
  /// level of a chain of scoped stores, measured).
  func scoped<ChildState, ChildAction>(
    state childState: KeyPath<State, ChildState>,
    action embed: @escaping (ChildAction) -> Action
  ) -> any Core<ChildState, ChildAction> {
    let fromAction = fromAction
    return ScopedCore<Base, ChildState, ChildAction>(
      base: base, toState: toState.appending(path: childState),
      fromAction: { fromAction(embed($0)) },
      needsReplacementCheck: childrenNeedReplacementCheck
    )
  }
}

/// A store's core that reads its state through a function of its parent's: the deprecated
/// closure form of `scope(state:action:)`.
@MainActor
final class ClosureCore<Base: Core, State, Action>: ChildCore {
  let base: Base
  let toState: (Base.State) -> State
  let fromAction: (Action) -> Base.Action
  let needsReplacementCheck: Bool

  init(
    base: Base, toState: @escaping (Base.State) -> State,
    fromAction: @escaping (Action) -> Base.Action
  ) {
    self.base = base
    self.toState = toState
    self.fromAction = fromAction
    // A function may read anything, tracked or not: checked after every batch once observed.
    self.needsReplacementCheck = true
  }

  var state: State {
    toState(base.state)
  }

  func send(_ action: Action) -> TaskList? {
    base.send(fromAction(action))
  }
}

/// A store's core for optional child state: it keeps the last non-`nil` state, so that a store
/// still held after its state went away (by a view animating out, say) reads what the child last
/// had rather than crashing.
@MainActor
final class IfLetCore<Base: Core, State, Action>: ChildCore {
  let base: Base
  let toState: KeyPath<Base.State, State?>
  let fromAction: (Action) -> Base.Action
  private var lastState: State
  private var refreshToken: ListenerToken?

  init(
    base: Base,
    initialState: State,
    toState: KeyPath<Base.State, State?>,
    fromAction: @escaping (Action) -> Base.Action
  ) {
    self.base = base
    self.lastState = initialState
    self.toState = toState
    self.fromAction = fromAction
    self.refreshToken = base.addListener { [weak self] in
      self?.refresh()
    }
  }

  isolated deinit {
    if let refreshToken {
      base.removeListener(refreshToken)
    }
  }

  private func refresh() {
    if let state = base.state[keyPath: toState] {
      lastState = state
    }
  }

  var state: State {
    refresh()
    return lastState
  }

  func send(_ action: Action) -> TaskList? {
    base.send(fromAction(action))
  }

  var needsReplacementCheck: Bool {
    base.childrenNeedReplacementCheck
  }
}
