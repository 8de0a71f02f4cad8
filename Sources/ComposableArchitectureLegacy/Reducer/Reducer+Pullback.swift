extension Reducer {
  /// Lifts this reducer into a larger domain: it runs on the field of the global state at
  /// `toLocalState`, for the global actions `toLocalAction` extracts, with the environment
  /// `toLocalEnvironment` derives, and its effects' actions are embedded back.
  ///
  /// ```swift
  /// counterReducer.pullback(
  ///   state: \AppState.counter,
  ///   action: /AppAction.counter,
  ///   environment: { _ in CounterEnvironment() }
  /// )
  /// ```
  ///
  /// - Parameters:
  ///   - toLocalState: The field of global state this reducer runs on.
  ///   - toLocalAction: The case of global actions this reducer handles.
  ///   - toLocalEnvironment: Derives this reducer's environment.
  /// - Returns: A reducer on the global domain.
  public func pullback<GlobalState, GlobalAction, GlobalEnvironment>(
    state toLocalState: WritableKeyPath<GlobalState, State>,
    action toLocalAction: AnyCasePath<GlobalAction, Action>,
    environment toLocalEnvironment: @escaping (GlobalEnvironment) -> Environment
  ) -> Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
    .init { globalState, globalAction, globalEnvironment in
      guard let localAction = toLocalAction.extract(from: globalAction) else { return .none }
      return self.run(
        &globalState[keyPath: toLocalState], localAction, toLocalEnvironment(globalEnvironment)
      )
      .map(toLocalAction.embed)
    }
  }

  /// Lifts this reducer into a larger domain, with a case key path for the actions.
  ///
  /// ```swift
  /// counterReducer.pullback(state: \.counter, action: \.counter, environment: { _ in () })
  /// ```
  ///
  /// - Parameters:
  ///   - toLocalState: The field of global state this reducer runs on.
  ///   - toLocalAction: The case of global actions this reducer handles.
  ///   - toLocalEnvironment: Derives this reducer's environment.
  /// - Returns: A reducer on the global domain.
  public func pullback<GlobalState, GlobalAction: CasePathable, GlobalEnvironment>(
    state toLocalState: WritableKeyPath<GlobalState, State>,
    action toLocalAction: CaseKeyPath<GlobalAction, Action>,
    environment toLocalEnvironment: @escaping (GlobalEnvironment) -> Environment
  ) -> Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
    pullback(
      state: toLocalState, action: AnyCasePath(toLocalAction), environment: toLocalEnvironment)
  }

  /// Lifts this reducer into a larger domain whose state is an enum: it runs when the global
  /// state is in the case `toLocalState` extracts.
  ///
  /// An action for this reducer that arrives while the state is in another case is reported (it
  /// usually means an effect outlived the screen it belonged to) and ignored.
  ///
  /// - Parameters:
  ///   - toLocalState: The case of global state this reducer runs on.
  ///   - toLocalAction: The case of global actions this reducer handles.
  ///   - toLocalEnvironment: Derives this reducer's environment.
  ///   - breakpointOnNil: Whether to report an action that arrives in another case.
  ///   - fileID: The source `#fileID` where the operator is used, for its warnings.
  ///   - filePath: The source `#filePath` where the operator is used.
  ///   - line: The source `#line` where the operator is used.
  ///   - column: The source `#column` where the operator is used.
  /// - Returns: A reducer on the global domain.
  public func pullback<GlobalState, GlobalAction, GlobalEnvironment>(
    state toLocalState: AnyCasePath<GlobalState, State>,
    action toLocalAction: AnyCasePath<GlobalAction, Action>,
    environment toLocalEnvironment: @escaping (GlobalEnvironment) -> Environment,
    breakpointOnNil: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return .init { globalState, globalAction, globalEnvironment in
      guard let localAction = toLocalAction.extract(from: globalAction) else { return .none }
      guard var localState = toLocalState.extract(from: globalState) else {
        if breakpointOnNil {
          location.report(
            LegacyMessage.actionInOtherCase(
              action: globalAction, state: globalState, fileID: fileID, line: line)
          )
        }
        return .none
      }
      defer { globalState = toLocalState.embed(localState) }
      return self.run(&localState, localAction, toLocalEnvironment(globalEnvironment))
        .map(toLocalAction.embed)
    }
  }
}
