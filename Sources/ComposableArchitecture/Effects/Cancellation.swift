import Foundation

extension Effect {
  /// Makes this effect cancellable by an identifier.
  ///
  /// ```swift
  /// case .searchQueryChanged(let query):
  ///   return .run { send in
  ///     await send(.searchResponse(try await api.search(query)))
  ///   }
  ///   .cancellable(id: CancelID.search, cancelInFlight: true)
  /// ```
  ///
  /// Identifiers are scoped to the store that runs the effect, and to the child feature (an
  /// `ifLet`, `forEach` or `ifCaseLet` element) whose reducer returned it, so the same identifier
  /// used by two stores, or by two rows of a list, names two different effects.
  ///
  /// - Parameters:
  ///   - id: The effect's identifier.
  ///   - cancelInFlight: Whether to cancel any in-flight effect with the same identifier before
  ///     this one starts.
  /// - Returns: A cancellable effect.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    if isNone, !cancelInFlight { return .none }
    return Self(
      operation: .cancellable(
        id: AnyHashableSendable(id), cancelInFlight: cancelInFlight, self
      )
    )
  }

  /// An effect that cancels any in-flight effect with the given identifier.
  ///
  /// - Parameter id: The identifier passed to ``cancellable(id:cancelInFlight:)``.
  /// - Returns: An effect that cancels, and sends no actions.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(operation: .cancel(id: AnyHashableSendable(id)))
  }
}

/// Runs an asynchronous operation as a cancellable unit of work, identified by `id`.
///
/// Use it inside `Effect.run` to make only part of an effect cancellable, or to cancel in-flight
/// work when a new one starts:
///
/// ```swift
/// return .run { send in
///   await withTaskCancellation(id: CancelID.load, cancelInFlight: true) {
///     await send(.loaded(try await client.load()))
///   }
/// }
/// ```
///
/// Identifiers resolve in the same scope as ``Effect/cancellable(id:cancelInFlight:)``.
///
/// - Parameters:
///   - id: The identifier of the work.
///   - cancelInFlight: Whether to cancel in-flight work with the same identifier first.
///   - operation: The work to perform.
/// - Returns: The value returned by `operation`.
public func withTaskCancellation<T: Sendable>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  operation: @escaping @Sendable () async throws -> T
) async rethrows -> T {
  let context = CancellationContext.current
  let key = CancellationRegistry.Key(path: context.path, id: AnyHashableSendable(id))
  let task = Task { try await operation() }
  // Cancelling what is in flight and registering this one are one step: of two callers racing
  // with the same identifier, only the one registered last keeps running.
  let token = context.registry.register(task, under: key, cancelInFlight: cancelInFlight)
  defer { context.registry.unregister(token, from: [key]) }
  // Cancelling the caller cancels the operation.
  _ = await withTaskCancellationHandler {
    await task.result
  } onCancel: {
    task.cancel()
  }
  // The operation ran in another task, so `rethrows` cannot see that an error came from it;
  // rethrowing through a `@rethrows` protocol tells the compiler it did.
  return try await task.result._rethrowGet()
}

@rethrows
protocol _RethrowingResult {
  associatedtype Success
  func get() throws -> Success
}

extension _RethrowingResult {
  func _rethrowGet() rethrows -> Success {
    try get()
  }
}

extension Result: _RethrowingResult {}

extension Task where Success == Never, Failure == Never {
  /// Cancels any in-flight effect or ``withTaskCancellation(id:cancelInFlight:operation:)`` work
  /// with the given identifier, in the scope of the current effect.
  ///
  /// - Parameter id: The identifier of the work to cancel.
  public static func cancel(id: some Hashable & Sendable) {
    let context = CancellationContext.current
    context.registry.cancel(.init(path: context.path, id: AnyHashableSendable(id)))
  }
}

/// The scope an effect's code runs in, as a task-local: the runner (and so the registry) of the
/// store that started it, the navigation path of the child feature it belongs to, and how to
/// dismiss that feature when it was presented. Each effect task is its own scope
/// (``RunningEffect``).
///
/// A class, so that making a task the current scope copies one reference and each effect task
/// can be its own scope (``RunningEffect``). It was a `Sendable` struct (checked), pushed as a
/// copy next to a separate object holding the task's state: two more allocations and an async
/// frame per effect. `@unchecked Sendable` (a class open to subclassing cannot be checked): its
/// stored properties are `let`s of `Sendable` values, and a subclass keeps its mutable state
/// isolated to the main actor.
class CancellationContext: @unchecked Sendable {
  let runner: EffectRunner
  let path: [AnyHashableSendable]

  init(runner: EffectRunner, path: [AnyHashableSendable]) {
    self.runner = runner
    self.path = path
  }

  var registry: CancellationRegistry { runner.registry }

  /// Dismisses the presented feature the code belongs to; `nil` when it was not presented.
  var dismiss: (@MainActor @Sendable () -> Void)? { nil }

  /// Work started outside of any store (a bare `withTaskCancellation` in a unit test, say) shares
  /// one process-wide registry, as it has no store to belong to.
  @TaskLocal static var current = CancellationContext(runner: .global, path: [])
}
