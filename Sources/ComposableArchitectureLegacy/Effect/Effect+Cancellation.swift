import Foundation

extension Effect {
  /// Makes this effect cancellable by ``Effect/cancel(id:)`` with `id`.
  ///
  /// ```swift
  /// struct SearchID: Hashable {}
  ///
  /// case let .queryChanged(query):
  ///   return environment.search(query)
  ///     .catchToEffect(AppAction.searchResponse)
  ///     .cancellable(id: SearchID(), cancelInFlight: true)
  /// ```
  ///
  /// A cancelled effect finishes at once (the store stops tracking it) and its upstream work is
  /// cancelled. Identifiers are global: use a type private to the feature.
  ///
  /// - Parameters:
  ///   - id: The identifier to cancel the effect with.
  ///   - cancelInFlight: Whether to cancel effects with the same identifier that are still running
  ///     when this one starts.
  /// - Returns: A cancellable effect.
  public func cancellable(id: AnyHashable, cancelInFlight: Bool = false) -> Effect {
    if isNone && !cancelInFlight { return self }
    return Effect(CancellableEffect(upstream: self, id: id, cancelInFlight: cancelInFlight))
  }

  /// Makes this effect cancellable by ``Effect/cancel(id:)`` with a type as identifier.
  ///
  /// ```swift
  /// enum TimerID {}
  /// return timer.cancellable(id: TimerID.self)
  /// ```
  ///
  /// - Parameters:
  ///   - id: A type identifying the effect.
  ///   - cancelInFlight: Whether to cancel running effects with the same identifier first.
  /// - Returns: A cancellable effect.
  public func cancellable(id: Any.Type, cancelInFlight: Bool = false) -> Effect {
    cancellable(id: ObjectIdentifier(id), cancelInFlight: cancelInFlight)
  }

  /// An effect that cancels every running effect made cancellable with `id`.
  ///
  /// - Parameter id: The identifier given to ``cancellable(id:cancelInFlight:)``.
  /// - Returns: An effect that emits nothing.
  public static func cancel(id: AnyHashable) -> Effect {
    .fireAndForget { EffectCancellation.shared.cancel(id: id) }
  }

  /// An effect that cancels every running effect made cancellable with a type as identifier.
  ///
  /// - Parameter id: The type given to ``cancellable(id:cancelInFlight:)``.
  /// - Returns: An effect that emits nothing.
  public static func cancel(id: Any.Type) -> Effect {
    cancel(id: ObjectIdentifier(id))
  }

  /// An effect that cancels the running effects of several identifiers.
  ///
  /// - Parameter ids: The identifiers.
  /// - Returns: An effect that emits nothing.
  public static func cancel(ids: [AnyHashable]) -> Effect {
    .fireAndForget {
      for id in ids { EffectCancellation.shared.cancel(id: id) }
    }
  }
}

/// The running cancellable effects, by identifier.
final class EffectCancellation: @unchecked Sendable {
  static let shared = EffectCancellation()

  // Guarded by `lock`.
  private var running: [AnyHashable: [ObjectIdentifier: any EndableEffect]] = [:]
  private let lock = NSLock()

  func insert(_ effect: some EndableEffect, id: AnyHashable) {
    lock.withLock { running[id, default: [:]][ObjectIdentifier(effect)] = effect }
  }

  func remove(_ effect: some EndableEffect, id: AnyHashable) {
    lock.withLock {
      running[id]?[ObjectIdentifier(effect)] = nil
      if running[id]?.isEmpty == true { running[id] = nil }
    }
  }

  /// Ends every effect registered under `id`, outside the lock: ending an effect runs user code
  /// (completion handlers, teardowns) that may start or cancel others.
  func cancel(id: AnyHashable) {
    let ended = lock.withLock { running.removeValue(forKey: id) }
    for effect in ended?.values ?? [:].values {
      effect.end()
    }
  }

  /// How many effects are running under `id`.
  func count(id: AnyHashable) -> Int {
    lock.withLock { running[id]?.count ?? 0 }
  }
}

/// A running cancellable effect, as the registry sees it.
protocol EndableEffect: AnyObject, Sendable {
  /// Cancels the effect's work and finishes it.
  func end()
}

/// An effect that can be ended by identifier: cancelling it cancels the upstream work and
/// finishes the downstream, as `prefix(untilOutputFrom:)` would, without that operator's own
/// subscription to a signal (which OpenCombine leaked).
struct CancellableEffect<Upstream: Publisher>: Publisher {
  typealias Output = Upstream.Output
  typealias Failure = Upstream.Failure

  let upstream: Upstream
  let id: AnyHashable
  let cancelInFlight: Bool

  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let registry = EffectCancellation.shared
    if cancelInFlight {
      registry.cancel(id: id)
    }
    let running = Running(downstream: subscriber, id: id, registry: registry)
    registry.insert(running, id: id)
    upstream.subscribe(running)
  }

  /// Between the upstream and the downstream. Every reference it holds is dropped when it
  /// finishes, is cancelled or is ended, so that nothing outlives the effect.
  ///
  /// `@unchecked Sendable`: its state is only touched under `lock`; the downstream is called
  /// outside it.
  final class Running<Downstream: Subscriber>: Subscriber, Subscription, EndableEffect,
    @unchecked Sendable
  where Downstream.Input == Output, Downstream.Failure == Failure {
    typealias Input = Output

    private let lock = NSRecursiveLock()
    private var downstream: Downstream?
    private var upstream: (any Subscription)?
    private let id: AnyHashable
    private let registry: EffectCancellation
    let combineIdentifier = CombineIdentifier()

    init(downstream: Downstream, id: AnyHashable, registry: EffectCancellation) {
      self.downstream = downstream
      self.id = id
      self.registry = registry
    }

    func receive(subscription: any Subscription) {
      lock.withLock { upstream = subscription }
      downstream?.receive(subscription: self)
    }

    func receive(_ input: Output) -> Subscribers.Demand {
      guard let downstream = lock.withLock({ downstream }) else { return .none }
      return downstream.receive(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
      guard let downstream = takeAll() else { return }
      downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
      lock.withLock { upstream }?.request(demand)
    }

    func cancel() {
      let upstream = lock.withLock { self.upstream }
      _ = takeAll()
      upstream?.cancel()
    }

    func end() {
      let upstream = lock.withLock { self.upstream }
      guard let downstream = takeAll() else { return }
      upstream?.cancel()
      downstream.receive(completion: .finished)
    }

    /// Forgets everything; returns the downstream if it was still there.
    private func takeAll() -> Downstream? {
      registry.remove(self, id: id)
      return lock.withLock {
        defer {
          downstream = nil
          upstream = nil
        }
        return downstream
      }
    }
  }
}
