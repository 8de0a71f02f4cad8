#if canImport(Combine)
  import Combine
  import CombineSchedulers
#elseif canImport(OpenCombineShim)
  import CombineSchedulers
  import OpenCombineShim
#endif

extension Effect {
  /// Delays this effect until `duration` has passed without another effect with the same
  /// identifier starting; a newer one cancels the older.
  ///
  /// ```swift
  /// case .queryChanged(let query):
  ///   state.query = query
  ///   return .run { send in await send(.results(try await search(query))) }
  ///     .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
  /// ```
  ///
  /// Time comes from a `Clock`, so a `TestClock` or `ImmediateClock` dependency controls it in
  /// tests.
  ///
  /// - Parameters:
  ///   - id: The identifier shared by the effects to debounce.
  ///   - duration: How long to wait before starting this effect.
  ///   - clock: The clock that measures the wait.
  /// - Returns: A debounced effect.
  public func debounce<C: Clock>(
    id: some Hashable & Sendable,
    for duration: C.Duration,
    clock: C
  ) -> Self {
    guard !isNone else { return .none }
    return Self.concatenate(
      .run { _ in try await clock.sleep(for: duration) },
      self
    )
    .cancellable(id: id, cancelInFlight: true)
  }

  /// Delays this effect until `duration` has passed on a clock dependency, held as
  /// `any Clock<Duration>` (`@Dependency(\.continuousClock) var clock`), without another effect
  /// with the same identifier starting; a newer one cancels the older.
  ///
  /// The generic `debounce(id:for:clock:)` takes a concrete clock; Swift cannot always open
  /// the dependency's existential for it (a `.run` effect debounced for a `Duration` kept in a
  /// constant is one such case), so this overload takes it as it is. A concrete clock still
  /// picks the generic overload.
  ///
  /// - Parameters:
  ///   - id: The identifier shared by the effects to debounce.
  ///   - duration: How long to wait before starting this effect.
  ///   - clock: The clock that measures the wait.
  /// - Returns: A debounced effect.
  @_disfavoredOverload
  public func debounce(
    id: some Hashable & Sendable,
    for duration: Duration,
    clock: any Clock<Duration>
  ) -> Self {
    func debounce<C: Clock<Duration>>(on clock: C) -> Self {
      self.debounce(id: id, for: duration, clock: clock)
    }
    return debounce(on: clock)
  }
}

#if canImport(Combine) || canImport(OpenCombineShim)
  extension Effect {
    /// Delays this effect until `dueTime` has passed on `scheduler` without another effect with
    /// the same identifier starting, as code written for Combine schedulers spells it:
    ///
    /// ```swift
    /// @Dependency(\.mainQueue) var mainQueue
    /// …
    /// return .run { send in await send(.results(try await search(query))) }
    ///   .debounce(id: CancelID.search, for: 0.3, scheduler: mainQueue)
    /// ```
    ///
    /// A test scheduler (`DispatchQueue.test`) controls the wait in tests. New code can take a
    /// `Clock` instead, with `debounce(id:for:clock:)`.
    ///
    /// - Parameters:
    ///   - id: The identifier shared by the effects to debounce.
    ///   - dueTime: How long to wait before starting this effect.
    ///   - scheduler: The scheduler that measures the wait.
    ///   - options: Options for the scheduler's timer.
    /// - Returns: A debounced effect.
    public func debounce<S: Scheduler>(
      id: some Hashable & Sendable,
      for dueTime: S.SchedulerTimeType.Stride,
      scheduler: S,
      options: S.SchedulerOptions? = nil
    ) -> Self {
      guard !isNone else { return .none }
      // Erased, so that the operation captures no generic metadata.
      let wait: any IntervalWait = SchedulerTime(
        scheduler: scheduler, interval: dueTime, options: options
      )
      return Self.concatenate(
        .run { _ in try await wait.sleepForInterval() },
        self
      )
      .cancellable(id: id, cancelInFlight: true)
    }
  }

  /// A scheduler, an interval of its time and its timer options, carried into an effect's
  /// operation.
  ///
  /// Schedulers and their time types are not `Sendable` (Combine predates it), but these are only
  /// used by the effect's operation, which runs on the main actor: where the reducer that was given
  /// the scheduler runs too, and where a test advances its test scheduler. Scheduler times and
  /// strides are plain values (dispatch times, dates, numbers). Requiring `Sendable` instead (the
  /// safe design, tried first) rejects `DispatchQueue`'s scheduler types, which OpenCombine does
  /// not mark, and so the `\.mainQueue` every such feature uses.
  struct SchedulerTime<S: Scheduler>: IntervalWait, @unchecked Sendable {
    let scheduler: S
    let interval: S.SchedulerTimeType.Stride
    let options: S.SchedulerOptions?

    nonisolated(nonsending) func sleepForInterval() async throws {
      try await wake(at: scheduler.now.advanced(by: interval))
    }

    /// Waits until `deadline` of the scheduler's time, or until the task is cancelled.
    ///
    /// The wake-up is scheduled from the calling actor (an effect's operation: the main actor),
    /// as a Combine pipeline schedules from where it runs. combine-schedulers' own `sleep` would
    /// schedule from the global executor, racing a test that advances its test scheduler on the
    /// main actor.
    nonisolated(nonsending) func wake(at deadline: S.SchedulerTimeType) async throws {
      let wakeUp = WakeUp()
      try await withTaskCancellationHandler {
        try await withUnsafeThrowingContinuation { continuation in
          guard wakeUp.arm(continuation) else { return }
          scheduler.schedule(
            after: deadline, tolerance: scheduler.minimumTolerance, options: options
          ) {
            wakeUp.resume(throwing: nil)
          }
        }
      } onCancel: {
        wakeUp.resume(throwing: CancellationError())
      }
    }
  }

  /// A wait of a fixed interval.
  protocol IntervalWait: Sendable {
    /// Waits for one interval, on the caller's actor.
    nonisolated(nonsending) func sleepForInterval() async throws
  }

  /// A suspended wait that the scheduler's action or a cancellation resumes, whichever comes
  /// first; the other finds nothing left to resume.
  ///
  /// The continuation is an unsafe one: a checked continuation is the safe design, and works
  /// here, but checks at run time what the state machine already guarantees, that the lock hands
  /// the continuation out exactly once (armed, then taken by whichever resumes first).
  final class WakeUp: Sendable {
    private enum State {
      case waiting
      case armed(UnsafeContinuation<Void, any Error>)
      case done
    }

    private let state = LockedValue(State.waiting)

    /// Keeps `continuation` to resume; returns `false` (having resumed it with cancellation)
    /// when the wait was cancelled before it began.
    func arm(_ continuation: UnsafeContinuation<Void, any Error>) -> Bool {
      let armed = state.withLock { state in
        guard case .waiting = state else { return false }
        state = .armed(continuation)
        return true
      }
      if !armed { continuation.resume(throwing: CancellationError()) }
      return armed
    }

    /// Ends the wait, with `error` or normally; later calls do nothing.
    func resume(throwing error: (any Error)?) {
      let continuation = state.withLock { state -> UnsafeContinuation<Void, any Error>? in
        defer { state = .done }
        guard case .armed(let continuation) = state else { return nil }
        return continuation
      }
      guard let continuation else { return }
      if let error {
        continuation.resume(throwing: error)
      } else {
        continuation.resume()
      }
    }
  }
#endif
