extension Reducer {
  /// Runs a child reducer on presented state, declared with `@Presents` (or
  /// `@PresentationState`), and manages the child's lifetime.
  ///
  /// ```swift
  /// Reduce { state, action in
  ///   switch action {
  ///   case .addButtonTapped:
  ///     state.destination = .add(AddItem.State())
  ///     return .none
  ///   case .destination:
  ///     return .none
  ///   }
  /// }
  /// .ifLet(\.$destination, action: \.destination) {
  ///   Destination()
  /// }
  /// ```
  ///
  /// - `.presented(action)` runs the child reducer, then the parent. An alert or a confirmation
  ///   dialog (or a destination case holding one) is dismissed after its action.
  /// - `.dismiss` runs the parent first, so that it sees the state being dismissed, then sets the
  ///   state to `nil`.
  /// - Whenever the presented state goes away, or is replaced by state with a different `id`, the
  ///   child's effects are cancelled.
  /// - Inside the child, `@Dependency(\.dismiss)` sends `.dismiss`, and
  ///   `@Dependency(\.isPresented)` is `true`.
  ///
  /// A presentation action that arrives when nothing is presented is reported as an issue and
  /// ignored.
  ///
  /// - Parameters:
  ///   - toPresentationState: A writable key path to the presentation state, `\.$destination`.
  ///   - toPresentationAction: A case key path to the presentation action.
  ///   - destination: The child reducer.
  ///   - fileID: The source `#fileID` associated with the operator.
  ///   - filePath: The source `#filePath` associated with the operator.
  ///   - line: The source `#line` associated with the operator.
  ///   - column: The source `#column` associated with the operator.
  /// - Returns: A reducer that presents the child.
  @_disfavoredOverload
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
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
      toPresentationAction: CachedCasePath.of(toPresentationAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Presents the reducer of a `@Reducer` enum, `ifLet(\.$destination, action: \.destination)`.
  ///
  /// - Parameters:
  ///   - toPresentationState: A writable key path to the presentation state.
  ///   - toPresentationAction: A case key path to the presentation action.
  ///   - fileID: The source `#fileID` associated with the operator.
  ///   - filePath: The source `#filePath` associated with the operator.
  ///   - line: The source `#line` associated with the operator.
  ///   - column: The source `#column` associated with the operator.
  /// - Returns: A reducer that presents the enum's cases.
  @_disfavoredOverload
  public func ifLet<DestinationState: CaseReducerState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, DestinationState.StateReducer.CaseBody>
  where DestinationState.StateReducer.Action == DestinationAction {
    _PresentationReducer(
      parent: self,
      child: DestinationState.StateReducer.body,
      toPresentationState: toPresentationState,
      toPresentationAction: CachedCasePath.of(toPresentationAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Presents a child reducer, naming the presentation action's case directly: the overload a
  /// `\.destination` literal resolves to when the action is `@CasePathable`, so that a body
  /// rebuilt for every action finds its case path by the literal's identity.
  ///
  /// - Parameters:
  ///   - toPresentationState: A writable key path to the presentation state.
  ///   - toPresentationAction: A key path to the presentation action's case in the action's case
  ///     paths.
  ///   - destination: The child reducer.
  ///   - fileID: The source `#fileID` associated with the operator.
  ///   - filePath: The source `#filePath` associated with the operator.
  ///   - line: The source `#line` associated with the operator.
  ///   - column: The source `#column` associated with the operator.
  /// - Returns: A reducer that presents the child.
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: KeyPath<
      Action.AllCasePaths, AnyCasePath<Action, PresentationAction<DestinationAction>>
    >,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, Destination>
  where
    Action: CasePathable, DestinationState == Destination.State,
    DestinationAction == Destination.Action
  {
    _PresentationReducer(
      parent: self,
      child: destination(),
      toPresentationState: toPresentationState,
      toPresentationAction: CachedCasePath.of(toPresentationAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Presents the reducer of a `@Reducer` enum, naming the presentation action's case directly;
  /// see the overload above.
  ///
  /// - Parameters:
  ///   - toPresentationState: A writable key path to the presentation state.
  ///   - toPresentationAction: A key path to the presentation action's case in the action's case
  ///     paths.
  ///   - fileID: The source `#fileID` associated with the operator.
  ///   - filePath: The source `#filePath` associated with the operator.
  ///   - line: The source `#line` associated with the operator.
  ///   - column: The source `#column` associated with the operator.
  /// - Returns: A reducer that presents the enum's cases.
  public func ifLet<DestinationState: CaseReducerState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: KeyPath<
      Action.AllCasePaths, AnyCasePath<Action, PresentationAction<DestinationAction>>
    >,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, DestinationState.StateReducer.CaseBody>
  where Action: CasePathable, DestinationState.StateReducer.Action == DestinationAction {
    _PresentationReducer(
      parent: self,
      child: DestinationState.StateReducer.body,
      toPresentationState: toPresentationState,
      toPresentationAction: CachedCasePath.of(toPresentationAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Presents an alert or a confirmation dialog, which needs no reducer of its own:
  /// `ifLet(\.$alert, action: \.alert)`.
  ///
  /// Any action of the alert (a button was tapped) and a dismissal both clear the state, after
  /// the parent has seen the action.
  ///
  /// - Parameters:
  ///   - toPresentationState: A writable key path to the presentation state.
  ///   - toPresentationAction: A case key path to the presentation action.
  ///   - fileID: The source `#fileID` associated with the operator.
  ///   - filePath: The source `#filePath` associated with the operator.
  ///   - line: The source `#line` associated with the operator.
  ///   - column: The source `#column` associated with the operator.
  /// - Returns: A reducer that clears the alert or dialog when it is used.
  @_disfavoredOverload
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>>
  where DestinationState.Action == DestinationAction {
    _PresentationReducer(
      parent: self,
      child: EmptyReducer(),
      toPresentationState: toPresentationState,
      toPresentationAction: CachedCasePath.of(toPresentationAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Presents an alert or a confirmation dialog, naming the presentation action's case
  /// directly; see the overload above.
  ///
  /// - Parameters:
  ///   - toPresentationState: A writable key path to the presentation state.
  ///   - toPresentationAction: A key path to the presentation action's case in the action's case
  ///     paths.
  ///   - fileID: The source `#fileID` associated with the operator.
  ///   - filePath: The source `#filePath` associated with the operator.
  ///   - line: The source `#line` associated with the operator.
  ///   - column: The source `#column` associated with the operator.
  /// - Returns: A reducer that clears the alert or dialog when it is used.
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: KeyPath<
      Action.AllCasePaths, AnyCasePath<Action, PresentationAction<DestinationAction>>
    >,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>>
  where Action: CasePathable, DestinationState.Action == DestinationAction {
    _PresentationReducer(
      parent: self,
      child: EmptyReducer(),
      toPresentationState: toPresentationState,
      toPresentationAction: CachedCasePath.of(toPresentationAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer built by ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)``.
public struct _PresentationReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let child: Child
  @usableFromInline
  let toPresentationState: WritableKeyPath<Parent.State, PresentationState<Child.State>>
  @usableFromInline
  let toPresentationAction: CachedCasePath<Parent.Action, PresentationAction<Child.Action>>
  @usableFromInline let location: SourceLocation
  /// The presentation as a tracked property of `@ObservableState`, changed in place: resolved
  /// when a store keeps the reducer.
  @usableFromInline let inPlace: _$InPlaceProperty<Parent.State, PresentationState<Child.State>>?

  @usableFromInline
  init(
    parent: Parent,
    child: Child,
    toPresentationState: WritableKeyPath<Parent.State, PresentationState<Child.State>>,
    toPresentationAction: CachedCasePath<Parent.Action, PresentationAction<Child.Action>>,
    location: SourceLocation,
    inPlace: _$InPlaceProperty<Parent.State, PresentationState<Child.State>>? = nil
  ) {
    self.parent = parent
    self.child = child
    self.toPresentationState = toPresentationState
    self.toPresentationAction = toPresentationAction
    self.location = location
    self.inPlace = inPlace
  }

  /// Runs the reducer for an action.
  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action)
    -> Effect<Parent.Action>
  {
    guard toPresentationAction.extract(from: action) == nil else {
      return reducePresentationAction(into: &state, action: action)
    }
    return runParent(
      parent, into: &state, action: action,
      watching: { inPlace.value(in: &$0, else: toPresentationState) },
      child: \.wrappedValue,
      cancellation: {
        childCancellation(of: $0, at: toPresentationState, after: $1.wrappedValue)
      }
    )
  }

  /// The presented child's state in `state`, read in place when the presentation is a tracked
  /// property (see `_IfLetReducer.childState(in:)`).
  @usableFromInline
  func presented(in state: inout Parent.State) -> Child.State? {
    inPlace.read(in: &state, else: toPresentationState) { $0.wrappedValue }
  }

  /// Runs a presentation action (the child's, or a dismissal), then the parent.
  @usableFromInline
  func reducePresentationAction(into state: inout Parent.State, action: Parent.Action)
    -> Effect<Parent.Action>
  {
    let presentationAction = toPresentationAction.extract(from: action)
    let before = presented(in: &state).map { ChildSnapshot($0, at: toPresentationState) }
    var childEffects = Effect<Parent.Action>.none
    switch presentationAction {
    case .presented(let childAction):
      guard let before else {
        location.reportGoneChild(
          operator: "ifLet", child: "destination", gone: "dismissed", action: action,
          otherwise: Message.presentationActionWithoutState(
            fileID: location.fileID, line: location.line, action: action))
        return parent.reduce(into: &state, action: action)
      }
      childEffects = reduceChild(into: &state, action: childAction, before: before)
    case .dismiss:
      if before == nil {
        location.report(
          Message.presentationActionWithoutState(
            fileID: location.fileID, line: location.line, action: action
          )
        )
      }
    case nil:
      break
    }
    // Dismissal clears the state after the parent saw it; so does any action of an alert or a
    // dialog, which go away once a button is tapped. Only presentation actions pay for the check.
    let clears: Bool
    switch presentationAction {
    case .dismiss: clears = true
    case .presented: clears = isEphemeral(presented(in: &state))
    case nil: clears = false
    }
    let parentEffects = parent.reduce(into: &state, action: action)
    guard let before else {
      return childEffects.merge(with: parentEffects)
    }
    var cancellation: Effect<Parent.Action>? = before.cancellation(after: presented(in: &state))
    if clears, cancellation == nil {
      // The parent left the same child presented: the dismissal (or the alert's button) clears it.
      inPlace.modify(&state, else: toPresentationState) { $0.wrappedValue = nil }
      cancellation = before.cancellation(after: Child.State?.none)
    }
    guard let cancellation else {
      return childEffects.merge(with: parentEffects)
    }
    return .merge(childEffects, parentEffects, cancellation)
  }

  private func reduceChild(
    into state: inout Parent.State, action: Child.Action, before: ChildSnapshot
  ) -> Effect<Parent.Action> {
    let toPresentationAction = toPresentationAction
    // A nested function: only called, never stored, so its captures stay off the heap.
    func reduce(_ presented: inout Child.State) -> Effect<Parent.Action> {
      child.reducePresented(
        into: &presented,
        action: action,
        id: { before.navigationID(of: $0) },
        dismiss: toPresentationAction.embed(.dismiss),
        embed: { toPresentationAction.embed(.presented($0)) }
      )
    }
    return inPlace.modify(&state, else: toPresentationState) { reduce(&$0.wrappedValue!) }
  }
}

/// Whether presented state goes away by itself after its first action: an alert or a dialog,
/// directly or as the current case of a destination enum.
func isEphemeral(_ state: Any?) -> Bool {
  guard let state else { return false }
  if state is any _EphemeralState { return true }
  let mirror = Mirror(reflecting: state)
  guard mirror.displayStyle == .enum, let child = mirror.children.first else { return false }
  return child.value is any _EphemeralState
}

extension Reducer {
  /// Runs this reducer as a presented child (a destination, or an element of a stack): its
  /// `@Dependency(\.dismiss)` sends `dismiss`, and its effects are embedded with `embed` and run
  /// under the navigation `id`, so that they end when the child goes away.
  func reducePresented<ParentAction>(
    into state: inout State,
    action: Action,
    id: (State) -> NavigationID,
    dismiss: ParentAction,
    embed: @escaping @Sendable (Action) -> ParentAction
  ) -> Effect<ParentAction> {
    let effects = withDependencies {
      $0.dismiss = .presented
    } operation: {
      reduce(into: &state, action: action)
    }
    if effects.isNone { return .none }
    return Effect(
      operation: .navigation(
        id: id(state).erased,
        Effect(operation: .presentation(dismiss: dismiss, effects.map(embed)))
      )
    )
  }
}

extension _PresentationReducer: _NavigationOperator {
  /// This operator's watch over its child, kept by a store; see
  /// ``_NavigationOperator/_childWatch()``.
  @inlinable
  public func _childWatch() -> _ChildWatch<Parent.State, Parent.Action> {
    singleChildWatch(at: toPresentationState, inPlace: inPlace) {
      (presentation: PresentationState<Child.State>) in presentation.wrappedValue
    }
  }

  /// This operator, kept in the chain of the navigation operators it was applied to.
  @inlinable
  public func _keptChain() -> _NavigationChain<Parent.State, Parent.Action> {
    _NavigationChain.keeping(
      parent, toChildAction: toPresentationAction, navigationPath: toPresentationState
    ) { keptParent in
      _PresentationReducer<
        Reduce<Parent.State, Parent.Action>, Reduce<Child.State, Child.Action>
      >(
        parent: Reduce(keptParent), child: Reduce(child._keepingBodies()),
        toPresentationState: toPresentationState, toPresentationAction: toPresentationAction,
        location: location, inPlace: inPlace ?? inPlaceProperty(toPresentationState)
      )
    }
  }
}
