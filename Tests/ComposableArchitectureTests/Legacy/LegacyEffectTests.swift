import ComposableArchitectureLegacy
import Testing

struct LegacyEffectError: Error, Equatable {}

/// Collects what an effect emits, synchronously.
final class EffectRecorder<Output, Failure: Error> {
  var values: [Output] = []
  var completion: Subscribers.Completion<Failure>?
  var cancellable: AnyCancellable?

  init(_ effect: Effect<Output, Failure>) {
    cancellable = effect.sink(
      receiveCompletion: { [unowned self] in completion = $0 },
      receiveValue: { [unowned self] in values.append($0) }
    )
  }

  var isFinished: Bool {
    if case .finished = completion { return true }
    return false
  }
}

extension CoreTests {
  @Suite @MainActor struct LegacyEffectTests {
    @Test func valueErrorAndNone() {
      let value = EffectRecorder(Effect<Int, Never>(value: 1))
      #expect(value.values == [1])
      #expect(value.isFinished)

      let failure = EffectRecorder(Effect<Int, LegacyEffectError>(error: LegacyEffectError()))
      #expect(failure.values.isEmpty)
      guard case .failure(LegacyEffectError()) = failure.completion else {
        Issue.record("Expected a failure")
        return
      }

      let none = EffectRecorder(Effect<Int, Never>.none)
      #expect(none.values.isEmpty)
      #expect(none.isFinished)
    }

    @Test func futureAndResultAreLazy() {
      var calls = 0
      let future = Effect<Int, Never>.future { callback in
        calls += 1
        callback(.success(42))
      }
      #expect(calls == 0)
      #expect(EffectRecorder(future).values == [42])
      #expect(EffectRecorder(future).values == [42])
      #expect(calls == 2)

      let result = Effect<Int, LegacyEffectError>.result { .failure(LegacyEffectError()) }
      #expect(EffectRecorder(result).completion == .failure(LegacyEffectError()))

      let catching = Effect<Int, any Error>.catching { throw LegacyEffectError() }
      guard case .failure(let error) = EffectRecorder(catching).completion else {
        Issue.record("Expected a failure")
        return
      }
      #expect(error is LegacyEffectError)
    }

    @Test func runSendsAndTearsDownOnce() {
      var teardowns = 0
      var subscriber: Effect<Int, Never>.Subscriber?
      let effect = Effect<Int, Never>.run { sub in
        subscriber = sub
        sub.send(1)
        return AnyCancellable { teardowns += 1 }
      }
      let recorder = EffectRecorder(effect)
      subscriber?.send(2)
      #expect(recorder.values == [1, 2])
      #expect(teardowns == 0)
      subscriber?.send(completion: .finished)
      #expect(recorder.isFinished)
      #expect(teardowns == 1)
      subscriber?.send(3)
      recorder.cancellable?.cancel()
      #expect(recorder.values == [1, 2])
      #expect(teardowns == 1)

      // Cancelling tears the work down too, and work that completes at once is torn down once.
      let cancelled = EffectRecorder(effect)
      cancelled.cancellable?.cancel()
      #expect(teardowns == 2)
      let immediate = EffectRecorder(
        Effect<Int, Never>.run { sub in
          sub.send(completion: .finished)
          return AnyCancellable { teardowns += 1 }
        })
      #expect(immediate.isFinished)
      #expect(teardowns == 3)
    }

    @Test func fireAndForgetRunsWorkAndEmitsNothing() {
      var ran = false
      let effect = Effect<Int, Never>.fireAndForget { ran = true }
      #expect(!ran)
      let recorder = EffectRecorder(effect)
      #expect(ran)
      #expect(recorder.values.isEmpty)
      #expect(recorder.isFinished)

      let publisher = EffectRecorder(
        Just(1).fireAndForget(outputType: String.self, failureType: Never.self))
      #expect(publisher.values.isEmpty)
      #expect(publisher.isFinished)
    }

