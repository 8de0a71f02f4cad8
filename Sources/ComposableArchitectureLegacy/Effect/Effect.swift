import Foundation

/// A publisher of actions (or of any output) that a ``Reducer`` returns for the ``Store`` to run:
/// the original API's effect, a Combine publisher (OpenCombine's, off Apple platforms).
///
/// ```swift
/// case .numberFactButtonTapped:
///   return environment.numberFact(state.count)
///     .receive(on: environment.mainQueue)
///     .catchToEffect()
///     .map(AppAction.numberFactResponse)
/// ```
///
/// Any publisher becomes an effect with `eraseToEffect()`; an effect is
/// lazy, so nothing runs until the store subscribes to it.
public struct Effect<Output, Failure: Error>: Publisher {
  /// The publisher this effect wraps; `nil` for ``none``, which stores, `merge` and
  /// `concatenate` skip without subscribing or allocating, so the actions that only change
  /// state cost no subscription.
  private let publisher: AnyPublisher<Output, Failure>?

  /// The type-erased publisher this effect wraps.
  public var upstream: AnyPublisher<Output, Failure> {
    publisher ?? Empty(completeImmediately: true).eraseToAnyPublisher()
  }

  /// Whether this is ``none``.
  var isNone: Bool {
    publisher == nil
  }

  /// Wraps a publisher in an effect.
  ///
  /// - Parameter publisher: The publisher whose output and completion the effect forwards.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    self.publisher = publisher.eraseToAnyPublisher()
  }

  private init(none: Void) {
    self.publisher = nil
  }

  // `Subscriber` alone names the nested ``Subscriber`` here, hence the module names.
  #if canImport(Combine)
    /// Attaches a subscriber to the wrapped publisher.
    ///
    /// - Parameter subscriber: The subscriber to attach.
    public func receive<S: Combine.Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(subscriber)
    }
  #else
    /// Attaches a subscriber to the wrapped publisher.
    ///
    /// - Parameter subscriber: The subscriber to attach.
    public func receive<S: OpenCombine.Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(subscriber)
    }
  #endif
}

extension Effect {
  /// An effect that emits one value, then finishes.
  ///
  /// - Parameter value: The value to emit.
  public init(value: Output) {
    self.init(Just(value).setFailureType(to: Failure.self))
  }

  /// An effect that fails at once with an error.
  ///
  /// - Parameter error: The error to fail with.
  public init(error: Failure) {
    self.init(Fail(error: error))
  }

  /// An effect that does nothing and finishes at once.
  public static var none: Effect {
    Effect(none: ())
  }

  /// An effect that runs `attemptToFulfill` when subscribed, and emits the value (or fails with the
  /// error) it passes to its callback, once.
  ///
  /// ```swift
  /// Effect<Fact, ApiError>.future { callback in
  ///   apiClient.fetchFact(number) { result in callback(result) }
  /// }
  /// ```
  ///
  /// - Parameter attemptToFulfill: Work that calls its callback once with a result.
  /// - Returns: An effect.
  public static func future(
    _ attemptToFulfill: @escaping (@escaping (Result<Output, Failure>) -> Void) -> Void
  ) -> Effect {
    Effect(Deferred { Future(attemptToFulfill) })
  }

  /// An effect that runs `attemptToFulfill` when subscribed, and emits its success or fails with
  /// its failure.
  ///
  /// - Parameter attemptToFulfill: Synchronous work producing a result.
  /// - Returns: An effect.
  public static func result(_ attemptToFulfill: @escaping () -> Result<Output, Failure>) -> Effect {
    future { callback in callback(attemptToFulfill()) }
  }

  /// An effect that runs `work` when subscribed, handing it a ``Subscriber`` to send any number of
  /// values and a completion through, from any callback or delegate.
  ///
  /// ```swift
  /// Effect.run { subscriber in
  ///   let observer = center.addObserver(forName: name, object: nil, queue: nil) { _ in
  ///     subscriber.send(.notified)
  ///   }
  ///   return AnyCancellable { center.removeObserver(observer) }
  /// }
  /// ```
  ///
  /// - Parameter work: Starts the work and returns how to tear it down. The teardown runs once,
  ///   when the effect completes or is cancelled.
  /// - Returns: An effect.
  public static func run(_ work: @escaping (Subscriber) -> any Cancellable) -> Effect {
    Effect(EffectRunPublisher(work: work))
  }

  /// An effect that runs `work` when subscribed, and emits nothing.
  ///
  /// - Parameter work: The side effect to perform.
  /// - Returns: An effect.
  public static func fireAndForget(_ work: @escaping () -> Void) -> Effect {
    Effect(
      Deferred { () -> Empty<Output, Failure> in
        work()
        return Empty(completeImmediately: true)
      }
    )
  }

  /// Transforms each value of the effect, keeping it an effect.
  ///
  /// - Parameter transform: Maps an output to a new value.
  /// - Returns: An effect of the transformed values.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Effect<T, Failure> {
    isNone ? .none : Effect<T, Failure>(upstream.map(transform))
  }

  /// Runs effects at the same time, emitting each one's values as they come.
  ///
  /// - Parameter effects: The effects to merge.
  /// - Returns: An effect that finishes when all of them have.
  public static func merge(_ effects: Effect...) -> Effect {
    merge(effects)
  }

  /// Runs effects at the same time, emitting each one's values as they come.
  ///
  /// - Parameter effects: The effects to merge.
  /// - Returns: An effect that finishes when all of them have.
  public static func merge<S: Sequence>(_ effects: S) -> Effect where S.Element == Effect {
    let effects = effects.filter { !$0.isNone }
    switch effects.count {
    case 0: return .none
    case 1: return effects[0]
    default:
      return Effect(Publishers.Sequence<[Effect], Failure>(sequence: effects).flatMap { $0 })
    }
  }

  /// Runs effects one after another: each starts when the previous one finishes.
  ///
  /// - Parameter effects: The effects to run in order.
  /// - Returns: An effect that finishes when the last one has.
  public static func concatenate(_ effects: Effect...) -> Effect {
    concatenate(effects)
  }

  /// Runs effects one after another: each starts when the previous one finishes.
  ///
  /// - Parameter effects: The effects to run in order.
  /// - Returns: An effect that finishes when the last one has.
  public static func concatenate<C: Collection>(_ effects: C) -> Effect where C.Element == Effect {
    let effects = effects.filter { !$0.isNone }
    guard var result = effects.first else { return .none }
    for effect in effects.dropFirst() {
      result = Effect(result.append(effect))
    }
    return result
  }
}

extension Effect where Failure == any Error {
  /// An effect that runs throwing work when subscribed, and emits its result or fails with its
  /// error.
  ///
  /// - Parameter work: Synchronous, throwing work.
  /// - Returns: An effect.
  public static func catching(_ work: @escaping () throws -> Output) -> Effect {
    result { Result(catching: work) }
  }
}
