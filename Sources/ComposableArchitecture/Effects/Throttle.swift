#if canImport(Combine)
  import Combine
  import CombineSchedulers
#elseif canImport(OpenCombineShim)
  import CombineSchedulers
  import OpenCombineShim
#endif

extension Effect where Action: Sendable {
  /// Limits the actions this effect sends under `id` to at most one per `duration`.
  ///
  /// The first action is sent at once. An action that arrives before `duration` has passed since
  /// the last one sent is held until the interval ends, and then sent: the latest one held if
  /// `latest` is `true`, or the first one held if it is `false`.
  ///
  /// - Parameters:
  ///   - id: The identifier shared by the effects to throttle.
  ///   - duration: The minimum interval between two actions.
  ///   - clock: The clock that measures the interval.
  ///   - latest: Whether to send the most recent held action (`true`) or the first (`false`).
  /// - Returns: A throttled effect.
  public func throttle<C: Clock>(
    id: some Hashable & Sendable,
    for duration: C.Duration,
    clock: C,
    latest: Bool
  ) -> Self {
    throttle(id: id, on: ClockTimeline(clock: clock, interval: duration), latest: latest)
  }

  /// Limits the actions this effect sends under `id` to at most one per `duration` of a clock
  /// dependency held as `any Clock<Duration>` (`@Dependency(\.continuousClock) var clock`).
  ///
  /// The generic `throttle(id:for:clock:latest:)` takes a concrete clock; Swift cannot always
  /// open the dependency's existential for it (a `.run` effect throttled for a `Duration` kept
  /// in a constant is one such case), so this overload takes it as it is. A concrete clock still
  /// picks the generic overload.
  ///
  /// - Parameters:
  ///   - id: The identifier shared by the effects to throttle.
  ///   - duration: The minimum interval between two actions.
  ///   - clock: The clock that measures the interval.
  ///   - latest: Whether to send the most recent held action (`true`) or the first (`false`).
  /// - Returns: A throttled effect.
  @_disfavoredOverload
  public func throttle(
    id: some Hashable & Sendable,
    for duration: Duration,
    clock: any Clock<Duration>,
    latest: Bool
  ) -> Self {
    func throttle<C: Clock<Duration>>(on clock: C) -> Self {
      self.throttle(id: id, for: duration, clock: clock, latest: latest)
    }
    return throttle(on: clock)
  }

  /// The throttle, with time measured on `timeline` (a clock's or a scheduler's).
  func throttle<Timeline: ThrottleTimeline>(
    id: some Hashable & Sendable, on timeline: Timeline, latest: Bool
  ) -> Self {
    guard !isNone else { return .none }
    let id = AnyHashableSendable(id)
    let upstream = self
    return Self.run { send in
      let (actions, continuation) = AsyncStream.makeStream(of: Action.self)
      async let produced: Void = {
        await EffectRunner.complete(upstream, send: Send { continuation.yield($0) })
        continuation.finish()
      }()
      let context = CancellationContext.current
      let window: ThrottleWindow<Timeline.Instant, Action> = context.registry.throttleWindow(
        CancellationRegistry.Key(path: context.path, id: id)
      )
      for await action in actions {
        let now = timeline.now
        let decision = window.state.withLock {
          $0.receive(action, at: now, latest: latest, intervalEnd: timeline.end(ofIntervalFrom:))
        }
        switch decision {
        case .sendNow(let action):
          await send(action)
        case .sendAt(let deadline):
          try await timeline.sleep(until: deadline)
          let now = timeline.now
          let held = window.state.withLock { $0.releaseHeld(at: now) }
          if let held { await send(held) }
        }
      }
      await produced
    }
    .cancellable(id: id, cancelInFlight: true)
  }
}

/// What a throttle needs of time: the current instant, where an interval that starts at an
/// instant ends, and a way to wait for an instant. A clock provides it, and so does a scheduler.
protocol ThrottleTimeline: Sendable {
  associatedtype Instant: Comparable & Sendable
  var now: Instant { get }
  func end(ofIntervalFrom start: Instant) -> Instant
  /// Waits for `deadline`, on the caller's actor.
  nonisolated(nonsending) func sleep(until deadline: Instant) async throws
}

/// A throttle's time, measured by a clock.
struct ClockTimeline<C: Clock>: ThrottleTimeline {
  let clock: C
  let interval: C.Duration

  var now: C.Instant { clock.now }

  func end(ofIntervalFrom start: C.Instant) -> C.Instant {
    start.advanced(by: interval)
  }

  nonisolated(nonsending) func sleep(until deadline: C.Instant) async throws {
    try await clock.sleep(until: deadline, tolerance: nil)
  }
}

