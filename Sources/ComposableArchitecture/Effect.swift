#if canImport(SwiftUI)
  import SwiftUI
#endif
import Foundation

/// A description of the side effects a reducer wants to perform, and of the actions those side
/// effects may feed back into the system.
///
/// Reducers return an `Effect` from every action they handle. The store that runs the reducer
/// interprets it: synchronous actions (``send(_:)``) are processed right after the current action,
/// asynchronous work (``run(priority:name:operation:catch:fileID:filePath:line:column:)``) runs in a
/// task whose lifetime the store manages.
///
/// ```swift
/// case .factButtonTapped:
///   return .run { [count = state.count] send in
///     let fact = try await numberFact.fetch(count)
///     await send(.factResponse(fact))
///   }
/// ```
public struct Effect<Action>: Sendable {
  @usableFromInline
  let operation: Operation

  @usableFromInline
  init(operation: Operation) {
    self.operation = operation
  }
}

/// A convenience for an effect that sends the actions of a given reducer.
public typealias EffectOf<R: Reducer> = Effect<R.Action>

extension Effect {
  // Effects are values: a small tree the store interprets when the reducer returns it. Keeping the
  // tree explicit (instead of opaque closures) lets the store scope cancellation to itself and to
  // the child state an effect belongs to, and lets `.none` cost nothing.
  //
  // `Action` is not required to be `Sendable` (user code rarely marks its actions), so the tree is
  // `@unchecked Sendable`: it is created by a reducer and interpreted by the store on the main actor.
  @usableFromInline
  indirect enum Operation: @unchecked Sendable {
    case none
    case send(Action)
    case run(RunOperation)
    case merge([Effect])
    case concatenate([Effect])
    case cancellable(id: AnyHashableSendable, cancelInFlight: Bool, Effect)
    case cancel(id: AnyHashableSendable)
    /// Effects of a child feature, identified by `id` under the parent's navigation path.
    case navigation(id: AnyHashableSendable, Effect)
    /// Cancels every effect started under the child navigation path `id`.
    case cancelNavigation(id: AnyHashableSendable)
    /// Cancels every effect started under a child at `path` (a ``NavigationID`` path), whatever
    /// its identity, except under the child `except`: how an operator ends a dismissed or
    /// replaced child's work without having computed its identity beforehand.
    case cancelChildren(at: AnyKeyPath, except: AnyHashableSendable?)
    /// Effects of a presented child, which `@Dependency(\.dismiss)` dismisses by sending
    /// `dismiss` (the parent's `PresentationAction.dismiss`, embedded).
    case presentation(dismiss: Action, Effect)
    /// Effects whose actions are sent inside `withAnimation(animation)`.
    case animation(Animation?, Effect)
  }

  /// A `.run` effect's operation, and how its task is made.
  ///
  /// Three words: the task's priority and name, which few effects give, are held apart. Code
  /// generic over the action (the store's runner, compiled once) copies and destroys a value of
  /// up to four words inline; at five, each copy or destruction looked up the type's metadata
  /// (twice per effect, measured).
  @usableFromInline
  struct RunOperation: Sendable {
    /// The task's priority and name; `nil` when the effect gave neither.
    let options: EffectTaskOptions?
    /// Runs where its caller runs: on the main actor, in the effect's task. Being
    /// `nonisolated(nonsending)`, as the user's operation is, it and what it calls switch to no
    /// executor on the way in and out (each switch that stays on the main actor cost about
    /// 10 ns, several per effect, when this was `@MainActor`).
    let body: nonisolated(nonsending) @Sendable (Send<Action>) async -> Void

    /// An operation whose task has the given priority and name.
    init(
      priority: TaskPriority?, name: String?,
      body: nonisolated(nonsending) @escaping @Sendable (Send<Action>) async -> Void
    ) {
      let options =
        priority == nil && name == nil ? nil : EffectTaskOptions(priority: priority, name: name)
      self.init(options: options, body: body)
    }

