#if canImport(SwiftUI)
  import SwiftUI
#endif

/// Runs effects: the one interpreter of ``Effect``'s tree, shared by a root store and everything
/// scoped from it, and by its `TestStore`.
///
/// A reducer's effect is started with ``start(_:in:tasks:)`` right after the reducer returns:
/// `.send` actions go back to the store at once (it buffers them), each `.run` and each
/// concatenation becomes one task, and cancellation and navigation nodes act on the store's
/// ``CancellationRegistry``. ``complete(_:in:)`` runs an effect and waits for it to finish, which is
/// what concatenation, debounce and throttle are built on.
///
/// A `TestStore` watches the tasks through an ``EffectObserver``; it runs exactly what an app
/// runs.
@MainActor
final class EffectRunner {
  nonisolated let registry: CancellationRegistry
  /// Told when top-level effect tasks start and finish, and when they send.
  weak var observer: (any EffectObserver)?

  nonisolated init(registry: CancellationRegistry = CancellationRegistry()) {
    self.registry = registry
  }

  /// The runner of work started outside any store, such as a bare `withTaskCancellation` in a
  /// test.
  nonisolated static let global = EffectRunner(registry: .global)

  /// Starts the work `effect` describes.
  ///
  /// - Parameters:
  ///   - context: Where the effect belongs, and where its actions go.
  ///   - tasks: Collects the tasks started, for the caller to cancel or wait for.
  func start<Action>(
    _ effect: Effect<Action>, in context: EffectContext<Action>, tasks: TaskList
  ) {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      // Synchronous: while the store is dispatching it buffers the action (with the animation
      // in force), whose effects join the same `send`.
      deliver(action, to: context.send, animation: context.animation)
    case .run(let run):
      startTask(
        name: run.name, priority: run.priority, in: context, tasks: tasks, work: .run(run.body)
      )
    case .merge(let effects):
      for effect in effects {
        start(effect, in: context, tasks: tasks)
      }
    case .concatenate(let effects):
      // Leading effects that finish at once (sends, cancellations) run now, in order, before
      // the effects merged after this one: as upstream delivers them.
      let immediate = effects.prefix { $0.finishesAtOnce }
      for effect in immediate {
        start(effect, in: context, tasks: tasks)
      }
      let rest = effects.dropFirst(immediate.count)
      guard !rest.isEmpty else { return }
      startTask(
        name: nil, priority: nil, in: context, tasks: tasks, work: .sequence(Array(rest))
      )
    case .cancellable(let id, let cancelInFlight, let effect):
      let key = CancellationRegistry.Key(path: context.path, id: id)
      if cancelInFlight {
        registry.cancel(key)
      }
      var context = context
      context.update { $0.keys.append(key) }
      start(effect, in: context, tasks: tasks)
    case .cancel(let id):
      registry.cancel(CancellationRegistry.Key(path: context.path, id: id))
    case .navigation(let id, let effect):
      var context = context
      context.update { $0.path.append(id) }
      start(effect, in: context, tasks: tasks)
    case .cancelNavigation(let id):
      registry.cancelAll(under: context.path + [id])
    case .cancelChildren(let childPath, let except):
      registry.cancelAll(under: context.path) { child in
        guard let id = child.base as? NavigationID else { return false }
        return id.path == childPath && child != except
      }
    case .presentation(let dismiss, let effect):
      var context = context
      context.update { $0.dismiss = ActionReference(dismiss) }
      start(effect, in: context, tasks: tasks)
    case .animation(let animation, let effect):
      var context = context
      // The outermost `.animation(_:)` wins, as it does upstream, where each wraps the sends
      // of what it encloses.
      if context.animation == nil {
        context.update { $0.animation = .some(animation) }
      }
      start(effect, in: context, tasks: tasks)
    }
  }

  /// Runs `effect` and returns when all of its work has finished: not the effects of the actions
  /// it sent, which belong to the store. Cancelling the calling task cancels the work.
  func complete<Action>(_ effect: Effect<Action>, in context: EffectContext<Action>) async {
    let own = TaskList()
    start(effect, in: context, tasks: own)
    await own.waitAll()
  }

  /// Runs `effect` from inside an effect (a throttle's), sending its actions to `send` instead of
  /// the store; cancellation identifiers and dismissal resolve as for the calling effect.
  nonisolated static func complete<Action>(
    _ effect: Effect<Action>, send: Send<Action>
  ) async {
    let calling = CancellationContext.current
    let context = EffectContext(
      send: send,
      scope: EffectScope(
        EffectScope.Fields(
          path: calling.path, inheritedDismiss: calling.dismiss, isTopLevel: false
        )
      )
    )
    await calling.runner.complete(effect, in: context)
  }

  /// Starts one task of an effect on the main actor, where its operation runs, registered for
  /// cancellation under the context's keys and counted in `tasks`.
  private func startTask<Action>(
    name: String?,
    priority: TaskPriority?,
    in context: EffectContext<Action>,
    tasks: TaskList,
    work: RunningEffect<Action>.Work
  ) {
    let effect = RunningEffect(runner: self, context: context, tasks: tasks, work: work)
    // The task runs on the main actor, which this function does not give up: it cannot start
    // before it is registered and counted. It inherits the task-locals bound where it is
    // created: the effect is its scope.
    let task = CancellationContext.$current.withValue(effect) {
      Task(name: name, priority: priority) { @MainActor in await effect.run() }
    }
    effect.token = registry.register(task, under: context.keys, in: context.path)
    tasks.append(starting: task)
    if context.isTopLevel {
      observer?.effectDidStart(effect.token, task: task)
    }
  }
}

/// Sends `action` to `send`, inside `withAnimation` when an enclosing `.animation(_:)` set one.
@MainActor
func deliver<Action>(_ action: Action, to send: Send<Action>, animation: Animation??) {
  if let animation {
    withAnimation(animation) { send.send(action) }
  } else {
    send.send(action)
  }
}

/// Watches the effect tasks a runner starts: a `TestStore` keeps track of what is in flight, and
/// of which effect sent each action.
@MainActor
protocol EffectObserver: AnyObject {
  func effectDidStart(_ id: Int, task: Task<Void, Never>)
  func effectDidFinish(_ id: Int)
  /// The effect is about to send an action to the store.
  func effectWillSend(_ id: Int)
}
