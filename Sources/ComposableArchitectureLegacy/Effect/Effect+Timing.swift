import Foundation

extension Effect {
  /// Delays this effect until `dueTime` has passed without another effect with the same `id`
  /// starting; each new one cancels the one waiting.
  ///
  /// ```swift
  /// case let .queryChanged(query):
  ///   struct SearchID: Hashable {}
  ///   return environment.search(query)
  ///     .catchToEffect(AppAction.searchResponse)
  ///     .debounce(id: SearchID(), for: 0.3, scheduler: environment.mainQueue)
  /// ```
  ///
  /// - Parameters:
  ///   - id: The identifier shared by the effects to debounce.
  ///   - dueTime: How long to wait.
  ///   - scheduler: The scheduler that measures the wait and delivers the output.
  ///   - options: Scheduler options.
  /// - Returns: A debounced effect.
  public func debounce<S: Scheduler>(
    id: AnyHashable,
    for dueTime: S.SchedulerTimeType.Stride,
    scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Effect {
    deferred(for: dueTime, scheduler: scheduler, options: options)
      .cancellable(id: id, cancelInFlight: true)
  }

  /// Lets through at most one value per `interval` among the effects with the same `id`: a value
  /// arriving sooner waits for the end of the interval, and only the first (or, with `latest`, the
  /// last) of those waiting is emitted.
  ///
  /// - Parameters:
  ///   - id: The identifier shared by the effects to throttle.
  ///   - interval: The shortest time between two values.
  ///   - scheduler: The scheduler that measures time and delivers the output.
  ///   - latest: Whether a waiting value is replaced by newer ones.
  /// - Returns: A throttled effect.
  public func throttle<S: Scheduler>(
    id: AnyHashable,
    for interval: S.SchedulerTimeType.Stride,
    scheduler: S,
    latest: Bool
  ) -> Effect {
    let window: ThrottleWindow<S.SchedulerTimeType, Output> = ThrottleWindows.shared.window(id: id)
    return Effect(
      receive(on: scheduler)
        .flatMap { value -> AnyPublisher<Output, Failure> in
          let now = scheduler.now
          switch window.admit(value, now: now, interval: interval, latest: latest) {
          case .emitNow(let value):
            return Just(value).setFailureType(to: Failure.self).eraseToAnyPublisher()
          case .emit(let value, at: let instant):
            return Just(value)
              .setFailureType(to: Failure.self)
              .delay(for: now.distance(to: instant), scheduler: scheduler)
              .handleEvents(receiveOutput: { _ in window.emitted(at: scheduler.now) })
              .eraseToAnyPublisher()
          }
        }
    )
    .cancellable(id: id, cancelInFlight: true)
  }

  /// Delays the start of this effect by `dueTime`.
  ///
  /// - Parameters:
  ///   - dueTime: How long to wait.
  ///   - scheduler: The scheduler that measures the wait and delivers the output.
  ///   - options: Scheduler options.
  /// - Returns: A deferred effect.
  public func deferred<S: Scheduler>(
    for dueTime: S.SchedulerTimeType.Stride,
    scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Effect {
    Effect(
      Just(())
        .setFailureType(to: Failure.self)
        .delay(for: dueTime, scheduler: scheduler, options: options)
        .flatMap { self.receive(on: scheduler) }
    )
  }
}

extension Effect where Failure == Never {
  /// An effect that emits the scheduler's time every `interval`, until it is cancelled with `id`.
  ///
  /// ```swift
  /// struct TimerID: Hashable {}
  /// return Effect.timer(id: TimerID(), every: 1, on: environment.mainQueue)
  ///   .map { _ in AppAction.timerTicked }
  /// ```
  ///
  /// - Parameters:
  ///   - id: The identifier that cancels the timer.
  ///   - interval: The time between ticks.
  ///   - tolerance: How late a tick may be.
  ///   - scheduler: The scheduler that measures time.
  ///   - options: Scheduler options.
  /// - Returns: A long-living effect: cancel it with ``Effect/cancel(id:)``.
  public static func timer<S: Scheduler>(
    id: AnyHashable,
    every interval: S.SchedulerTimeType.Stride,
    tolerance: S.SchedulerTimeType.Stride? = nil,
    on scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Effect where S.SchedulerTimeType == Output {
    Effect(
      Publishers.Timer(
        every: interval, tolerance: tolerance, scheduler: scheduler, options: options
      )
      .autoconnect()
    )
    .cancellable(id: id, cancelInFlight: true)
  }
}

/// The throttling state of one identifier: when a value was last emitted and which one waits.
final class ThrottleWindow<Instant: Strideable, Value>: @unchecked Sendable {
  enum Admission {
    case emitNow(Value)
    case emit(Value, at: Instant)
  }

  private let lock = NSLock()
  private var lastEmission: Instant?
  private var pending: Value?

  func admit(_ value: Value, now: Instant, interval: Instant.Stride, latest: Bool) -> Admission {
    lock.withLock {
      guard let last = lastEmission, last.distance(to: now) < interval else {
        lastEmission = now
        pending = nil
        return .emitNow(value)
      }
      let waiting = latest ? value : (pending ?? value)
      pending = waiting
      return .emit(waiting, at: last.advanced(by: interval))
    }
  }

  func emitted(at instant: Instant) {
    lock.withLock {
      lastEmission = instant
      pending = nil
    }
  }
}

/// The throttle windows, by identifier.
final class ThrottleWindows: @unchecked Sendable {
  static let shared = ThrottleWindows()

  private let lock = NSLock()
  private var windows: [AnyHashable: AnyObject] = [:]

  /// The window of `id`; a new one if there is none yet, or if the one there throttles other
  /// types.
  func window<Instant: Strideable, Value>(id: AnyHashable) -> ThrottleWindow<Instant, Value> {
    lock.withLock {
      if let window = windows[id] as? ThrottleWindow<Instant, Value> { return window }
      let window = ThrottleWindow<Instant, Value>()
      windows[id] = window
      return window
    }
  }
}