    /// An operation whose task has the given options: another operation's, when one wraps
    /// another.
    init(
      options: EffectTaskOptions?,
      body: nonisolated(nonsending) @escaping @Sendable (Send<Action>) async -> Void
    ) {
      self.options = options
      self.body = body
    }

    /// The task's priority; `nil` for the default.
    var priority: TaskPriority? { options?.priority }
    /// The task's name; `nil` for none.
    var name: String? { options?.name }
  }

  @usableFromInline
  package var isNone: Bool {
    if case .none = operation { return true }
    return false
  }
}

extension Effect {
  /// An effect that does nothing and finishes immediately.
  ///
  /// Return it from a reducer when an action only changes state.
  @inlinable
  public static var none: Self {
    Self(operation: .none)
  }

  /// An effect that synchronously sends an action back into the store.
  ///
  /// The action is processed immediately after the action that returned this effect, before the
  /// store returns from `send`. Prefer calling shared logic directly over sending actions to share
  /// it.
  ///
  /// - Parameter action: The action to send.
  @inlinable
  public static func send(_ action: Action) -> Self {
    Self(operation: .send(action))
  }

  /// An effect that sends an action at once, as ``send(_:)`` does, for a view layer to animate.
  ///
  /// The action is processed as part of the `send` that returned this effect; a view layer
  /// animates it when that `send` was itself made with an animation (`store.send(_:animation:)`).
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - animation: How to animate what the action changes.
  public static func send(_ action: Action, animation: Animation?) -> Self {
    Self(operation: .send(action)).animation(animation)
  }

  /// This effect with every action it sends sent inside `withAnimation(animation)`, for a view
  /// layer to animate what those actions change.
  ///
  /// ```swift
  /// return .run { send in
  ///   await send(.loaded(try await client.load()))
  /// }
  /// .animation(.easeInOut)
  /// ```
  ///
  /// The animation applies to the actions of this effect only, not to the effects those
  /// actions return. An outer `.animation(_:)` wins over an inner one, and over the animation
  /// an operation sends with (`send(_:animation:)`), as upstream's does.
  ///
  /// - Parameter animation: How to animate; `nil` sends the actions without animation.
  /// - Returns: The effect, animated.
  public func animation(_ animation: Animation? = .default) -> Self {
    if isNone { return self }
    return Self(operation: .animation(animation, self))
  }

  /// An effect that runs asynchronous work and may send any number of actions back into the store.
  ///
  /// ```swift
  /// return .run { send in
  ///   for await event in events() {
  ///     await send(.event(event))
  ///   }
  /// }
  /// ```
  ///
  /// The dependencies in effect when the reducer ran are available inside `operation`. The effect
  /// ends when `operation` returns; cancelling it (``cancellable(id:cancelInFlight:)``, releasing
  /// the store, dismissing the feature) cancels the task, after which `send` drops actions.
  ///
  /// - Parameters:
  ///   - priority: The priority of the task that runs the operation.
  ///   - name: A name for the task, visible in debuggers and traces.
  ///   - operation: The work to perform. Use `send` to feed actions back into the store.
  ///   - handler: Handles an error thrown by `operation`, with a `send` to report it. Without a
  ///     handler, a thrown error (other than cancellation) is reported as an issue.
  ///   - fileID: The source `#fileID` associated with the effect.
  ///   - filePath: The source `#filePath` associated with the effect.
  ///   - line: The source `#line` associated with the effect.
  ///   - column: The source `#column` associated with the effect.
  public static func run(
    priority: TaskPriority? = nil,
    name: String? = nil,
    operation:
      nonisolated(nonsending) @escaping @Sendable (_ send: Send<Action>) async throws
      -> Void,
    catch handler: (
      nonisolated(nonsending) @Sendable (_ error: any Error, _ send: Send<Action>) async -> Void
    )? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    // The dependencies in effect now (while the reducer runs) are the ones the operation sees.
    let dependencies = DependencyValues._current
    let source = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return Self(
      operation: .run(
        RunOperation(priority: priority, name: name) { send in
          // The task inherited the dependencies of the `send` that started it: they are pushed
          // again only when the reducer ran with others (under `.dependency(_:_:)`, say).
          if isCurrent(dependencies) {
            await perform(operation, catch: handler, send: send, source: source)
          } else {
            await perform(
              operation, catch: handler, send: send, source: source, with: dependencies)
          }
        }
      )
    )
  }

