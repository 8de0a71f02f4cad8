import ComposableArchitecture
import ConcurrencyExtras
import Foundation

extension ComposableArchitecture.Reduce {
  /// Runs a reducer written with the original API inside a modern store, so that a code base can
  /// move to the modern API one feature at a time.
  ///
  /// In a file that imports only `ComposableArchitectureLegacy`, wrap the old feature:
  ///
  /// ```swift
  /// let counterFeature = Reduce(counterReducer, environment: CounterEnvironment())
  /// ```
  ///
  /// and compose it from a modern parent:
  ///
  /// ```swift
  /// Scope(state: \.counter, action: \.counter) { counterFeature }
  /// ```
  ///
  /// Each effect of the old reducer is subscribed as soon as the reducer returns. What it emits
  /// at once is sent synchronously, in order, before the store's `send` returns
  /// (``Effect/none`` costs nothing). If it is still running, its later actions reach the store
  /// through an effect that ends when the publisher does, and cancelling that effect (the modern
  /// store's cancellation, a dismissed feature) cancels the subscription.
  ///
  /// - Parameters:
  ///   - reducer: The original-API reducer.
  ///   - environment: Its environment.
  public init<Environment>(
    _ reducer: Reducer<State, Action, Environment>,
    environment: Environment
  ) {
    self.init { state, action in
      .legacy(reducer.run(&state, action, environment))
    }
  }
}

extension ComposableArchitecture.Effect {
  /// A modern effect that forwards what an original-API effect emits.
  static func legacy(_ effect: ComposableArchitectureLegacy.Effect<Action, Never>) -> Self {
    guard !effect.isNone else { return .none }
    let subscription = LegacySubscription<Action>()
    subscription.start(effect)
    // What the publisher emitted while it was subscribed is sent synchronously, in order: `.send`s
    // in a merge are processed right after the current action, before the outer `send` returns.
    let (immediate, isFinished) = subscription.takeSynchronousOutput()
    let sent = Self.merge(immediate.map { .send($0) })
    if isFinished { return sent }
    return .merge(
      sent,
      .run { send in
        await subscription.forward(to: send)
      }
    )
  }
}

/// An original-API effect's subscription, buffering what it emits while the reducer returns,
/// then streaming it to the modern effect that forwards it.
final class LegacySubscription<Action>: @unchecked Sendable {
  private let lock = NSLock()
  private var buffer: [Action] = []
  private var isSubscribing = true
  private var isFinished = false
  private var cancellable: AnyCancellable?
  private let stream: AsyncStream<UncheckedSendable<Action>>
  private let continuation: AsyncStream<UncheckedSendable<Action>>.Continuation

  init() {
    (stream, continuation) = AsyncStream.makeStream(of: UncheckedSendable<Action>.self)
  }

  func start(_ effect: ComposableArchitectureLegacy.Effect<Action, Never>) {
    let cancellable = effect.sink(
      receiveCompletion: { [self] _ in
        lock.withLock { isFinished = true }
        continuation.finish()
      },
      receiveValue: { [self] action in
        let buffered = lock.withLock {
          guard isSubscribing else { return false }
          buffer.append(action)
          return true
        }
        if !buffered {
          continuation.yield(UncheckedSendable(action))
        }
      }
    )
    lock.withLock { self.cancellable = cancellable }
  }

  /// What the effect emitted while it was being subscribed, and whether it also finished then;
  /// from now on, what it emits goes to the stream that ``forward(to:)`` reads.
  func takeSynchronousOutput() -> (actions: [Action], isFinished: Bool) {
    lock.withLock {
      isSubscribing = false
      defer { buffer = [] }
      return (buffer, isFinished)
    }
  }

  func forward(to send: Send<Action>) async {
    await withTaskCancellationHandler {
      for await action in stream {
        await send(action.wrappedValue)
      }
    } onCancel: {
      cancel()
    }
  }

  private func cancel() {
    let cancellable = lock.withLock {
      defer { self.cancellable = nil }
      return self.cancellable
    }
    cancellable?.cancel()
    continuation.finish()
  }
}

/// The modern `Reduce`, named from files that import only this module, so that an
/// original-API feature can hand a modern parent its reducer:
///
/// ```swift
/// import ComposableArchitectureLegacy
///
/// func counterFeature() -> Reduce<CounterState, CounterAction> {
///   Reduce(counterReducer, environment: CounterEnvironment(mainQueue: .main))
/// }
/// ```
///
/// A file that imports both modules sees this module's `Reducer`, `Effect` and `Store`, which
/// hide the modern ones: keep modern features in files that import only
/// `ComposableArchitecture`.
public typealias Reduce<State, Action> = ComposableArchitecture.Reduce<State, Action>
