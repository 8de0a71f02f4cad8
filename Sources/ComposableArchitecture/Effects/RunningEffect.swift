#if canImport(SwiftUI)
  import SwiftUI
#endif

/// One task of an effect, started by ``EffectRunner``: its scope (the task-local its code reads
/// through ``CancellationContext/current``), where its actions go, and what its end must undo.
///
/// One object holds all of it, so that starting a task allocates it and the task, and the
/// closures the task and its `Send` need capture only it.
///
/// `@unchecked Sendable`: its stored properties are `let`s of `Sendable` values, or (`token`,
/// `work`, `isFinished`, `observer`) isolated to the main actor, where it is made and where the
/// task and its `Send` run. The checked design, a `@MainActor` class, cannot subclass the
/// non-isolated scope that effect code reads from any executor; the design before it (checked
/// `Sendable` closures and boxes) cost five allocations per effect.
final class RunningEffect<Action>: CancellationContext, @unchecked Sendable {
  /// What the task runs.
  ///
  /// At most three words, which code generic over the action copies and destroys inline: an
  /// `ArraySlice` (four words) made it five, and each copy or destruction looked up the type's
  /// metadata (twice per effect, measured; once now, where the task takes it out).
  enum Work {
    /// A `.run` effect's operation, which runs where its caller runs.
    typealias Operation = nonisolated(nonsending) @Sendable (Send<Action>) async -> Void

    /// A `.run` effect's operation.
    case run(Operation)
    /// The effects of a concatenation after those that finish at once, each awaited in turn.
    case sequence([Effect<Action>])
  }

  /// The task's token in the registry, given when it is registered, before it runs.
  @MainActor var token = 0
  private let context: EffectContext<Action>
  private let tasks: TaskList
  /// Taken out when the task starts: the task's `Send` and its scope hold this object (a task
  /// the operation starts inherits the scope, and code can keep a `Send`), and must not keep the
  /// operation and what it captured alive after the task ends.
  @MainActor private var work: Work?
  /// Told of this task's sends, and of its end when it is an effect of its own.
  @MainActor private weak var observer: (any EffectObserver)?
  /// Whether the operation has returned, after which sending is a mistake.
  @MainActor private var isFinished = false

  @MainActor
  init(
    runner: EffectRunner, context: EffectContext<Action>, tasks: TaskList, work: Work
  ) {
    self.context = context
    self.tasks = tasks
    self.work = work
    self.observer = runner.observer
    super.init(runner: runner, path: context.path)
  }

  /// The observed effect this task's sends are reported as: parts of an observed effect report
  /// their sends as the effect's.
  @MainActor
  private var effectID: Int? {
    context.isTopLevel ? token : context.effectID
  }

  /// The task's `Send`: its actions go to the store (or a throttle), with the animation in force
  /// where the effect was returned.
  @MainActor
  var send: Send<Action> {
    Send(send: deliver)
  }

  @MainActor
  private func deliver(_ action: Action) {
    if isFinished {
      reportIssue(Message.actionFromCompletedEffect(action, originatingFrom: context.origin?.value))
    }
    if let effectID { observer?.effectWillSend(effectID) }
    ComposableArchitecture.deliver(action, to: context.send, animation: context.animation)
  }

  override var dismiss: (@MainActor @Sendable () -> Void)? {
    guard let action = context.dismiss else { return context.inheritedDismiss }
    return { [self] in deliver(action.value) }
  }

  /// Runs the work, then undoes its registration. The task runs with this object as its scope
  /// (``CancellationContext/current``): bound where the task is created, which it inherits
  /// (binding it here, around the work, cost a task-local push and four executor switches).
  @MainActor
  func run() async {
    switch work.take() {
    case nil:
      // A task runs its work once.
      break
    case .run(let operation)?:
      await operation(send)
    case .sequence(let effects)?:
      // Work nested in this task is part of it: it sends through this task's `send` (which
      // already animates) and is not an effect of its own.
      var inner = context
      inner.send = send
      inner.update {
        $0.animation = nil
        $0.isTopLevel = false
        $0.effectID = effectID
      }
      for effect in effects {
        guard !Task.isCancelled else { break }
        await runner.complete(effect, in: inner)
      }
    }
    isFinished = true
    registry.unregister(token, from: context.keys, in: context.path)
    if context.isTopLevel {
      observer?.effectDidFinish(token)
    }
    tasks.taskDidFinish()
  }
}
