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
  /// - Parameters:
  ///   - breakpointOnNil: Whether to report an action that arrives while the state is
  ///     `nil`.
  ///   - fileID: The source `#fileID` where the operator is used, for its warnings.
  ///   - filePath: The source `#filePath` where the operator is used.
  ///   - line: The source `#line` where the operator is used.
  ///   - column: The source `#column` where the operator is used.
  /// - Returns: A reducer on optional state.
  public func optional(
    breakpointOnNil: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Reducer<State?, Action, Environment> {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return .init { state, action, environment in
      guard state != nil else {
        if breakpointOnNil {
          location.report(
            LegacyMessage.optionalActionWithoutState(action: action, fileID: fileID, line: line)
          )
        }
        return .none
      }
      return self.run(&state!, action, environment)
    }
  }
}
