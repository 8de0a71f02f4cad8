import OrderedCollections

extension Reducer {
  /// Runs an element reducer on each feature of a navigation stack, and manages their lifetimes.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .forEach(\.path, action: \.path) {
  ///     Path()
  ///   }
  /// ```
  ///
  /// - `.element(id:action:)` runs the element reducer on that element, then the parent.
  /// - `.popFrom(id:)` runs the parent, then pops the element and every element above it.
  /// - `.push(id:state:)` pushes the state, then runs the parent.
  /// - Whenever an element leaves the stack, its effects are cancelled.
  /// - Inside an element, `@Dependency(\.dismiss)` pops it, and `@Dependency(\.isPresented)` is
  ///   `true`.
  ///
  /// An action for an element that is not in the stack is reported as an issue and ignored.
  ///
  /// - Parameters:
  ///   - toStackState: A writable key path to the stack state.
  ///   - toStackAction: A case key path to the stack action.
  ///   - destination: The element reducer.
  ///   - fileID: The source `#fileID` associated with the operator.
  ///   - filePath: The source `#filePath` associated with the operator.
  ///   - line: The source `#line` associated with the operator.
  ///   - column: The source `#column` associated with the operator.
  /// - Returns: A reducer that runs the stack.
  @_disfavoredOverload
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
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
      toStackAction: CachedCasePath.of(toStackAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs the reducer of a `@Reducer` enum on each feature of a navigation stack,
  /// `forEach(\.path, action: \.path)`.
  ///
  /// - Parameters:
  ///   - toStackState: A writable key path to the stack state.
  ///   - toStackAction: A case key path to the stack action.
  ///   - fileID: The source `#fileID` associated with the operator.
  ///   - filePath: The source `#filePath` associated with the operator.
  ///   - line: The source `#line` associated with the operator.
  ///   - column: The source `#column` associated with the operator.
  /// - Returns: A reducer that runs the stack.
  @_disfavoredOverload
  public func forEach<DestinationState: CaseReducerState, DestinationAction>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, DestinationState.StateReducer.CaseBody>
  where DestinationState.StateReducer.Action == DestinationAction {
    _StackReducer(
      parent: self,
      element: DestinationState.StateReducer.body,
      toStackState: toStackState,
      toStackAction: CachedCasePath.of(toStackAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs an element reducer on each feature of a navigation stack, naming the stack action's
  /// case directly: the overload a `\.path` literal resolves to when the action is
  /// `@CasePathable`, whose extraction is a direct case test.
  ///
  /// - Parameters:
  ///   - toStackState: A writable key path to the stack state.
  ///   - toStackAction: A key path to the stack action's case in the action's case paths.
  ///   - destination: The element reducer.
  ///   - fileID: The source `#fileID` associated with the operator.
  ///   - filePath: The source `#filePath` associated with the operator.
  ///   - line: The source `#line` associated with the operator.
  ///   - column: The source `#column` associated with the operator.
  /// - Returns: A reducer that runs the stack.
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: KeyPath<
      Action.AllCasePaths, AnyCasePath<Action, StackAction<DestinationState, DestinationAction>>
    >,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, Destination>
  where
    Action: CasePathable, DestinationState == Destination.State,
    DestinationAction == Destination.Action
  {
    _StackReducer(
      parent: self,
      element: destination(),
      toStackState: toStackState,
      toStackAction: CachedCasePath.of(toStackAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs the reducer of a `@Reducer` enum on each feature of a navigation stack, naming the
  /// stack action's case directly; see the overload above.
  ///
  /// - Parameters:
  ///   - toStackState: A writable key path to the stack state.
  ///   - toStackAction: A key path to the stack action's case in the action's case paths.
  ///   - fileID: The source `#fileID` associated with the operator.
  ///   - filePath: The source `#filePath` associated with the operator.
  ///   - line: The source `#line` associated with the operator.
  ///   - column: The source `#column` associated with the operator.
  /// - Returns: A reducer that runs the stack.
  public func forEach<DestinationState: CaseReducerState, DestinationAction>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: KeyPath<
      Action.AllCasePaths, AnyCasePath<Action, StackAction<DestinationState, DestinationAction>>
    >,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, DestinationState.StateReducer.CaseBody>
  where Action: CasePathable, DestinationState.StateReducer.Action == DestinationAction {
    _StackReducer(
      parent: self,
      element: DestinationState.StateReducer.body,
      toStackState: toStackState,
      toStackAction: CachedCasePath.of(toStackAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer built by ``Reducer/forEach(_:action:destination:fileID:filePath:line:column:)``.
public struct _StackReducer<Parent: Reducer, Element: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let element: Element
  @usableFromInline let toStackState: WritableKeyPath<Parent.State, StackState<Element.State>>
  @usableFromInline
  let toStackAction: CachedCasePath<Parent.Action, StackAction<Element.State, Element.Action>>
  @usableFromInline let location: SourceLocation
  /// The stack as a tracked property of `@ObservableState`, changed in place: resolved
  /// when a store keeps the reducer.
  @usableFromInline let inPlace: _$InPlaceProperty<Parent.State, StackState<Element.State>>?

  @usableFromInline
  init(
    parent: Parent,
    element: Element,
    toStackState: WritableKeyPath<Parent.State, StackState<Element.State>>,
    toStackAction: CachedCasePath<Parent.Action, StackAction<Element.State, Element.Action>>,
    location: SourceLocation,
    inPlace: _$InPlaceProperty<Parent.State, StackState<Element.State>>? = nil
  ) {
    self.parent = parent
    self.element = element
    self.toStackState = toStackState
    self.toStackAction = toStackAction
    self.location = location
    self.inPlace = inPlace
  }

  /// Runs the reducer for an action.
  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action)
    -> Effect<Parent.Action>
  {
    guard toStackAction.extract(from: action) == nil else {
      return reduceStackAction(into: &state, action: action)
    }
    return runParent(
      parent, into: &state, action: action,
      // The ids alone: the elements' own changes cancel nothing, and reading only the ids
      // retains only their storage.
      watching: { inPlace.read(in: &$0, else: toStackState) { $0.ids } },
      child: { $0 },
      cancellation: {
        removedElementsCancellation(at: toStackState, idsBefore: $0, idsAfter: $1)
      }
    )
  }

  /// Runs a stack action (an element's, a push, a pop), then the parent.
  @usableFromInline
  func reduceStackAction(into state: inout Parent.State, action: Parent.Action)
    -> Effect<Parent.Action>
  {
    let stackAction = toStackAction.extract(from: action)
    // Read in place: through the tracked property's getter, the read would register with
    // Observation (see `_IfLetReducer.childState(in:)`).
    let idsBefore = inPlace.read(in: &state, else: toStackState) { $0.ids }
    var elementEffects = Effect<Parent.Action>.none
    switch stackAction {
    case .element(let id, let elementAction):
      guard inPlace.read(in: &state, else: toStackState, { $0[id: id] != nil }) else {
        reportMissing(action: action, id: id)
        return parent.reduce(into: &state, action: action)
      }
      elementEffects = reduceElement(into: &state, id: id, action: elementAction)
    case .push(let id, let element):
      guard !idsBefore.contains(id) else {
        location.report(
          Message.pushOfExistingElement(fileID: location.fileID, line: location.line, id: id)
        )
        return parent.reduce(into: &state, action: action)
      }
      inPlace.modify(&state, else: toStackState) { $0.append(element, id: id) }
    case .popFrom(let id):
      if !idsBefore.contains(id) {
        reportMissing(action: action, id: id)
      }
    case nil:
      break
    }
    let parentEffects = parent.reduce(into: &state, action: action)
    if case .popFrom(let id) = stackAction {
      inPlace.modify(&state, else: toStackState) { $0.pop(from: id) }
    }
    // The ids alone: holding the stack itself while a reducer changes it would make every
    // change to an element copy the stack.
    guard
      let cancellations: Effect<Parent.Action> = removedElementsCancellation(
        at: toStackState, idsBefore: idsBefore,
        idsAfter: inPlace.read(in: &state, else: toStackState) { $0.ids })
    else {
      return elementEffects.merge(with: parentEffects)
    }
    return .merge(elementEffects, parentEffects, cancellations)
  }

  private func navigationID(_ id: StackElementID) -> NavigationID {
    NavigationID(path: toStackState, identity: id)
  }

  private func reportMissing(action: Parent.Action, id: StackElementID) {
    location.reportGoneChild(
      operator: "forEach", child: "screen", gone: "popped", action: action,
      otherwise: Message.stackActionForMissingElement(
        fileID: location.fileID, line: location.line, action: action, id: id))
  }

  private func reduceElement(
    into state: inout Parent.State, id: StackElementID, action: Element.Action
  ) -> Effect<Parent.Action> {
    let toStackAction = toStackAction
    // A nested function: only called, never stored, so its captures stay off the heap.
    func reduce(_ element: inout Element.State) -> Effect<Parent.Action> {
      self.element.reducePresented(
        into: &element,
        action: action,
        id: { _ in navigationID(id) },
        dismiss: toStackAction.embed(.popFrom(id: id)),
        embed: { toStackAction.embed(.element(id: id, action: $0)) }
      )
    }
    return inPlace.modify(&state, else: toStackState) { reduce(&$0[id: id]!) }
  }
}

extension _StackReducer: _NavigationOperator {
  /// This operator's watch over its screens, kept by a store; see
  /// ``_NavigationOperator/_childWatch()``.
  @inlinable
  public func _childWatch() -> _ChildWatch<Parent.State, Parent.Action> {
    elementsWatch(at: toStackState, inPlace: inPlace) { $0.ids }
  }

  /// This operator, kept in the chain of the navigation operators it was applied to.
  @inlinable
  public func _keptChain() -> _NavigationChain<Parent.State, Parent.Action> {
    _NavigationChain.keeping(
      parent, toChildAction: toStackAction, navigationPath: toStackState
    ) { keptParent in
      _StackReducer<
        Reduce<Parent.State, Parent.Action>, Reduce<Element.State, Element.Action>
      >(
        parent: Reduce(keptParent), element: Reduce(element._keepingBodies()),
        toStackState: toStackState, toStackAction: toStackAction, location: location,
        inPlace: inPlace ?? inPlaceProperty(toStackState)
      )
    }
  }
}