    @Test func mergeConcatenateAndMap() {
      let scheduler = DispatchQueue.test
      let slow = Effect<Int, Never>(value: 1)
        .delay(for: 2, scheduler: scheduler).eraseToEffect()
      let fast = Effect<Int, Never>(value: 2)
        .delay(for: 1, scheduler: scheduler).eraseToEffect()

      let merged = EffectRecorder(Effect.merge(slow, fast).map { $0 * 10 })
      let concatenated = EffectRecorder(Effect.concatenate(slow, fast))
      scheduler.advance(by: 1)
      #expect(merged.values == [20])
      #expect(concatenated.values == [])
      scheduler.advance(by: 1)
      #expect(merged.values == [20, 10])
      #expect(merged.isFinished)
      #expect(concatenated.values == [1])
      scheduler.advance(by: 1)
      #expect(concatenated.values == [1, 2])
      #expect(concatenated.isFinished)

      #expect(EffectRecorder(Effect<Int, Never>.merge([])).isFinished)
      #expect(EffectRecorder(Effect<Int, Never>.concatenate([])).isFinished)
    }

    @Test func catchToEffect() {
      let success = EffectRecorder(
        Just(1).setFailureType(to: LegacyEffectError.self).catchToEffect())
      #expect(success.values == [.success(1)])

      let failure = EffectRecorder(
        Fail<Int, LegacyEffectError>(error: LegacyEffectError()).catchToEffect { "\($0)" })
      #expect(failure.values == ["failure(ComposableArchitectureTests.LegacyEffectError())"])
      #expect(failure.isFinished)

      let erased = EffectRecorder(Just(2).eraseToEffect { $0 + 1 })
      #expect(erased.values == [3])
    }

    @Test func cancellableAndCancel() {
      struct TimerID: Hashable {}
      let scheduler = DispatchQueue.test
      let ticks = EffectRecorder(
        Effect<Int, Never>(value: 1)
          .delay(for: 1, scheduler: scheduler)
          .eraseToEffect()
          .cancellable(id: TimerID())
      )
      #expect(EffectRecorder(Effect<Int, Never>.cancel(id: TimerID())).isFinished)
      // A cancelled effect finishes at once, and its work never emits.
      #expect(ticks.isFinished)
      scheduler.advance(by: 1)
      #expect(ticks.values.isEmpty)
    }

    @Test func cancelInFlightKeepsTheLatest() {
      enum SearchID {}
      let scheduler = DispatchQueue.test
      func search(_ query: String) -> Effect<String, Never> {
        Effect(value: query)
          .delay(for: 1, scheduler: scheduler)
          .eraseToEffect()
          .cancellable(id: SearchID.self, cancelInFlight: true)
      }
      let first = EffectRecorder(search("a"))
      let second = EffectRecorder(search("ab"))
      #expect(first.isFinished)
      scheduler.advance(by: 1)
      #expect(first.values.isEmpty)
      #expect(second.values == ["ab"])

      let third = EffectRecorder(search("abc"))
      let other = EffectRecorder(search("x").map { $0 })
      _ = EffectRecorder(Effect<Never, Never>.cancel(ids: [ObjectIdentifier(SearchID.self)]))
      scheduler.advance(by: 1)
      #expect(third.values.isEmpty)
      #expect(other.values.isEmpty)
      #expect(other.isFinished)
    }

