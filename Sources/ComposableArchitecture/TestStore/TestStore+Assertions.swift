import CustomDump
import IssueReporting

extension TestStore {
  /// Checks a step's state change: with exhaustivity on, the state must be exactly the previous
  /// state updated by the test's closure; off, only what the closure sets is checked.
  func expectStateChange(
    from previous: State,
    to actual: State,
    update: ((inout State) throws -> Void)?,
    at location: SourceLocation,
    requiresChange: Bool = true,
    advancing: Bool = true
  ) {
    let shared = reducer.sharedChanges
    // Whatever happens, the next step starts from the actual state, shared values included
    // (unless the step asserted an action kept from before the last send: the test is past it).
    defer {
      if advancing { expectedState = actual }
      shared.reset()
    }
    switch exhaustivity {
    case .on:
      guard let expected = applying(update, to: previous, at: location) else { return }
      if !matches(expected, actual) {
        location.report(
          TestStoreMessage.stateMismatch(
            expected: expected, actual: actual, hadAssertion: update != nil, shared: shared
          )
        )
      } else if requiresChange, update != nil, expected == previous, !shared.hasChanges {
        location.report(TestStoreMessage.noStateChange)
      }
    case .off(let showSkippedAssertions):
      // What the closure did not set is not checked. Shown skipped assertions also run it on
      // the previous state, to tell what else changed; what fails there (an `#expect` in the
      // closure, say) is expected, not a failure of the test.
      var skipped: String?
      if showSkippedAssertions {
        withExpectedIssue(isIntermittent: true) {
          if let expected = applying(update, to: previous, at: location),
            !matches(expected, actual)
          {
            skipped = TestStoreMessage.stateMismatch(
              expected: expected, actual: actual, hadAssertion: true, shared: shared
            )
          }
        }
        shared.reset()
      }
      guard let expectedFromActual = applying(update, to: actual, at: location) else { return }
      if !matches(expectedFromActual, actual) {
        location.report(
          TestStoreMessage.stateMismatch(
            expected: expectedFromActual, actual: actual, hadAssertion: true, shared: shared
          )
        )
      } else if let skipped {
        reportSkipped(skipped, at: location)
      }
    }
  }

  /// `state` updated by the test's closure, which runs with the store's dependencies; `nil`
  /// (reported) when it throws.
  private func applying(
    _ update: ((inout State) throws -> Void)?, to state: State, at location: SourceLocation
  ) -> State? {
    var state = state
    do {
      try withDependencies {
        $0 = reducer.dependencies
      } operation: {
        try reducer.sharedChanges.withMode(.asserting) { try update?(&state) }
      }
    } catch {
      location.report("Threw error: \(error)")
      return nil
    }
    return state
  }

  /// Whether the expected state is the actual one, shared values included.
  private func matches(_ expected: State, _ actual: State) -> Bool {
    expected == actual && reducer.sharedChanges.expectedValuesMatch()
  }

  /// Before a send, every received action must have been asserted (exhaustive), or is skipped.
  ///
  /// Exhaustive, the actions are reported and kept, as upstream's test store keeps them, for a
  /// later `receive` to assert: each remembers the state it started from, and the send asserts
  /// from the state they left, so that the one mistake is reported once.
  func checkNoUnhandledActionsBeforeSending(at location: SourceLocation) {
    guard !reducer.receivedActions.isEmpty else { return }
    let actions = reducer.receivedActions.map(\.action)
    switch exhaustivity {
    case .on:
      location.report(TestStoreMessage.unhandledActionsBeforeSend(actions))
      var previous = expectedState
      for index in reducer.receivedActions.indices where reducer.receivedActions[index].before == nil {
        reducer.receivedActions[index].before = previous
        previous = reducer.receivedActions[index].state
      }
      expectedState = previous
    case .off:
      reportSkipped(TestStoreMessage.skippedActions(actions), at: location)
      dropReceivedActions(actions.count)
    }
  }

  /// Forgets the first `count` received actions unasserted: the test goes on from the state they
  /// left (the state of the last of them not kept from before a send).
  func dropReceivedActions(_ count: Int) {
    let dropped = reducer.receivedActions.prefix(count)
    if let last = dropped.last(where: { $0.before == nil }) {
      expectedState = last.state
    }
    reducer.receivedActions.removeFirst(count)
  }

