extension Reducer {
  /// Runs a child reducer on one case of enum state, while the state is in that case.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifCaseLet(\.loggedIn, action: \.loggedIn) {
  ///     LoggedIn()
  ///   }
  /// ```
  ///
  /// The child runs before the parent. When the state leaves the case, every effect the child
  /// started is cancelled. A child action that arrives while the state is in another case is
  /// reported as an issue and ignored.
  ///
  /// - Parameters:
  ///   - toCaseState: A case key path from parent state to the case's state.
  ///   - toCaseAction: A case key path from parent action to the case's action.
  ///   - case: The reducer of the case.
  ///   - fileID: The source `#fileID` associated with the operator.
  ///   - filePath: The source `#filePath` associated with the operator.
  ///   - line: The source `#line` associated with the operator.
  ///   - column: The source `#column` associated with the operator.
  /// - Returns: A reducer that combines the case's reducer with this one.
  @_disfavoredOverload
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: CaseKeyPath<State, CaseState>,
    action toCaseAction: CaseKeyPath<Action, CaseAction>,
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
      navigationID: NavigationID(path: toCaseState, identity: nil),
      toChildState: CachedCasePath.of(toCaseState),
      toChildAction: CachedCasePath.of(toCaseAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs a child reducer on one case of enum state, naming the cases directly: the overload
  /// `\.case` literals resolve to when the state and the action are `@CasePathable`, whose
  /// extractions are direct case tests.
  ///
  /// - Parameters:
  ///   - toCaseState: A key path to the case in the state's case paths.
  ///   - toCaseAction: A key path to the case in the action's case paths.
  ///   - case: The reducer of the case.
  ///   - fileID: The source `#fileID` associated with the operator.
  ///   - filePath: The source `#filePath` associated with the operator.
  ///   - line: The source `#line` associated with the operator.
  ///   - column: The source `#column` associated with the operator.
  /// - Returns: A reducer that combines the case's reducer with this one.
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: KeyPath<State.AllCasePaths, AnyCasePath<State, CaseState>>,
    action toCaseAction: KeyPath<Action.AllCasePaths, AnyCasePath<Action, CaseAction>>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Case>
  where
    State: CasePathable, Action: CasePathable, CaseState == Case.State,
    CaseAction == Case.Action
  {
    _IfCaseLetReducer(
      parent: self,
      child: `case`(),
      navigationID: NavigationID(path: toCaseState, identity: nil),
      toChildState: CachedCasePath.of(toCaseState),
      toChildAction: CachedCasePath.of(toCaseAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer built by ``Reducer/ifCaseLet(_:action:then:fileID:filePath:line:column:)``.
public struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let child: Child
  @usableFromInline let navigationID: NavigationID
  @usableFromInline let toChildState: CachedCasePath<Parent.State, Child.State>
  @usableFromInline let toChildAction: CachedCasePath<Parent.Action, Child.Action>
  @usableFromInline let location: SourceLocation

  @usableFromInline
  init(
    parent: Parent,
    child: Child,
    navigationID: NavigationID,
    toChildState: CachedCasePath<Parent.State, Child.State>,
    toChildAction: CachedCasePath<Parent.Action, Child.Action>,
    location: SourceLocation
  ) {
    self.parent = parent
    self.child = child
    self.navigationID = navigationID
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.location = location
  }

  /// Runs the reducer for an action.
  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action)
    -> Effect<Parent.Action>
  {
    guard toChildAction.extract(from: action) == nil else {
      return reduceChildAction(into: &state, action: action)
    }
    return runParent(
      parent, into: &state, action: action, watching: { $0 }, child: toChildState.extract,
      cancellation: { Self.cancellation(after: $1, leaving: toChildState, id: navigationID) }
    )
  }

  /// The effect that ends the work of the child at `toChildState`, whose navigation identity is
  /// `id`, if `state` left the child's case.
  @usableFromInline
  static func cancellation(
    after state: Parent.State, leaving toChildState: CachedCasePath<Parent.State, Child.State>,
    id: NavigationID
  ) -> Effect<Parent.Action>? {
    guard toChildState.extract(from: state) == nil else { return nil }
    return Effect(operation: .cancelNavigation(id: id.erased))
  }

  /// Runs an action of the child's, then the parent.
  @usableFromInline
  func reduceChildAction(into state: inout Parent.State, action: Parent.Action)
    -> Effect<Parent.Action>
  {
    let childEffects = reduceChild(into: &state, action: action)
    let wasInCase = toChildState.extract(from: state) != nil
    let parentEffects = parent.reduce(into: &state, action: action)
    guard wasInCase, toChildState.extract(from: state) == nil else {
      return childEffects.merge(with: parentEffects)
    }
    return .merge(
      childEffects,
      parentEffects,
      Effect(operation: .cancelNavigation(id: navigationID.erased))
    )
  }

  func reduceChild(into state: inout Parent.State, action: Parent.Action)
    -> Effect<Parent.Action>
  {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    guard var childState = toChildState.extract(from: state) else {
      location.report(
        Message.childActionWithoutState(
          operator: "An \"ifCaseLet\"", fileID: location.fileID, line: location.line,
          action: action, stateDescription: "set to a different case"
        )
      )
      return .none
    }
    let effects = child.reduce(into: &childState, action: childAction)
    state = toChildState.embed(childState)
    if effects.isNone { return .none }
    return Effect(
      operation: .navigation(id: navigationID.erased, effects.embed(into: toChildAction))
    )
  }
}

extension _IfCaseLetReducer: _NavigationOperator {
  /// This operator's watch over its child, kept by a store; see
  /// ``_NavigationOperator/_childWatch()``.
  @inlinable
  public func _childWatch() -> _ChildWatch<Parent.State, Parent.Action> {
    // The child is a case of the state itself: the whole state is watched.
    let toChildState = toChildState
    let id = navigationID
    return childWatch(
      at: \Parent.State.self, inPlace: nil, watched: { copy $0 },
      child: { toChildState.extract(from: $0) },
      cancellation: { Self.cancellation(after: $1, leaving: toChildState, id: id) })
  }

  /// This operator, kept in the chain of the navigation operators it was applied to.
  @inlinable
  public func _keptChain() -> _NavigationChain<Parent.State, Parent.Action> {
    _NavigationChain.keeping(
      parent, toChildAction: toChildAction, navigationPath: navigationID.path
    ) { keptParent in
      _IfCaseLetReducer<
        Reduce<Parent.State, Parent.Action>, Reduce<Child.State, Child.Action>
      >(
        parent: Reduce(keptParent), child: Reduce(child._keepingBodies()),
        navigationID: navigationID, toChildState: toChildState, toChildAction: toChildAction,
        location: location
      )
    }
  }
}
