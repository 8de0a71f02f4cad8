extension Reducer {
  /// Lifts this reducer, written for one element, into a domain holding an `IdentifiedArray` of
  /// elements: an action for the element with a given id runs this reducer on that element.
  ///
  /// ```swift
  /// todoReducer.forEach(
  ///   state: \AppState.todos,
  ///   action: /AppAction.todo(id:action:),
  ///   environment: { _ in TodoEnvironment() }
  /// )
  /// ```
  ///
  /// An action for an id that is not in the collection is reported and ignored.
  ///
  /// - Parameters:
  ///   - toLocalState: The collection of elements.
  ///   - toLocalAction: The case of global actions carrying an element id and an element action.
  ///   - toLocalEnvironment: Derives this reducer's environment.
  ///   - breakpointOnNil: Whether to report an action for a missing element.
  ///   - fileID: The source `#fileID` where the operator is used, for its warnings.
  ///   - filePath: The source `#filePath` where the operator is used.
  ///   - line: The source `#line` where the operator is used.
  ///   - column: The source `#column` where the operator is used.
  /// - Returns: A reducer on the global domain.
  public func forEach<GlobalState, GlobalAction, GlobalEnvironment, ID: Hashable>(
    state toLocalState: WritableKeyPath<GlobalState, IdentifiedArray<ID, State>>,
    action toLocalAction: AnyCasePath<GlobalAction, (ID, Action)>,
    environment toLocalEnvironment: @escaping (GlobalEnvironment) -> Environment,
    breakpointOnNil: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return .init { globalState, globalAction, globalEnvironment in
      guard let (id, localAction) = toLocalAction.extract(from: globalAction) else { return .none }
      guard globalState[keyPath: toLocalState][id: id] != nil else {
        if breakpointOnNil {
          location.report(
            LegacyMessage.actionForMissingElement(
              action: globalAction, element: "id \(id)", fileID: fileID, line: line)
          )
        }
        return .none
      }
      return self.run(
        &globalState[keyPath: toLocalState][id: id]!, localAction,
        toLocalEnvironment(globalEnvironment)
      )
      .map { toLocalAction.embed((id, $0)) }
    }
  }

  /// Lifts this reducer, written for one element, into a domain holding an array of elements
  /// addressed by index.
  ///
  /// An action for an index out of bounds is reported and ignored. Prefer the `IdentifiedArray`
  /// overload: an index can point at another element once the array changes.
  ///
  /// - Parameters:
  ///   - toLocalState: The array of elements.
  ///   - toLocalAction: The case of global actions carrying an index and an element action.
  ///   - toLocalEnvironment: Derives this reducer's environment.
  ///   - breakpointOnNil: Whether to report an action for a missing element.
  ///   - fileID: The source `#fileID` where the operator is used, for its warnings.
  ///   - filePath: The source `#filePath` where the operator is used.
  ///   - line: The source `#line` where the operator is used.
  ///   - column: The source `#column` where the operator is used.
  /// - Returns: A reducer on the global domain.
  public func forEach<GlobalState, GlobalAction, GlobalEnvironment>(
    state toLocalState: WritableKeyPath<GlobalState, [State]>,
    action toLocalAction: AnyCasePath<GlobalAction, (Int, Action)>,
    environment toLocalEnvironment: @escaping (GlobalEnvironment) -> Environment,
    breakpointOnNil: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return .init { globalState, globalAction, globalEnvironment in
      guard let (index, localAction) = toLocalAction.extract(from: globalAction) else {
        return .none
      }
      guard globalState[keyPath: toLocalState].indices.contains(index) else {
        if breakpointOnNil {
          location.report(
            LegacyMessage.actionForMissingElement(
              action: globalAction, element: "index \(index)", fileID: fileID, line: line)
          )
        }
        return .none
      }
      return self.run(
        &globalState[keyPath: toLocalState][index], localAction,
        toLocalEnvironment(globalEnvironment)
      )
      .map { toLocalAction.embed((index, $0)) }
    }
  }
}