  /// The end of the test: nothing may be left unasserted (exhaustive).
  ///
  /// Runs from `deinit`, synchronously where the store is released, so that the failures land in
  /// the test (and in any `withKnownIssue` around it); hence static and given what it needs.
  nonisolated static func completed(
    reducer: TestReducer<State, Action>,
    exhaustivity: Exhaustivity,
    location: SourceLocation
  ) {
    let actions = reducer.receivedActions.map(\.action)
    if !actions.isEmpty {
      reportUnasserted(
        exhaustivity == .on
          ? TestStoreMessage.unhandledActionsAtEnd(actions)
          : TestStoreMessage.skippedActions(actions),
        at: location, exhaustivity: exhaustivity
      )
      reducer.receivedActions.removeAll()
    }
    for effect in reducer.inFlightEffects.values.sorted(by: { $0.location.line < $1.location.line })
    {
      reportUnasserted(
        TestStoreMessage.effectStillRunning, at: effect.location, exhaustivity: exhaustivity
      )
    }
    reducer.cancelInFlightEffects()
  }
}

/// The text of test store failures. Their first lines match The Composable Architecture's, so
/// that tests and tooling that look for them keep working.
package enum TestStoreMessage {
  /// The state mismatch text, for a store without shared state.
  package static func stateMismatch<State>(
    expected: State, actual: State, hadAssertion: Bool
  ) -> String {
    stateMismatch(expected: expected, actual: actual, hadAssertion: hadAssertion, shared: nil)
  }

  static func stateMismatch<State>(
    expected: State, actual: State, hadAssertion: Bool,
    shared: SharedChangeTracker?
  ) -> String {
    let heading =
      hadAssertion
      ? "A state change does not match expectation"
      : "State was not expected to change, but a change occurred"
    let difference =
      stateDifference(expected, actual, shared: shared)
      .map { $0.indented(by: 4) }
      ?? "    (No difference in the dumped state: check the type's Equatable conformance.)"
    return """
      \(heading): …

      \(difference)

      (Expected: −, Actual: +)
      """
  }

  static let noStateChange = """
    Expected state to change, but no change occurred.

    The trailing closure changed nothing. If the action is not expected to change state, leave \
    the closure out.
    """

  package static func unhandledActionsBeforeSend(_ actions: [some Any]) -> String {
    """
    Must handle \(actions.count) received \(actions.count == 1 ? "action" : "actions") before \
    sending an action: …

    Unhandled actions: \(list(actions))
    """
  }

  static func unhandledActionsAtEnd(_ actions: [some Any]) -> String {
    """
    The store received \(actions.count) unexpected \(actions.count == 1 ? "action" : "actions") \
    after this one: …

    Unhandled actions: \(list(actions))

    Assert each one with "store.receive", skip them with "await store.skipReceivedActions()", or \
    make the test non-exhaustive with "store.exhaustivity = .off".
    """
  }

  static func skippedActions(_ actions: [some Any]) -> String {
    """
    \(actions.count) received \(actions.count == 1 ? "action was" : "actions were") skipped: …

    Skipped actions: \(list(actions))
    """
  }

  static let effectStillRunning = """
    An effect returned for this action is still running. It must complete before the end of the \
    test. …

    Every effect a test starts must end inside it. If this one does not:

    • it may need a moment to finish: end the test with "await store.finish()";

    • it may be waiting on a clock: advance the test clock far enough, or use an immediate clock;

    • it may be long-living (a timer, a stream): make it ".cancellable(id:)" and cancel it from \
    another action, or dismiss the feature that owns it;

    • or skip it with "await store.skipInFlightEffects()", or make the test non-exhaustive with \
    "store.exhaustivity = .off".
    """

  static func seconds(_ nanoseconds: UInt64) -> String {
    "\(Double(Int(100 * Double(nanoseconds) / 1_000_000_000)) / 100)"
  }

  package static func list(_ actions: [some Any]) -> String {
    var text = ""
    customDump(actions, to: &text)
    return text
  }
}
