extension Reducer {
  /// Runs a child reducer on optional child state, while that state is present.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in … }
  ///     .ifLet(\.child, action: \.child) {
  ///       Child()
  ///     }
  /// }
  /// ```
  ///
  /// The child reducer runs before the parent, so the parent sees the child's changes. When the
  /// child state becomes `nil` (or is replaced by a value with a different `id`), every effect the
  /// child started is cancelled. A child action that arrives while the state is `nil` is reported
  /// as an issue and ignored.
  ///
  /// - Parameters:
  ///   - toWrappedState: A writable key path from parent state to optional child state.
  ///   - toWrappedAction: A case key path from parent action to child action.
  ///   - wrapped: The child reducer.
  ///   - fileID: The source `#fileID` associated with the operator.
  ///   - filePath: The source `#filePath` associated with the operator.
  ///   - line: The source `#line` associated with the operator.
  ///   - column: The source `#column` associated with the operator.
  /// - Returns: A reducer that combines the child reducer with this one.
  @_disfavoredOverload
  @inlinable
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
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
      toChildAction: CachedCasePath.of(toWrappedAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs a child reducer on optional child state, naming the child action's case directly: the
  /// overload a `\.child` literal resolves to when the action is `@CasePathable`, so that a body
  /// rebuilt for every action finds its case path by the literal's identity.
  ///
  /// - Parameters:
  ///   - toWrappedState: A writable key path from parent state to optional child state.
  ///   - toWrappedAction: A key path to the child action's case in the action's case paths.
  ///   - wrapped: The child reducer.
  ///   - fileID: The source `#fileID` associated with the operator.
  ///   - filePath: The source `#filePath` associated with the operator.
  ///   - line: The source `#line` associated with the operator.
  ///   - column: The source `#column` associated with the operator.
  /// - Returns: A reducer that combines the child reducer with this one.
  @inlinable
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: KeyPath<Action.AllCasePaths, AnyCasePath<Action, WrappedAction>>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, Wrapped>
  where Action: CasePathable, WrappedState == Wrapped.State, WrappedAction == Wrapped.Action {
    _IfLetReducer(
      parent: self,
      child: wrapped(),
      toChildState: toWrappedState,
      toChildAction: CachedCasePath.of(toWrappedAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs the reducer of a `@Reducer` enum on optional enum state, while that state is present.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifLet(\.destination, action: \.destination)
  /// ```
  ///
  /// - Parameters:
  ///   - toWrappedState: A writable key path from parent state to the optional enum state.
  ///   - toWrappedAction: A case key path from parent action to the enum's action.
  ///   - fileID: The source `#fileID` associated with the operator.
  ///   - filePath: The source `#filePath` associated with the operator.
  ///   - line: The source `#line` associated with the operator.
  ///   - column: The source `#column` associated with the operator.
  /// - Returns: A reducer that combines the enum's reducer with this one.
  @inlinable
  public func ifLet<WrappedState: CaseReducerState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, WrappedState.StateReducer.CaseBody>
  where WrappedState.StateReducer.Action == WrappedAction {
    _IfLetReducer(
      parent: self,
      child: WrappedState.StateReducer.body,
      toChildState: toWrappedState,
      toChildAction: CachedCasePath.of(toWrappedAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer built by ``Reducer/ifLet(_:action:then:fileID:filePath:line:column:)``.
public struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let child: Child
  @usableFromInline let toChildState: WritableKeyPath<Parent.State, Child.State?>
  @usableFromInline let toChildAction: CachedCasePath<Parent.Action, Child.Action>
  @usableFromInline let location: SourceLocation
  /// The child as a tracked property of `@ObservableState`, changed in place: resolved when a
  /// store keeps the reducer.
  @usableFromInline let inPlace: _$InPlaceProperty<Parent.State, Child.State?>?

  @usableFromInline
  init(
    parent: Parent,
    child: Child,
    toChildState: WritableKeyPath<Parent.State, Child.State?>,
    toChildAction: CachedCasePath<Parent.Action, Child.Action>,
    location: SourceLocation,
    inPlace: _$InPlaceProperty<Parent.State, Child.State?>? = nil
  ) {
    self.parent = parent
    self.child = child
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.location = location
    self.inPlace = inPlace
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
      parent, into: &state, action: action,
      watching: { inPlace.value(in: &$0, else: toChildState) },
      child: { $0 },
      cancellation: { childCancellation(of: $0, at: toChildState, after: $1) }
    )
  }

  /// The child's state in `state`, read in place when it is a tracked property: reading it
  /// through the property's getter would register the read with Observation, and the parent's
  /// state, once observed, would collect every later change for observers that are not there.
  @usableFromInline
  func childState(in state: inout Parent.State) -> Child.State? {
    inPlace.value(in: &state, else: toChildState)
  }

  /// Runs an action of the child's, then the parent.
  @usableFromInline
  func reduceChildAction(into state: inout Parent.State, action: Parent.Action)
    -> Effect<Parent.Action>
  {
    let before = childState(in: &state).map { ChildSnapshot($0, at: toChildState) }
    let childEffects = reduceChild(into: &state, action: action, before: before)
    let parentEffects = parent.reduce(into: &state, action: action)
    guard
      let before,
      let cancellation: Effect<Parent.Action> = before.cancellation(after: childState(in: &state))
    else {
      return childEffects.merge(with: parentEffects)
    }
    return .merge(childEffects, parentEffects, cancellation)
  }

  func reduceChild(
    into state: inout Parent.State, action: Parent.Action, before: ChildSnapshot?
  ) -> Effect<Parent.Action> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    guard let before, inPlace.read(in: &state, else: toChildState, { $0 != nil }) else {
      location.reportChildActionWithoutState(
        operator: "An \"ifLet\"", action: action, stateDescription: "\"nil\"")
      return .none
    }
    let effects = inPlace.modify(&state, else: toChildState) {
      child.reduce(into: &$0!, action: childAction)
    }
    if effects.isNone { return .none }
    // Only effects need the child's identity; the child's own action does not replace it.
    let id = before.navigationID(of: childState(in: &state)!)
    return Effect(operation: .navigation(id: id.erased, effects.embed(into: toChildAction)))
  }
}

extension _IfLetReducer: _NavigationOperator {
  /// This operator's watch over its child, kept by a store; see
  /// ``_NavigationOperator/_childWatch()``.
  @inlinable
  public func _childWatch() -> _ChildWatch<Parent.State, Parent.Action> {
    singleChildWatch(at: toChildState, inPlace: inPlace) { (child: Child.State?) in child }
  }

  /// This operator, kept in the chain of the navigation operators it was applied to.
  @inlinable
  public func _keptChain() -> _NavigationChain<Parent.State, Parent.Action> {
    _NavigationChain.keeping(
      parent, toChildAction: toChildAction, navigationPath: toChildState
    ) { keptParent in
      _IfLetReducer<
        Reduce<Parent.State, Parent.Action>, Reduce<Child.State, Child.Action>
      >(
        parent: Reduce(keptParent), child: Reduce(child._keepingBodies()),
        toChildState: toChildState, toChildAction: toChildAction, location: location,
        inPlace: inPlace ?? inPlaceProperty(toChildState)
      )
    }
  }
}
