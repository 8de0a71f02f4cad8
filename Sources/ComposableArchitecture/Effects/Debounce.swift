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
}