    @Test func noneStillCancelsInFlight() {
      struct LoadID: Hashable {}
      let scheduler = DispatchQueue.test
      let load = EffectRecorder(
        Effect<Int, Never>(value: 1)
          .delay(for: 1, scheduler: scheduler)
          .eraseToEffect()
          .cancellable(id: LoadID())
      )
      // `.none` made cancellable in flight still cancels what runs under its id…
      let none = EffectRecorder(
        Effect<Int, Never>.none.map { $0 + 1 }.cancellable(id: LoadID(), cancelInFlight: true))
      #expect(none.isFinished)
      #expect(load.isFinished)
      scheduler.advance(by: 1)
      #expect(load.values.isEmpty)
      // …and merged or concatenated with other effects, it changes nothing.
      let merged = EffectRecorder(
        Effect<Int, Never>.merge(.none, Effect(value: 2), .none).eraseToEffect())
      let concatenated = EffectRecorder(
        Effect<Int, Never>.concatenate(Effect(value: 3), .none, Effect(value: 4)))
      #expect(merged.values == [2])
      #expect(concatenated.values == [3, 4])
    }

    @Test func debounce() {
      struct DebounceID: Hashable {}
      let scheduler = DispatchQueue.test
      func typed(_ text: String) -> EffectRecorder<String, Never> {
        EffectRecorder(
          Effect(value: text).debounce(id: DebounceID(), for: 1, scheduler: scheduler))
      }
      let a = typed("a")
      scheduler.advance(by: 0.5)
      let ab = typed("ab")
      scheduler.advance(by: 0.5)
      #expect(a.values.isEmpty)
      #expect(a.isFinished)
      #expect(ab.values.isEmpty)
      scheduler.advance(by: 0.5)
      #expect(ab.values == ["ab"])
    }

    @Test func throttleFirst() {
      struct ThrottleID: Hashable {}
      let scheduler = DispatchQueue.test
      func tap(_ value: Int) -> EffectRecorder<Int, Never> {
        EffectRecorder(
          Effect(value: value)
            .throttle(id: ThrottleID(), for: 1, scheduler: scheduler, latest: false))
      }
      let first = tap(1)
      scheduler.advance()
      #expect(first.values == [1])
      let second = tap(2)
      scheduler.advance(by: 0.25)
      let third = tap(3)
      scheduler.advance(by: 0.25)
      #expect(second.values.isEmpty)
      #expect(third.values.isEmpty)
      scheduler.advance(by: 0.5)
      // The first value waiting is the one let through at the end of the interval.
      #expect(third.values == [2])
      #expect(second.values.isEmpty)
    }

    @Test func throttleLatest() {
      struct ThrottleID: Hashable {}
      let scheduler = DispatchQueue.test
      func tap(_ value: Int) -> EffectRecorder<Int, Never> {
        EffectRecorder(
          Effect(value: value)
            .throttle(id: ThrottleID(), for: 1, scheduler: scheduler, latest: true))
      }
      let first = tap(1)
      scheduler.advance()
      let second = tap(2)
      let third = tap(3)
      scheduler.advance(by: 1)
      #expect(first.values == [1])
      #expect(second.values.isEmpty)
      #expect(third.values == [3])
      // After a quiet interval, a value goes through at once.
      scheduler.advance(by: 5)
      let fourth = tap(4)
      scheduler.advance()
      #expect(fourth.values == [4])
    }

    @Test func deferredStartsLater() {
      let scheduler = DispatchQueue.test
      var started = false
      let recorder = EffectRecorder(
        Effect<Int, Never>.fireAndForget { started = true }
          .deferred(for: 2, scheduler: scheduler))
      scheduler.advance(by: 1)
      #expect(!started)
      scheduler.advance(by: 1)
      #expect(started)
      #expect(recorder.isFinished)
    }

    @Test func timerTicksUntilCancelled() {
      struct TimerID: Hashable {}
      let scheduler = DispatchQueue.test
      let ticks = EffectRecorder(
        Effect.timer(id: TimerID(), every: 1, on: scheduler).map { _ in "tick" })
      scheduler.advance(by: 3)
      #expect(ticks.values == ["tick", "tick", "tick"])
      _ = EffectRecorder(Effect<Never, Never>.cancel(id: TimerID()))
      scheduler.advance(by: 3)
      #expect(ticks.values.count == 3)
      #expect(ticks.isFinished)
    }
  }
}
