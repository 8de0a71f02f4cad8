import Foundation

/// The core of a root store: it owns the state, runs the reducer, and runs the effects.
///
/// Effects hold this core weakly: when the root store (and every store scoped from it) is
/// released, the core is released, and every effect it started is cancelled.
@MainActor
final class RootCore<Root: Reducer>: Core {
  typealias State = Root.State
  typealias Action = Root.Action

  // Mutated in place by the reducer, so that changing one element of a large collection does not
  // copy the collection. Nothing reads it while the reducer holds it `inout`: observers of what
  // the reducer changes are told once the actions are applied (`ObservationBatch`).
  private(set) var state: State
  /// The reducer's work, each `body` on the way evaluated on its first action and kept.
  let reduce: (inout State, Action) -> Effect<Action>
  /// The dependencies in force where the store was created: every action runs with them.
  let dependencies: DependencyValues
  let effects = EffectRunner()
  let rootObservation: RootObservation
  var needsReplacementCheck: Bool { false }
  // Touched only by this class's own methods on the main actor, each access a short leaf
  // operation that calls out to nothing: no two accesses can overlap, so the runtime check
  // (about a hundred instructions each, several per send) is left out for these two.
  @exclusivity(unchecked) private var machine = DispatchMachine<Action>()
  @exclusivity(unchecked) private var listeners = Listeners()

  /// `State.self` when the state is `@ObservableState`: looked up once, not on every send.
  private let observableStateType = State.self as? any ObservableState.Type
  /// Collects observation notifications while this store dispatches.
  private let observationBatch: ObservationBatch
  /// This core, as its effects' `Send`s reach it.
  private let effectTarget = EffectTarget()

  /// Holds the core weakly for its effects, which must not keep it alive. Made once with the
  /// core: an effect's `Send` retains this object, where capturing the core weakly formed a weak
  /// reference for each effect and destroyed it when the effect ended (about 50 ns an effect).
  @MainActor
  private final class EffectTarget {
    weak var core: RootCore?
  }

  init(initialState: State, reducer: Root, dependencies: DependencyValues) {
    self.state = initialState
    let observationBatch = ObservationBatch(registry: effects.registry)
    // Kept with this store's batch current, as every body kept later (on its first action) is:
    // the navigation operators ask it whether this store has child work in flight.
    let outerBatch = observationBatch.begin()
    self.reduce = reducer._keepingBodies()
    observationBatch.end(restoring: outerBatch)
    self.dependencies = dependencies
    self.observationBatch = observationBatch
    UnreachableTestRunner.install()
    self.rootObservation = RootObservation(initialIdentity: observableIdentity(of: initialState))
    effectTarget.core = self
  }

  deinit {
    effects.registry.cancelAll()
  }

  func send(_ action: Action) -> TaskList? {
    guard machine.begin() else {
      machine.buffer(action)
      return nil
    }
    var tasks: TaskList?
    // Not an optional: in this unspecialized generic code, an `Action?` local would look up its
    // metadata on every send.
    var action = action
    // The caller's animation, once a buffered action was processed under its own.
    var callerAnimation: Animation??? = nil
    defer { restoreAnimation(callerAnimation) }
    while true {
      // Observation began since the last batch (a listener or an observer started it, maybe
      // between two buffered actions): stamp the state its readers read, before it changes.
      if rootObservation.needsStamp {
        rootObservation.stampState(&state, as: observableStateType)
      }
      let outerBatch = observationBatch.begin()
      if isCurrent(dependencies) {
        drain(from: action, tasks: &tasks)
      } else {
        DependencyValues.$_current.withValue(dependencies) {
          drain(from: action, tasks: &tasks)
        }
      }
      // Observers and listeners are told while the machine still dispatches: what they send is
      // buffered and processed by this loop, never by a nested `send` (a chain of subscribers
      // that send would otherwise grow the stack with every link).
      observationBatch.end(restoring: outerBatch)
      // Readers are told after the access to `state` ends: one may read the store.
      if rootObservation.isObserved, rootObservation.check(&state, as: observableStateType) {
        rootObservation.notify()
      }
      if !listeners.isEmpty {
        // Each listener is looked up just before it is called, and called outside any access to
        // `listeners`: a listener may add or remove listeners (cancel its own subscription,
        // release a store), and a removed one is not called.
        for token in listeners.callOrder() {
          listeners.listener(token)?()
        }
      }
      guard machine.hasBuffered else {
        machine.finish()
        break
      }
      action = takeNext(&callerAnimation)
    }
    return tasks
  }

  /// Processes `action`, then every action buffered meanwhile.
  @inline(__always)
  private func drain(from action: Action, tasks: inout TaskList?) {
    process(action, tasks: &tasks)
    guard machine.hasBuffered else { return }
    var callerAnimation: Animation??? = nil
    while machine.hasBuffered {
      process(takeNext(&callerAnimation), tasks: &tasks)
    }
    restoreAnimation(callerAnimation)
  }

  /// Takes the next buffered action, making the animation it was sent under the current one
  /// (an `Effect.send(_:animation:)`'s, say), and keeping the caller's to restore.
  @inline(__always)
  private func takeNext(_ callerAnimation: inout Animation???) -> Action {
    #if !canImport(SwiftUI)
      if machine.hasAnimations {
        if callerAnimation == nil { callerAnimation = .some(Animation.decided) }
        Animation.decided = machine.animationOfNext
      }
    #endif
    return machine.takeNext()
  }

  /// Puts back the caller's animation after buffered actions ran under their own.
  @inline(__always)
  private func restoreAnimation(_ callerAnimation: Animation???) {
    #if !canImport(SwiftUI)
      if let callerAnimation { Animation.decided = callerAnimation }
    #endif
  }

  @inline(__always)
  private func process(_ action: Action, tasks: inout TaskList?) {
    let effect = reduce(&state, action)
    if !effect.isNone {
      start(effect, origin: action, tasks: &tasks)
    }
  }

  // Out of line: the types it uses cost metadata lookups that an action without effects (the
  // common case) should not pay.
  @inline(never)
  private func start(_ effect: Effect<Action>, origin action: Action, tasks: inout TaskList?) {
    let list = taskList(&tasks)
    let context = EffectContext(
      send: Send { [effectTarget] action in
        // While dispatching, `send` only buffers the action; its effects join this list.
        guard let core = effectTarget.core, let started = core.send(action) else { return }
        list.append(started)
      },
      origin: ActionReference(action)
    )
    effects.start(effect, in: context, tasks: list)
    observationBatch.effectsStarted()
  }

  private func taskList(_ tasks: inout TaskList?) -> TaskList {
    if let tasks { return tasks }
    let list = TaskList()
    tasks = list
    return list
  }

  func addListener(_ listener: @escaping @MainActor () -> Void) -> ListenerToken {
    listeners.add(listener)
  }

  func removeListener(_ token: ListenerToken) {
    listeners.remove(token)
  }
}