  /// Runs a `.run` effect's operation where the effect's task runs it: on the main actor.
  ///
  /// The error path is a function of its own: every frame of an effect's task comes out of the
  /// task's allocator, and the frames of the usual path fitting in fewer of its slabs saves an
  /// allocation of a kilobyte per effect.
  private nonisolated(nonsending) static func perform(
    _ operation: nonisolated(nonsending) @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: ErrorHandler?,
    send: Send<Action>,
    source: SourceLocation
  ) async {
    do {
      try await operation(send)
    } catch {
      await handle(error, with: handler, send: send, source: source)
    }
  }

  /// Runs the operation with the dependencies its reducer ran with pushed: the effect's task
  /// inherited others. Isolated to the main actor, so that the closure given to `withValue` is
  /// too: a closure formed in a `nonisolated(nonsending)` function is not isolated to its caller,
  /// and it, and the operation it calls, would run on the global executor.
  @MainActor
  @inline(never)
  private static func perform(
    _ operation: nonisolated(nonsending) @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: ErrorHandler?,
    send: Send<Action>,
    source: SourceLocation,
    with dependencies: DependencyValues
  ) async {
    await DependencyValues.$_current.withValue(dependencies) {
      await perform(operation, catch: handler, send: send, source: source)
    }
  }

  /// What `Effect.run(operation:catch:)` calls with an error its operation threw.
  private typealias ErrorHandler =
    nonisolated(nonsending) @Sendable (_ error: any Error, _ send: Send<Action>) async -> Void

  /// Hands an error an operation threw to the effect's handler, or reports it when there is none;
  /// a cancellation is no error.
  @MainActor
  @inline(never)
  private static func handle(
    _ error: any Error,
    with handler: ErrorHandler?,
    send: Send<Action>,
    source: SourceLocation
  ) async {
    guard !(error is CancellationError), !Task.isCancelled else { return }
    guard let handler else {
      source.report(Message.unhandledError(error, fileID: source.fileID, line: source.line))
      return
    }
    await handler(error, send)
  }

  /// Merges effects so that they run at the same time.
  ///
  /// - Parameter effects: The effects to run together.
  @inlinable
  public static func merge(_ effects: Self...) -> Self {
    merge(effects)
  }

  /// Merges a sequence of effects so that they run at the same time.
  ///
  /// - Parameter effects: The effects to run together.
  @inlinable
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    var kept: [Self] = []
    for effect in effects {
      switch effect.operation {
      case .none: continue
      case .merge(let nested): kept.append(contentsOf: nested)
      default: kept.append(effect)
      }
    }
    switch kept.count {
    case 0: return .none
    case 1: return kept[0]
    default: return Self(operation: .merge(kept))
    }
  }

  /// Merges this effect with another so that both run at the same time.
  ///
  /// - Parameter other: Another effect.
  @inlinable
  public func merge(with other: Self) -> Self {
    if isNone { return other }
    if other.isNone { return self }
    return .merge(self, other)
  }

  /// Concatenates effects so that each starts when the previous one has finished.
  ///
  /// - Parameter effects: The effects to run one after another.
  public static func concatenate(_ effects: Self...) -> Self {
    concatenate(effects)
  }

  /// Concatenates a collection of effects so that each starts when the previous one has finished.
  ///
  /// - Parameter effects: The effects to run one after another.
  public static func concatenate(_ effects: some Collection<Self>) -> Self {
    let kept = effects.filter { !$0.isNone }
    switch kept.count {
    case 0: return .none
    case 1: return kept[kept.startIndex]
    default: return Self(operation: .concatenate(Array(kept)))
    }
  }

  /// Concatenates this effect and another into one that runs them in order.
  ///
  /// - Parameter other: The effect to run after this one.
  public func concatenate(with other: Self) -> Self {
    .concatenate(self, other)
  }

  /// Transforms the actions this effect sends.
  ///
  /// Parent reducers use it to embed a child's effect into their own actions.
  ///
  /// - Parameter transform: A function from this effect's action to a new action.
  /// - Returns: An effect that sends the transformed actions.
  public func map<T>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<T> {
    rewrite(transform) { run in
      .init(options: run.options) { send in
        await run.body(Send { action in send(transform(action)) })
      }
    }
  }
}