/// What a throttle remembers between effects that share its identifier: when it last sent an
/// action, and the action it is holding for the end of the interval.
///
/// Invariant: `held` is non-nil only while an interval that started at `lastSent` is running.
struct ThrottleState<Instant: Comparable & Sendable, Action: Sendable>: Sendable {
  enum Decision: Sendable {
    case sendNow(Action)
    case sendAt(Instant)
  }

  var lastSent: Instant?
  var held: Action?

  /// An action arrives at `now`; an interval that starts at an instant ends at
  /// `intervalEnd(instant)`.
  mutating func receive(
    _ action: Action, at now: Instant, latest: Bool, intervalEnd: (Instant) -> Instant
  ) -> Decision {
    // Time that went backwards (a date-based scheduler after a clock change, a new test clock
    // under the same identifier) starts a new interval rather than holding the action until a
    // deadline that may be hours away.
    guard let lastSent, lastSent <= now, now < intervalEnd(lastSent) else {
      self.lastSent = now
      self.held = nil
      return .sendNow(action)
    }
    if latest || held == nil {
      held = action
    }
    return .sendAt(intervalEnd(lastSent))
  }

  mutating func releaseHeld(at now: Instant) -> Action? {
    defer { held = nil }
    guard held != nil else { return nil }
    lastSent = now
    return held
  }
}

/// The window of the throttles of one identifier, for one instant and action type: what they
/// remember between effects.
final class ThrottleWindow<Instant: Comparable & Sendable, Action: Sendable>: Sendable {
  let state = LockedValue(ThrottleState<Instant, Action>())
}

/// The throttle windows of one store, by key and by type: throttles of different action or clock
/// types under one identifier (a parent's and a child's, say) keep their own windows.
struct ThrottleWindows {
  private struct WindowKey: Hashable {
    let key: CancellationRegistry.Key
    let type: ObjectIdentifier
  }

  private var windows: [WindowKey: any AnyObject & Sendable] = [:]
  /// How many windows belong to a child feature (have a non-empty path).
  private var childWindows = 0

  /// Whether any window belongs to a child feature.
  var hasChildWindows: Bool { childWindows > 0 }

  mutating func window<Instant, Action>(
    _ key: CancellationRegistry.Key
  ) -> ThrottleWindow<Instant, Action> {
    let windowKey = WindowKey(key: key, type: ObjectIdentifier(ThrottleWindow<Instant, Action>.self))
    // Each window is stored under the identifier of its own type, so this cast cannot fail.
    if let window = windows[windowKey] as! ThrottleWindow<Instant, Action>? {
      return window
    }
    let window = ThrottleWindow<Instant, Action>()
    windows[windowKey] = window
    if !key.path.isEmpty { childWindows += 1 }
    return window
  }

  /// Forgets the windows whose navigation path matches.
  mutating func removeAll(where matches: ([AnyHashableSendable]) -> Bool) {
    guard !windows.isEmpty else { return }
    windows = windows.filter { !matches($0.key.key.path) }
    childWindows = windows.keys.count { !$0.key.path.isEmpty }
  }
}

#if canImport(Combine) || canImport(OpenCombineShim)
  extension Effect where Action: Sendable {
    /// Limits the actions this effect sends under `id` to at most one per `interval` of
    /// `scheduler`'s time, as code written for Combine schedulers spells it:
    /// `.throttle(id: CancelID.scroll, for: 0.5, scheduler: mainQueue, latest: true)`.
    ///
    /// It behaves as `throttle(id:for:clock:latest:)` does, with time from the scheduler, so a
    /// test scheduler (`DispatchQueue.test`) controls it in tests.
    ///
    /// - Parameters:
    ///   - id: The identifier shared by the effects to throttle.
    ///   - interval: The minimum interval between two actions.
    ///   - scheduler: The scheduler that measures the interval.
    ///   - latest: Whether to send the most recent held action (`true`) or the first (`false`).
    /// - Returns: A throttled effect.
    public func throttle<S: Scheduler>(
      id: some Hashable & Sendable,
      for interval: S.SchedulerTimeType.Stride,
      scheduler: S,
      latest: Bool
    ) -> Self {
      let time = SchedulerTime(scheduler: scheduler, interval: interval, options: nil)
      return throttle(id: id, on: time, latest: latest)
    }
  }

  /// A throttle's time, measured by a scheduler.
  extension SchedulerTime: ThrottleTimeline {
    /// An instant of the scheduler's time, kept in the throttle's window under its lock: a plain
    /// value, unchecked for the reason ``SchedulerTime`` gives.
    struct Instant: Comparable, @unchecked Sendable {
      let time: S.SchedulerTimeType

      static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.time < rhs.time
      }
    }

    var now: Instant { Instant(time: scheduler.now) }

    func end(ofIntervalFrom start: Instant) -> Instant {
      Instant(time: start.time.advanced(by: interval))
    }

    nonisolated(nonsending) func sleep(until deadline: Instant) async throws {
      try await wake(at: deadline.time)
    }
  }
#endif
