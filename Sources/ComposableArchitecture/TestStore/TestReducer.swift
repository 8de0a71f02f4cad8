/// The reducer a ``TestStore`` runs: the feature's reducer, with the store's dependencies, plus a
/// record of what the test has not asserted yet.
///
/// Actions carry their origin: sent by the test, or received from an effect. Effects are
/// rewritten so that their actions come back as received actions, and so that each asynchronous
/// unit of work (a `.run`, or a whole concatenation) is registered as in flight from the moment
/// the reducer returns it until it finishes or is cancelled.
///
/// Only ever touched on the main actor: by the test store's methods, by the store that runs
/// `reducer`, and by effects, which run on the main actor. It is not `@MainActor` only because
/// `Reduce` closures are not isolated.
final class TestReducer<State, Action>: @unchecked Sendable {
  typealias Base = Reduce<State, Action>
  let base: Base
  var dependencies: DependencyValues
  var receivedActions: [(action: Base.Action, state: Base.State)] = []
  var inFlightEffects: [Int: InFlightEffect] = [:]
  /// The state right after the last action the test sent, before any action it sent back.
  var stateAfterSend: Base.State?
  /// What the feature changed in shared state since the last assertion.
  let sharedChanges = SharedChangeTracker()
  private var nextEffectID = 0

  struct InFlightEffect {
    let action: Base.Action
    let location: SourceLocation
    /// The task running the effect's work, once it started.
    var task: Task<Void, Never>?
  }

  /// Cancels every effect in flight and forgets them.
  func cancelInFlightEffects() {
    for effect in inFlightEffects.values {
      effect.task?.cancel()
    }
    inFlightEffects.removeAll()
  }

  init(base: Base, dependencies: DependencyValues) {
    self.base = base
    self.dependencies = dependencies
  }

  /// The reducer to run in the underlying store.
  var reducer: Reduce<Base.State, TestAction<Base.Action>> {
    Reduce { [self] state, action in
      let effects = withDependencies {
        $0 = self.dependencies
      } operation: {
        SharedChangeTracker.$current.withValue(sharedChanges) {
          base.reduce(into: &state, action: action.action)
        }
      }
      switch action.origin {
      case .send: stateAfterSend = state
      case .receive: receivedActions.append((action.action, state))
      }
      return track(effects, origin: action)
    }
  }

  private func track(
    _ effect: Effect<Base.Action>, origin: TestAction<Base.Action>
  ) -> Effect<TestAction<Base.Action>> {
    switch effect.operation {
    case .none:
      return .none
    case .send(let action):
      return .send(TestAction(origin: .receive, action: action, location: origin.location))
    case .run:
      return tracked(effect, origin: origin)
    case .merge(let effects):
      return .merge(effects.map { track($0, origin: origin) })
    case .concatenate:
      // A concatenation is one unit of work: its later effects may never start if it is
      // cancelled, so tracking them one by one would leave them "in flight" forever.
      return tracked(effect, origin: origin)
    case .cancellable(let id, let cancelInFlight, let effect):
      return Effect(
        operation: .cancellable(
          id: id, cancelInFlight: cancelInFlight, track(effect, origin: origin)
        )
      )
    case .cancel(let id):
      return Effect(operation: .cancel(id: id))
    case .navigation(let id, let effect):
      return Effect(operation: .navigation(id: id, track(effect, origin: origin)))
    case .cancelNavigation(let id):
      return Effect(operation: .cancelNavigation(id: id))
    case .presentation(let dismiss, let effect):
      return Effect(
        operation: .presentation(
          dismiss: TestAction(origin: .receive, action: dismiss, location: origin.location),
          track(effect, origin: origin)
        )
      )
    }
  }

  /// Runs `effect` as one `.run`, in flight until it finishes or is cancelled.
  private func tracked(
    _ effect: Effect<Base.Action>, origin: TestAction<Base.Action>
  ) -> Effect<TestAction<Base.Action>> {
    nextEffectID += 1
    let id = nextEffectID
    inFlightEffects[id] = InFlightEffect(action: origin.action, location: origin.location)
    let location = origin.location
    let operation = Effect<TestAction<Base.Action>>.RunOperation(priority: nil, name: nil) {
      [weak self] send in
      // Skipped before it started: do nothing.
      guard self?.inFlightEffects[id] != nil else { return }
      // The work runs in a task of its own so that `skipInFlightEffects` can cancel it.
      let sharedChanges = self?.sharedChanges
      let work = Task {
        await SharedChangeTracker.$current.withValue(sharedChanges) {
          await effect.runToCompletion(
            Send { send(TestAction(origin: .receive, action: $0, location: location)) }
          )
        }
      }
      self?.inFlightEffects[id]?.task = work
      await withTaskCancellationHandler {
        await work.value
      } onCancel: {
        work.cancel()
      }
      self?.inFlightEffects[id] = nil
    }
    return Effect(operation: .run(operation))
  }
}

/// An action as the test store's reducer sees it: the feature's action and where it came from.
struct TestAction<Action>: @unchecked Sendable {
  enum Origin {
    case send
    case receive
  }

  let origin: Origin
  let action: Action
  /// Where the test sent the action that, directly or through effects, led to this one.
  let location: SourceLocation
}
