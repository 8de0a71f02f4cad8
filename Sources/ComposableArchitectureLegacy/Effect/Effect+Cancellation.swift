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
    let effect = self
    return Effect(
      Deferred { () -> AnyPublisher<Output, Failure> in
        let registry = EffectCancellation.shared
        if cancelInFlight {
          registry.cancel(id: id)
        }
        let signal = PassthroughSubject<Void, Never>()
        registry.insert(signal, id: id)
        return
          effect
          .prefix(untilOutputFrom: signal)
          .handleEvents(
            receiveCompletion: { _ in registry.remove(signal, id: id) },
            receiveCancel: { registry.remove(signal, id: id) }
          )
          .eraseToAnyPublisher()
      }
    )
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

/// The running cancellable effects, by identifier: each one listens to a signal that ends it.
final class EffectCancellation: @unchecked Sendable {
  static let shared = EffectCancellation()

  private let lock = NSLock()
  private var signals: [AnyHashable: [ObjectIdentifier: PassthroughSubject<Void, Never>]] = [:]

  func insert(_ signal: PassthroughSubject<Void, Never>, id: AnyHashable) {
    lock.withLock { signals[id, default: [:]][ObjectIdentifier(signal)] = signal }
  }

  func remove(_ signal: PassthroughSubject<Void, Never>, id: AnyHashable) {
    lock.withLock {
      signals[id]?[ObjectIdentifier(signal)] = nil
      if signals[id]?.isEmpty == true { signals[id] = nil }
    }
  }

  /// Ends every effect registered under `id`. The signals are sent outside the lock: ending an
  /// effect runs user code (completion handlers, teardowns) that may start or cancel others.
  func cancel(id: AnyHashable) {
    let ended = lock.withLock { signals.removeValue(forKey: id) }
    for signal in ended?.values ?? [:].values {
      signal.send(())
    }
  }

  /// How many effects are running under `id`.
  func count(id: AnyHashable) -> Int {
    lock.withLock { signals[id]?.count ?? 0 }
  }
}
