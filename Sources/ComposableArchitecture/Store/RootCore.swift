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
  // copy the collection. It lives behind a pointer because observers of `@ObservableState` are
  // told of a change while the reducer is still mutating it, and may read the store's state
  // then: a stored property would trap on that overlapping access.
  // Only touched on the main actor, and by `deinit` once nothing else can.
  nonisolated(unsafe) private let storage: UnsafeMutablePointer<State>
  let reducer: Root
  /// The dependencies in force where the store was created: every action runs with them.
  let dependencies: DependencyValues
  let registry = CancellationRegistry()
  let rootObservation: RootObservation
  var needsReplacementCheck: Bool { false }
  private var machine = DispatchMachine<Action>()
  private var listeners = Listeners()

  init(initialState: State, reducer: Root, dependencies: DependencyValues) {
    self.storage = .allocate(capacity: 1)
    self.storage.initialize(to: initialState)
    self.reducer = reducer
    self.dependencies = dependencies
    UnreachableTestRunner.install()
    self.rootObservation = RootObservation(initialIdentity: observableIdentity(of: initialState))
  }

  deinit {
    registry.cancelAll()
    storage.deinitialize(count: 1)
    storage.deallocate()
  }

  var state: State {
    storage.pointee
  }

  func send(_ action: Action) -> TaskList? {
    guard machine.begin() else {
      machine.buffer(action)
      return nil
    }
    var tasks: TaskList?
    DependencyValues.$_current.withValue(dependencies) {
      process(action, tasks: &tasks)
      while let next = machine.next() {
        process(next, tasks: &tasks)
      }
    }
    if rootObservation.isObserved {
      rootObservation.check(storage.pointee)
    }
    if !listeners.isEmpty {
      // Each listener is looked up just before it is called, and called outside any access to
      // `listeners`: a listener may add or remove listeners (cancel its own subscription,
      // release a store), and a removed one is not called.
      for token in listeners.callOrder() {
        listeners.listener(token)?()
      }
    }
    return tasks
  }

  @inline(__always)
  private func process(_ action: Action, tasks: inout TaskList?) {
    let effect = reducer.reduce(into: &storage.pointee, action: action)
    if !effect.isNone {
      execute(effect, path: [], keys: [], dismiss: nil, origin: action, tasks: &tasks)
    }
  }

  func addListener(_ listener: @escaping @MainActor () -> Void) -> ListenerToken {
    listeners.add(listener)
  }

  func removeListener(_ token: ListenerToken) {
    listeners.remove(token)
  }

  /// Starts the work an effect describes.
  ///
  /// - Parameters:
  ///   - path: The navigation path of the child feature the effect belongs to (empty for the
  ///     root feature); cancellation identifiers are resolved within it.
  ///   - keys: The identifiers the effect can be cancelled by, from enclosing `cancellable`s.
  ///   - dismiss: The action that dismisses the presented feature the effect belongs to.
  ///   - origin: The action whose reducer returned the effect, for warnings.
  ///   - tasks: Collects the tasks started, for the `StoreTask` of the outer `send`.
  private func execute(
    _ effect: Effect<Action>,
    path: [AnyHashableSendable],
    keys: [CancellationRegistry.Key],
    dismiss: Action?,
    origin: Action,
    tasks: inout TaskList?
  ) {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      // While dispatching, `send` only buffers the action; its effects join this list.
      _ = send(action)
    case .run(let run):
      start(run, path: path, keys: keys, dismiss: dismiss, origin: origin, tasks: taskList(&tasks))
    case .merge(let effects):
      for effect in effects {
        execute(effect, path: path, keys: keys, dismiss: dismiss, origin: origin, tasks: &tasks)
      }
    case .concatenate(let effects):
      let run = Effect<Action>.RunOperation(priority: nil, name: nil) { send in
        for effect in effects {
          guard !Task.isCancelled else { return }
          await effect.runToCompletion(send)
        }
      }
      start(run, path: path, keys: keys, dismiss: dismiss, origin: origin, tasks: taskList(&tasks))
    case .cancellable(let id, let cancelInFlight, let effect):
      let key = CancellationRegistry.Key(path: path, id: id)
      if cancelInFlight {
        registry.cancel(key)
      }
      execute(
        effect, path: path, keys: keys + [key], dismiss: dismiss, origin: origin, tasks: &tasks)
    case .cancel(let id):
      registry.cancel(.init(path: path, id: id))
    case .navigation(let id, let effect):
      execute(
        effect, path: path + [id], keys: keys, dismiss: dismiss, origin: origin, tasks: &tasks)
    case .cancelNavigation(let id):
      registry.cancelAll(under: path + [id])
    case .presentation(let dismissAction, let effect):
      execute(
        effect, path: path, keys: keys, dismiss: dismissAction, origin: origin, tasks: &tasks
      )
    }
  }

  private func taskList(_ tasks: inout TaskList?) -> TaskList {
    if let tasks { return tasks }
    let list = TaskList()
    tasks = list
    return list
  }

  private func start(
    _ run: Effect<Action>.RunOperation,
    path: [AnyHashableSendable],
    keys: [CancellationRegistry.Key],
    dismiss: Action?,
    origin: Action,
    tasks: TaskList
  ) {
    let registry = registry
    let keys = keys + [CancellationRegistry.Key(path: path, id: nil)]
    let base = CancellationContext(registry: registry, path: path)
    let lifetime = EffectLifetime()
    let origin = UncheckedSendable(origin)
    let send = Send<Action> { [weak self] action in
      if lifetime.isFinished {
        reportIssue(Message.actionFromCompletedEffect(action, originatingFrom: origin.value))
      }
      guard let self, let started = self.send(action) else { return }
      tasks.append(started)
    }
    let context = dismissContext(base, dismiss: dismiss, send: send)
    let token = registry.makeToken()
    let task = Task(name: run.name, priority: run.priority) { @MainActor in
      await CancellationContext.$current.withValue(context) {
        await run.body(send)
      }
      lifetime.isFinished = true
      registry.unregister(token, from: keys)
    }
    registry.register(task, token: token, under: keys)
    tasks.append(task)
  }
}

/// The context of an effect of a presented feature, whose `@Dependency(\.dismiss)` sends the
/// parent's dismiss action through the effect's own `send`.
private func dismissContext<Action>(
  _ context: CancellationContext, dismiss: Action?, send: Send<Action>
) -> CancellationContext {
  guard let dismiss else { return context }
  let action = UncheckedSendable(dismiss)
  return context.dismissing { send(action.value) }
}

/// Whether an effect's operation has returned, after which sending is a mistake.
@MainActor
private final class EffectLifetime {
  var isFinished = false
}
