// A feature still written with the original API, in a file that imports only the legacy module,
// handed to a modern parent (MigrationTests.swift) through `Reduce(_:environment:)`.
import ComposableArchitectureLegacy

struct LegacyFactState: Equatable {
  var count = 0
  var fact: String?
  var log: [String] = []
}

enum LegacyFactAction: Equatable {
  case incrementButtonTapped
  case factButtonTapped
  case factResponse(Result<String, ApiError>)
  case echoButtonTapped
  case echoed
  case echoTwiceButtonTapped
  case echoAndStartTimer
  case startTimer
  case timerTicked
}

struct LegacyFactEnvironment {
  var mainQueue: AnySchedulerOf<DispatchQueue>
  var fact: (Int) -> Effect<String, ApiError>
  var timerCancelled: () -> Void
}

let legacyFactReducer = Reducer<LegacyFactState, LegacyFactAction, LegacyFactEnvironment> {
  state, action, environment in
  struct TimerID: Hashable {}
  switch action {
  case .incrementButtonTapped:
    state.count += 1
    return .none
  case .factButtonTapped:
    return environment.fact(state.count)
      .receive(on: environment.mainQueue)
      .catchToEffect(LegacyFactAction.factResponse)
  case .factResponse(.success(let fact)):
    state.fact = fact
    return .none
  case .factResponse(.failure):
    state.fact = nil
    return .none
  case .echoButtonTapped:
    // Emits at once: the modern store receives it synchronously.
    return Effect(value: .echoed)
  case .echoed:
    state.log.append("echoed")
    return .none
  case .echoTwiceButtonTapped:
    // Two outputs at once: both are processed before the modern `send` returns, in order.
    return .merge(Effect(value: .echoed), Effect(value: .incrementButtonTapped))
  case .echoAndStartTimer:
    // One output at once, then more later.
    return .merge(
      Effect(value: .echoed),
      Effect.timer(id: TimerID(), every: 1, on: environment.mainQueue)
        .map { _ in .timerTicked }
        .eraseToEffect()
    )
  case .startTimer:
    return Effect.timer(id: TimerID(), every: 1, on: environment.mainQueue)
      .map { _ in .timerTicked }
      .handleEvents(receiveCancel: environment.timerCancelled)
      .eraseToEffect()
  case .timerTicked:
    state.log.append("tick")
    return .none
  }
}

/// The legacy feature as a modern reducer, with a test scheduler for its main queue.
func legacyFactFeature(
  scheduler: TestSchedulerOf<DispatchQueue>,
  timerCancelled: @escaping () -> Void = {}
) -> Reduce<LegacyFactState, LegacyFactAction> {
  Reduce(
    legacyFactReducer,
    environment: LegacyFactEnvironment(
      mainQueue: scheduler.eraseToAnyScheduler(),
      fact: { Effect(value: "\($0) is a good number") },
      timerCancelled: timerCancelled
    )
  )
}
