// The spellings of 1.x apps written before case key paths: operators taking `AnyCasePath`
// values (`/Action.child`). Deprecated, as upstream deprecated them; each names its
// replacement.

extension Scope {
  /// Scopes to child state held in a property, with a case path value for the action.
  @available(
    *, deprecated,
    message: "Use a case key path: 'Scope(state: \\.child, action: \\.child) { … }'."
  )
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      toChildState: .keyPath(toChildState), toChildAction: CachedCasePath(toChildAction),
      child: child()
    )
  }

  /// Scopes to one case of enum state, with case path values.
  @available(
    *, deprecated,
    message: "Use case key paths: 'Scope(state: \\.case, action: \\.case) { … }'."
  )
  public init<ChildState, ChildAction>(
    state toChildState: AnyCasePath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      toChildState: .casePath(
        CachedCasePath(toChildState), fileID: fileID, filePath: filePath, line: line,
        column: column
      ),
      toChildAction: CachedCasePath(toChildAction),
      child: child()
    )
  }
}

extension Reducer {
  /// Runs a child reducer on optional child state, with a case path value for the action.
  @available(
    *, deprecated,
    message: "Use a case key path: 'ifLet(\\.child, action: \\.child) { … }'."
  )
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: AnyCasePath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, Wrapped>
  where WrappedState == Wrapped.State, WrappedAction == Wrapped.Action {
    _IfLetReducer(
      parent: self,
      child: wrapped(),
      toChildState: toWrappedState,
      toChildAction: CachedCasePath(toWrappedAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Presents a child reducer, with a case path value for the presentation action.
  @available(
    *, deprecated,
    message: "Use a case key path: 'ifLet(\\.$destination, action: \\.destination) { … }'."
  )
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    _PresentationReducer(
      parent: self,
      child: destination(),
      toPresentationState: toPresentationState,
      toPresentationAction: CachedCasePath(toPresentationAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs a child reducer on one case of enum state, with case path values.
  @available(
    *, deprecated,
    message: "Use case key paths: 'ifCaseLet(\\.case, action: \\.case) { … }'."
  )
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: AnyCasePath<State, CaseState>,
    action toCaseAction: AnyCasePath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Case>
  where CaseState == Case.State, CaseAction == Case.Action {
    _IfCaseLetReducer(
      parent: self,
      child: `case`(),
      navigationID: NavigationID(path: \State.self, identity: ObjectIdentifier(Case.self)),
      toChildState: CachedCasePath(toCaseState),
      toChildAction: CachedCasePath(toCaseAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs an element reducer on each element of an identified array, with a case path value
  /// to the action's `(id, action)` pair, as before `IdentifiedAction`.
  @available(
    *, deprecated,
    message: """
      Use 'IdentifiedAction' and a case key path: 'case rows(IdentifiedActionOf<Row>)' and \
      'forEach(\\.rows, action: \\.rows) { … }'.
      """
  )
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: AnyCasePath<Action, (ID, ElementAction)>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    _ForEachReducer(
      parent: self,
      element: element(),
      toElementsState: toElementsState,
      toElementAction: CachedCasePath(
        AnyCasePath(
          embed: { identified in
            switch identified {
            case .element(let id, let action): toElementAction.embed((id, action))
            }
          },
          extract: { action in
            toElementAction.extract(from: action).map { .element(id: $0.0, action: $0.1) }
          }
        )
      ),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs an element reducer on each feature of a navigation stack, with a case path value for
  /// the stack action.
  @available(
    *, deprecated,
    message: "Use a case key path: 'forEach(\\.path, action: \\.path) { … }'."
  )
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: AnyCasePath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    _StackReducer(
      parent: self,
      element: destination(),
      toStackState: toStackState,
      toStackAction: CachedCasePath(toStackAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}