extension Effect {
  /// Embeds a child's effect into the parent's actions; free for `.none`, the common case.
  @inlinable
  func embed<ParentAction>(
    into toChildAction: CachedCasePath<ParentAction, Action>
  ) -> Effect<ParentAction> {
    if isNone { return .none }
    return map { toChildAction.embed($0) }
  }
}

extension Effect {
  /// This effect with each of its asynchronous operations transformed, wherever it sits in the
  /// tree; used to instrument effects without changing what they do.
  func mapRunOperations(_ transform: (RunOperation) -> RunOperation) -> Self {
    rewrite({ $0 }, run: transform)
  }

  /// The same tree with its actions transformed by `action` and its asynchronous operations by
  /// `run`: the one walk that ``map(_:)`` and instrumentation share.
  func rewrite<T>(
    _ action: (Action) -> T, run: (RunOperation) -> Effect<T>.RunOperation
  ) -> Effect<T> {
    switch operation {
    case .none:
      return .none
    case .send(let sent):
      return Effect<T>(operation: .send(action(sent)))
    case .run(let operation):
      return Effect<T>(operation: .run(run(operation)))
    case .merge(let effects):
      return Effect<T>(operation: .merge(effects.map { $0.rewrite(action, run: run) }))
    case .concatenate(let effects):
      return Effect<T>(operation: .concatenate(effects.map { $0.rewrite(action, run: run) }))
    case .cancellable(let id, let cancelInFlight, let effect):
      return Effect<T>(
        operation: .cancellable(
          id: id, cancelInFlight: cancelInFlight, effect.rewrite(action, run: run)
        )
      )
    case .cancel(let id):
      return Effect<T>(operation: .cancel(id: id))
    case .navigation(let id, let effect):
      return Effect<T>(operation: .navigation(id: id, effect.rewrite(action, run: run)))
    case .cancelNavigation(let id):
      return Effect<T>(operation: .cancelNavigation(id: id))
    case .cancelChildren(let path, let except):
      return Effect<T>(operation: .cancelChildren(at: path, except: except))
    case .presentation(let dismiss, let effect):
      return Effect<T>(
        operation: .presentation(dismiss: action(dismiss), effect.rewrite(action, run: run))
      )
    case .animation(let animation, let effect):
      return Effect<T>(operation: .animation(animation, effect.rewrite(action, run: run)))
    }
  }
}

extension Effect {
  /// Whether all of this effect's work is done when the runner has started it: no task is
  /// needed (sends, cancellations, and groups of them).
  var finishesAtOnce: Bool {
    switch operation {
    case .none, .send, .cancel, .cancelNavigation, .cancelChildren:
      true
    case .run:
      false
    case .merge(let effects), .concatenate(let effects):
      effects.allSatisfy(\.finishesAtOnce)
    case .cancellable(_, _, let effect), .navigation(_, let effect),
      .presentation(_, let effect), .animation(_, let effect):
      effect.finishesAtOnce
    }
  }
}

/// The priority and name an `Effect.run` gave its task.
@usableFromInline
final class EffectTaskOptions: Sendable {
  /// The task's priority; `nil` for the default.
  let priority: TaskPriority?
  /// The task's name; `nil` for none.
  let name: String?

  /// Options with the given priority and name.
  init(priority: TaskPriority?, name: String?) {
    self.priority = priority
    self.name = name
  }
}
