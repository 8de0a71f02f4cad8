/// The reducer a ``TestStore`` runs: the feature's reducer, with the store's dependencies, plus a
/// record of what the test has not asserted yet.
///
/// It watches the store's ``EffectRunner`` as its ``EffectObserver``: each effect task is in
/// flight from the moment the reducer returns it until it finishes or is cancelled, and remembers
/// the test step that led to it. An action the test sends is marked before it is sent; every other
/// action the reducer sees came from an effect (or a `.send`) and is recorded as received.
///
/// Only ever touched on the main actor: by the test store's methods, by the store that runs
/// `reducer`, and by the runner, which runs on the main actor. It is not `@MainActor` only because
/// `Reduce` closures are not isolated, and because the test store's `deinit` reads it.
final class TestReducer<State, Action>: @unchecked Sendable {
  typealias Base = Reduce<State, Action>
  /// The feature's reducer, as the test store was given it.
  private let feature: Base
  /// The feature's reducer with its bodies kept (``Reducer/_keepingBodies()``), by the store
  /// that runs it, on the first action (its navigation operators share the marks of that
  /// store's, see ``ChildWorkMark``). Made again when the test changes the dependencies, so that
  /// a body built from a dependency (a feature flag read in `body`, say) is built again with the
  /// new one, as it would be in a new store.
  private var base: Base?
  var dependencies: DependencyValues {
    didSet { base = nil }
  }
  var receivedActions: [ReceivedAction] = []
  var inFlightEffects: [Int: InFlightEffect] = [:]
  /// The state right after the last action the test sent, before any action it sent back.
  var stateAfterSend: Base.State?
  /// What the feature changed in shared state since the last assertion.
  let sharedChanges = SharedChangeTracker()
  /// Where the test is sending its next action from; `nil` once the reducer took it.
  var pendingSend: SourceLocation?
  /// The test step that led to the action being processed: effects it starts belong to it.
  private var currentLocation: SourceLocation?
  private var currentAction: Base.Action?

  /// An action an effect sent back, not asserted yet, and the state it left.
  struct ReceivedAction {
    let action: Base.Action
    let state: Base.State
    /// The state the action started from, for an action that was already received when the test
    /// sent another one (a failure, after which it is kept for a later `receive`): the test has
    /// asserted past it, so its own change is checked from here. `nil` for the others, which
    /// start from the state of the last assertion.
    var before: Base.State?
  }

  struct InFlightEffect {
    let action: Base.Action
    let location: SourceLocation
    let task: Task<Void, Never>
  }

  /// Cancels every effect in flight and forgets them.
  func cancelInFlightEffects() {
    for effect in inFlightEffects.values {
      effect.task.cancel()
    }
    inFlightEffects.removeAll()
  }

  init(base: Base, dependencies: DependencyValues) {
    self.feature = base
    self.dependencies = dependencies
    self.dependencies.sharedChangeTracker = sharedChanges
  }

  /// The feature's reducer with its bodies kept, kept now if it is not: called by the store
  /// running it, with that store's batch current and the test's dependencies in force.
  private func kept() -> Base {
    if let base { return base }
    let kept = Reduce(feature._keepingBodies())
    base = kept
    return kept
  }

  /// The reducer to run in the underlying store.
  var reducer: Reduce<Base.State, Base.Action> {
    Reduce { [self] state, action in
      let effects = withDependencies {
        $0 = self.dependencies
      } operation: {
        kept().reduce(into: &state, action: action)
      }
      currentAction = action
      if let location = pendingSend {
        pendingSend = nil
        currentLocation = location
        stateAfterSend = state
      } else {
        receivedActions.append(ReceivedAction(action: action, state: state))
      }
      return effects
    }
  }
}

extension TestReducer: EffectObserver {
  func effectDidStart(_ id: Int, task: Task<Void, Never>) {
    guard let currentAction, let currentLocation else { return }
    inFlightEffects[id] = InFlightEffect(
      action: currentAction, location: currentLocation, task: task
    )
  }

  func effectDidFinish(_ id: Int) {
    inFlightEffects[id] = nil
  }

  func effectWillSend(_ id: Int) {
    // The action it sends, and whatever that action starts, trace back to the effect's step.
    if let effect = inFlightEffects[id] {
      currentLocation = effect.location
    }
  }
}
