import ComposableArchitecture
import CustomDump

/// The outcome of replaying a recorded session.
public enum SessionReplayResult: Equatable, Sendable {
  /// Every step produced the recorded state.
  case reproduced(steps: Int)
  /// A step produced a different state.
  ///
  /// - step: The step's number; line: its line in the file; action: the action's case;
  ///   difference: a custom-dump diff (recorded: −, replayed: +).
  case diverged(step: Int, line: Int, action: String, difference: String)
}

extension SessionRecording where State: Equatable {
  /// Runs the recorded actions through `reducer`, from the recorded initial state, and compares
  /// each resulting state with the recorded one.
  ///
  /// Effects are not run: the actions they sent are in the recording, in order. Run it inside
  /// `withDependencies` to control what the reducer reads.
  ///
  /// ```swift
  /// let recording = try SessionRecording<Counter.State, Counter.Action>(contentsOf: url)
  /// #expect(recording.replay(reducer: Counter()) == .reproduced(steps: 12))
  /// ```
  ///
  /// - Parameter reducer: The feature's reducer.
  /// - Returns: Whether the session reproduces, or where it first diverges.
  public func replay<R: Reducer<State, Action>>(reducer: R) -> SessionReplayResult {
    var state = initialState
    for step in steps {
      _ = reducer.reduce(into: &state, action: step.action)
      if state != step.state {
        return .diverged(
          step: step.number,
          line: step.line,
          action: describeCase(step.action),
          difference: diff(step.state, state, format: .proportional) ?? ""
        )
      }
    }
    return .reproduced(steps: steps.count)
  }

  /// Replays the session and reports an issue (a test failure in tests) at the first step that
  /// diverges.
  ///
  /// - Parameters:
  ///   - reducer: The feature's reducer.
  ///   - fileID: The source `#fileID` associated with the assertion.
  ///   - filePath: The source `#filePath` associated with the assertion.
  ///   - line: The source `#line` associated with the assertion.
  ///   - column: The source `#column` associated with the assertion.
  public func assertReplays<R: Reducer<State, Action>>(
    reducer: R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    guard
      case .diverged(let step, let fileLine, let action, let difference) = replay(
        reducer: reducer
      )
    else { return }
    reportIssue(
      """
      The session diverges at step \(step) (line \(fileLine)), \(action): …

      \(difference.indented(by: 2))

      (Recorded: −, Replayed: +)
      """,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

extension SessionRecording {
  /// The session as a `TestStore` test to paste into a test file: each step a `send` (actions
  /// sent from outside) or a `receive` (actions from effects), asserting the properties that
  /// changed.
  ///
  /// - Parameter reducer: How the test builds the reducer, as in `"Counter()"`.
  /// - Returns: Swift source.
  public func testSource(reducer: String) -> String {
    var lines = [
      "let store = TestStore(initialState: \(swiftLiteral(initialState))) {",
      "  \(reducer)",
      "}",
    ]
    var previous = initialState
    for step in steps {
      let verb: String
      switch step.origin {
      case .send: verb = "send"
      case .effect: verb = "receive"
      }
      let assignments = changedProperties(from: previous, to: step.state)
      if assignments.isEmpty {
        lines.append("await store.\(verb)(\(swiftLiteral(step.action)))")
      } else {
        lines.append("await store.\(verb)(\(swiftLiteral(step.action))) {")
        lines += assignments.map { "  \($0)" }
        lines.append("}")
      }
      previous = step.state
    }
    return lines.joined(separator: "\n")
  }
}

/// A value as Swift source: custom-dump's output, which spells enums and structs as Swift does.
private func swiftLiteral(_ value: Any) -> String {
  String(customDumping: value)
}

/// `$0.name = value` for each top-level property that differs, or `$0 = value` for a state that
/// is not a struct.
private func changedProperties<State>(from old: State, to new: State) -> [String] {
  let oldMirror = Mirror(customDumpReflecting: old)
  let newMirror = Mirror(customDumpReflecting: new)
  guard newMirror.displayStyle == .struct else {
    return swiftLiteral(old) == swiftLiteral(new) ? [] : ["$0 = \(swiftLiteral(new))"]
  }
  var assignments: [String] = []
  for (oldChild, newChild) in zip(oldMirror.children, newMirror.children) {
    guard let label = newChild.label, !label.hasPrefix("_$") else { continue }
    let newValue = swiftLiteral(newChild.value)
    if swiftLiteral(oldChild.value) != newValue {
      assignments.append("$0.\(label) = \(newValue)")
    }
  }
  return assignments
}

extension Mirror {
  /// The mirror custom-dump uses: a value's `customDumpMirror` when it has one.
  init(customDumpReflecting value: Any) {
    if let reflectable = value as? any CustomDumpReflectable {
      self = reflectable.customDumpMirror
    } else {
      self.init(reflecting: value)
    }
  }
}
