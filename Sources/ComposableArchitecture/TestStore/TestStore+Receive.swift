import CustomDump
import Foundation

extension TestStore {
  /// Asserts that an effect sent the given action, and how it changed state.
  ///
  /// ```swift
  /// await store.receive(.numberFactResponse("1 is a good number.")) {
  ///   $0.numberFact = "1 is a good number."
  /// }
  /// ```
  ///
  /// Waits up to `timeout` (the store's ``timeout`` by default) for the action to arrive. With
  /// exhaustivity on, it must be the next action received; off, earlier actions are skipped.
  ///
  /// - Parameters:
  ///   - expectedAction: The action the effect should have sent.
  ///   - duration: How long to wait for it.
  ///   - updateStateToExpectedResult: Mutates the previous state into the expected new state.
  ///   - fileID: The source `#fileID` associated with the step.
  ///   - filePath: The source `#filePath` associated with the step.
  ///   - line: The source `#line` associated with the step.
  ///   - column: The source `#column` associated with the step.
  public func receive(
    _ expectedAction: Action,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: Equatable {
    await receive(
      description: "an action",
      matching: { $0 == expectedAction },
      mismatch: { received in TestStoreMessage.unexpectedAction(expectedAction, received) },
      timeout: duration, update: updateStateToExpectedResult,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an effect sent an action matching a predicate, and how it changed state.
  ///
  /// - Parameters:
  ///   - isMatching: Whether a received action is the expected one.
  ///   - duration: How long to wait for it.
  ///   - updateStateToExpectedResult: Mutates the previous state into the expected new state.
  ///   - fileID: The source `#fileID` associated with the step.
  ///   - filePath: The source `#filePath` associated with the step.
  ///   - line: The source `#line` associated with the step.
  ///   - column: The source `#column` associated with the step.
  public func receive(
    _ isMatching: (_ action: Action) -> Bool,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      description: "an action",
      matching: isMatching,
      mismatch: { TestStoreMessage.unexpectedAction($0, predicate: "the predicate") },
      timeout: duration, update: updateStateToExpectedResult,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an effect sent an action of the given case, and how it changed state.
  ///
  /// ```swift
  /// await store.receive(\.numberFactResponse) {
  ///   $0.numberFact = "1 is a good number."
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - actionCase: A case key path to the expected action's case.
  ///   - duration: How long to wait for it.
  ///   - updateStateToExpectedResult: Mutates the previous state into the expected new state.
  ///   - fileID: The source `#fileID` associated with the step.
  ///   - filePath: The source `#filePath` associated with the step.
  ///   - line: The source `#line` associated with the step.
  ///   - column: The source `#column` associated with the step.
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: CasePathable {
    let casePath = CachedCasePath.of(actionCase)
    await receive(
      description: "an action",
      matching: { casePath.extract(from: $0) != nil },
      mismatch: { TestStoreMessage.unexpectedAction($0, predicate: "the case key path") },
      timeout: duration, update: updateStateToExpectedResult,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an effect sent an action of the given case with the given value, and how it
  /// changed state.
  ///
  /// ```swift
  /// await store.receive(\.numberFactResponse, "1 is a good number.") {
  ///   $0.numberFact = "1 is a good number."
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - actionCase: A case key path to the expected action's case.
  ///   - expectedValue: The expected associated value.
  ///   - duration: How long to wait for it.
  ///   - updateStateToExpectedResult: Mutates the previous state into the expected new state.
  ///   - fileID: The source `#fileID` associated with the step.
  ///   - filePath: The source `#filePath` associated with the step.
  ///   - line: The source `#line` associated with the step.
  ///   - column: The source `#column` associated with the step.
  public func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ expectedValue: Value,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: CasePathable {
    let casePath = CachedCasePath.of(actionCase)
    await receive(
      description: "an action",
      matching: { casePath.extract(from: $0) == expectedValue },
      mismatch: { received in
        if let value = casePath.extract(from: received) {
          return TestStoreMessage.unexpectedValue(expectedValue, value)
        }
        return TestStoreMessage.unexpectedAction(received, predicate: "the case key path")
      },
      timeout: duration, update: updateStateToExpectedResult,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  private func receive(
    description: String,
    matching: (Action) -> Bool,
    mismatch: (Action) -> String,
    timeout duration: Duration?,
    update: ((inout State) throws -> Void)?,
    location: SourceLocation
  ) async {
    lastStepLocation = location
    let nanoseconds = duration.map(\.nanoseconds) ?? timeout
    let found = await waitUntil(nanoseconds: nanoseconds) {
      switch self.exhaustivity {
      case .on: !self.reducer.receivedActions.isEmpty
      case .off: self.reducer.receivedActions.contains { matching($0.action) }
      }
    }
    guard found else {
      // As upstream's: the actions received so far stay, for a later `receive` to match.
      location.report(
        TestStoreMessage.receivedNone(description: description, nanoseconds: nanoseconds)
      )
      return
    }
    if case .off = exhaustivity {
      let skipped = reducer.receivedActions.prefix { !matching($0.action) }.count
      skip(skipped, at: location)
    }
    let received = reducer.receivedActions.removeFirst()
    guard matching(received.action) else {
      // The unexpected action is the failure: its state change is not also reported.
      location.report(mismatch(received.action))
      if received.before == nil { expectedState = received.state }
      return
    }
    expectStateChange(
      from: received.before ?? expectedState, to: received.state, update: update, at: location,
      advancing: received.before == nil
    )
  }

  /// Drops the first `count` received actions, showing them if asked to.
  private func skip(_ count: Int, at location: SourceLocation) {
    guard count > 0 else { return }
    let skipped = reducer.receivedActions.prefix(count)
    reportSkipped(TestStoreMessage.skippedActions(skipped.map(\.action)), at: location)
    dropReceivedActions(count)
  }

  /// Waits for every effect still running to finish.
  ///
  /// ```swift
  /// await store.send(.onAppear)
  /// // …
  /// await store.finish()
  /// ```
  ///
  /// With exhaustivity on, the actions the effects sent must have been asserted by then: any
  /// that were not are reported here.
  ///
  /// - Parameters:
  ///   - duration: How long to wait; the store's ``timeout`` by default.
  ///   - fileID: The source `#fileID` associated with the step.
  ///   - filePath: The source `#filePath` associated with the step.
  ///   - line: The source `#line` associated with the step.
  ///   - column: The source `#column` associated with the step.
  public func finish(
    timeout duration: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let nanoseconds = duration.map(\.nanoseconds) ?? timeout
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let finished = await waitUntil(nanoseconds: nanoseconds) { reducer.inFlightEffects.isEmpty }
    guard finished else {
      location.report(
        """
        Expected effects to finish, but there are still effects in-flight after \
        \(TestStoreMessage.seconds(nanoseconds)) seconds.
        """
      )
      return
    }
    // As upstream's: once the effects are done, what they sent must have been asserted.
    if exhaustivity == .on, !reducer.receivedActions.isEmpty {
      location.report(
        TestStoreMessage.unhandledActionsAtEnd(reducer.receivedActions.map(\.action))
      )
      dropReceivedActions(reducer.receivedActions.count)
    }
  }

  /// Drops the actions received so far without asserting them.
  ///
  /// - Parameters:
  ///   - strict: Whether to fail when there is nothing to skip.
  ///   - fileID: The source `#fileID` associated with the step.
  ///   - filePath: The source `#filePath` associated with the step.
  ///   - line: The source `#line` associated with the step.
  ///   - column: The source `#column` associated with the step.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await Task.megaYield()
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard !reducer.receivedActions.isEmpty else {
      if strict { location.report("There were no received actions to skip.") }
      return
    }
    skip(reducer.receivedActions.count, at: location)
  }

  /// Stops asserting on the effects still running: they keep running, the actions they send are
  /// received as before, and the test need not wait for them to finish.
  ///
  /// - Parameters:
  ///   - strict: Whether to fail when there is nothing to skip.
  ///   - fileID: The source `#fileID` associated with the step.
  ///   - filePath: The source `#filePath` associated with the step.
  ///   - line: The source `#line` associated with the step.
  ///   - column: The source `#column` associated with the step.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await Task.megaYield()
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard !reducer.inFlightEffects.isEmpty else {
      if strict { location.report("There were no in-flight effects to skip.") }
      return
    }
    reportSkipped(
      "\(reducer.inFlightEffects.count) in-flight effect(s) were skipped.", at: location
    )
    // As upstream: the effects keep running, and what they send is received as before; the test
    // no longer has to wait for them to finish.
    reducer.inFlightEffects.removeAll()
    await Task.megaYield()
  }
}

extension Duration {
  /// The duration in whole nanoseconds, negative durations counting as zero.
  var nanoseconds: UInt64 {
    let (seconds, attoseconds) = components
    return UInt64(max(0, seconds)) * 1_000_000_000 + UInt64(max(0, attoseconds)) / 1_000_000_000
  }
}

/// Lets effects run until `condition` holds or `nanoseconds` of real time pass.
///
/// Real time is the only way to bound a wait for work the test does not control; tests that use
/// a `TestClock` never get here unless an expected action is missing.
@MainActor
func waitUntil(nanoseconds: UInt64, _ condition: () -> Bool) async -> Bool {
  if condition() { return true }
  await Task.megaYield()
  let start = DispatchTime.now().uptimeNanoseconds
  while !condition() {
    guard DispatchTime.now().uptimeNanoseconds - start < nanoseconds, !Task.isCancelled
    else { return false }
    // Give effects on other executors a chance too, then let main-actor work run.
    await Task.detached(priority: .low) { await Task.yield() }.value
    await Task.megaYield()
  }
  return true
}

extension TestStoreMessage {
  package static func receivedNone(description: String, nanoseconds: UInt64) -> String {
    let after = nanoseconds > 0 ? " after \(seconds(nanoseconds)) seconds" : ""
    return "Expected to receive \(description), but received none\(after)."
  }

  package static func unexpectedAction<Action>(_ expected: Action, _ received: Action) -> String {
    let difference =
      diff(expected, received, format: .proportional)
      .map { $0.indented(by: 4) } ?? "    \(describeAction(received))"
    return """
      Received unexpected action: …

      \(difference)

      (Expected: −, Received: +)
      """
  }

  static func unexpectedAction<Action>(_ received: Action, predicate: String) -> String {
    var dump = ""
    customDump(received, to: &dump, indent: 4)
    return """
      Received unexpected action, which does not match \(predicate): …

      \(dump)
      """
  }

  static func unexpectedValue<Value>(_ expected: Value, _ received: Value) -> String {
    let difference =
      diff(expected, received, format: .proportional)
      .map { $0.indented(by: 4) } ?? ""
    return """
      Received unexpected action value: …

      \(difference)

      (Expected: −, Received: +)
      """
  }
}
