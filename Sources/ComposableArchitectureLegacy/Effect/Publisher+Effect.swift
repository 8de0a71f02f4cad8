extension Publisher {
  /// Wraps this publisher in an ``Effect``.
  ///
  /// - Returns: An effect of this publisher's output and failure.
  public func eraseToEffect() -> Effect<Output, Failure> {
    Effect(self)
  }

  /// Wraps this publisher in an ``Effect``, transforming each value.
  ///
  /// - Parameter transform: Maps an output to the effect's value.
  /// - Returns: An effect of the transformed values.
  public func eraseToEffect<T>(_ transform: @escaping (Output) -> T) -> Effect<T, Failure> {
    Effect(map(transform))
  }

  /// Turns this publisher's values and failure into `Result` values of an effect that never
  /// fails: the usual way to feed a request's outcome back to a reducer.
  ///
  /// ```swift
  /// environment.numberFact(state.count)
  ///   .catchToEffect()
  ///   .map(AppAction.numberFactResponse)
  /// ```
  ///
  /// - Returns: An effect of `.success(value)` for each value, then `.failure(error)` if it fails.
  public func catchToEffect() -> Effect<Result<Output, Failure>, Never> {
    Effect(map { Result.success($0) }.catch { Just(.failure($0)) })
  }

  /// Turns this publisher's values and failure into `Result` values, transformed into an
  /// effect that never fails.
  ///
  /// ```swift
  /// environment.numberFact(state.count)
  ///   .catchToEffect(AppAction.numberFactResponse)
  /// ```
  ///
  /// - Parameter transform: Maps each result to the effect's value.
  /// - Returns: An effect that never fails.
  public func catchToEffect<T>(
    _ transform: @escaping (Result<Output, Failure>) -> T
  ) -> Effect<T, Never> {
    catchToEffect().map(transform)
  }

  /// Runs this publisher for its side effects only: its values and failure are dropped.
  ///
  /// - Parameters:
  ///   - outputType: The output type of the resulting effect.
  ///   - failureType: The failure type of the resulting effect.
  /// - Returns: An effect that emits nothing and never fails.
  public func fireAndForget<NewOutput, NewFailure>(
    outputType: NewOutput.Type = NewOutput.self,
    failureType: NewFailure.Type = NewFailure.self
  ) -> Effect<NewOutput, NewFailure> {
    Effect(
      ignoreOutput()
        .catch { _ in Empty<Never, Never>() }
        .flatMap { (never: Never) -> Empty<NewOutput, Never> in }
        .setFailureType(to: NewFailure.self)
    )
  }
}

extension Effect {
  /// Returns this effect: erasing an effect keeps it as it is.
  ///
  /// - Returns: This effect.
  public func eraseToEffect() -> Effect {
    self
  }
}
