import IssueReporting

extension Reducer {
  /// Runs this reducer on optional state: when the state is `nil`, actions are ignored.
  ///
  /// ```swift
  /// profileReducer
  ///   .optional()
  ///   .pullback(state: \.profile, action: /AppAction.profile, environment: { $0.profile })
  /// ```
  ///
  /// An action that arrives while the state is `nil` is reported: it usually means a parent
  /// cleared the state before this reducer ran, or an effect outlived the feature. Combine this
  /// reducer before the parent's, and cancel the feature's effects when it goes away.
  ///
  /// - Parameter breakpointOnNil: Whether to report an action that arrives while the state is
  ///   `nil`.
  /// - Returns: A reducer on optional state.
  public func optional(
    breakpointOnNil: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Reducer<State?, Action, Environment> {
    .init { state, action, environment in
      guard state != nil else {
        if breakpointOnNil {
          reportIssue(
            LegacyMessage.optionalActionWithoutState(action: action, fileID: fileID, line: line),
            fileID: fileID, filePath: filePath, line: line, column: column
          )
        }
        return .none
      }
      return self.run(&state!, action, environment)
    }
  }
}
