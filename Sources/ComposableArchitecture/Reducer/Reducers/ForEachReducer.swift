import OrderedCollections

extension Reducer {
  /// Runs an element reducer on each element of an identified collection of child states.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .forEach(\.rows, action: \.rows) {
  ///     Row()
  ///   }
  /// ```
  ///
  /// An element action runs the element reducer on the element with that id, before the parent.
  /// When an element is removed, every effect it started is cancelled. An action for an id that is
  /// not in the collection is reported as an issue and ignored.
  ///
  /// - Parameters:
  ///   - toElementsState: A writable key path from parent state to the identified array.
  ///   - toElementAction: A case key path from parent action to ``IdentifiedAction``.
  ///   - element: The element reducer.
  ///   - fileID: The source `#fileID` associated with the operator.
  ///   - filePath: The source `#filePath` associated with the operator.
  ///   - line: The source `#line` associated with the operator.
  ///   - column: The source `#column` associated with the operator.
  /// - Returns: A reducer that combines the element reducer with this one.
  @_disfavoredOverload
  @inlinable
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
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
      toElementAction: CachedCasePath.of(toElementAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs an element reducer on each element of an identified collection, naming the element
  /// action's case directly: `.forEach(\.rows, action: \.rows) { Row() }`.
  ///
  /// This is the overload a `\.case` literal resolves to when the action is `@CasePathable`; it
  /// reads the case from the enum's `allCasePaths`, which is cheaper than building a case key
  /// path each time the `body` is evaluated.
  ///
  /// - Parameters:
  ///   - toElementsState: A writable key path from parent state to the identified array.
  ///   - toElementAction: A key path to the element action's case in the action's case paths.
  ///   - element: The element reducer.
  ///   - fileID: The source `#fileID` associated with the operator.
  ///   - filePath: The source `#filePath` associated with the operator.
  ///   - line: The source `#line` associated with the operator.
  ///   - column: The source `#column` associated with the operator.
  /// - Returns: A reducer that combines the element reducer with this one.
  @inlinable
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: KeyPath<
      Action.AllCasePaths, AnyCasePath<Action, IdentifiedAction<ID, ElementAction>>
    >,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element>
  where Action: CasePathable, ElementState == Element.State, ElementAction == Element.Action {
    _ForEachReducer(
      parent: self,
      element: element(),
      toElementsState: toElementsState,
      toElementAction: CachedCasePath.of(toElementAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer built by ``Reducer/forEach(_:action:element:fileID:filePath:line:column:)``.
public struct _ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let element: Element
  @usableFromInline let toElementsState:
    WritableKeyPath<
      Parent.State, IdentifiedArray<ID, Element.State>
    >
  @usableFromInline let toElementAction:
    CachedCasePath<
      Parent.Action, IdentifiedAction<ID, Element.Action>
    >
  @usableFromInline let location: SourceLocation
  /// The collection as a tracked property of `@ObservableState`, changed in place: resolved when
  /// a store keeps the reducer.
  @usableFromInline let inPlace:
    _$InPlaceProperty<Parent.State, IdentifiedArray<ID, Element.State>>?

  @usableFromInline
  init(
    parent: Parent,
    element: Element,
    toElementsState: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>,
    toElementAction: CachedCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>,
    location: SourceLocation,
    inPlace: _$InPlaceProperty<Parent.State, IdentifiedArray<ID, Element.State>>? = nil
  ) {
    self.parent = parent
    self.element = element
    self.toElementsState = toElementsState
    self.toElementAction = toElementAction
    self.location = location
    self.inPlace = inPlace
  }

  /// Runs the reducer for an action.
  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action)
    -> Effect<Parent.Action>
  {
    let elementEffects = reduceElement(into: &state, action: action)
    // With no child work in flight, a removed row has nothing to cancel; the row this action
    // was for may have effects that are about to start.
    if elementEffects.isNone, !ObservationBatch.childWorkMayBeInFlight() {
      return parent.reduce(into: &state, action: action)
    }
    // Read through the property's storage where it is tracked: the watch is the library's own
    // bookkeeping, not a read an observer should see, and the tracked getter costs more.
    let idsBefore = inPlace.read(in: &state, else: toElementsState) { $0.ids }
    let parentEffects = parent.reduce(into: &state, action: action)
    let idsAfter = inPlace.read(in: &state, else: toElementsState) { $0.ids }
    // Comparing storage identity first keeps the common case (the parent did not touch the
    // collection) O(1), whatever the number of rows.
    guard
      !isIdentical(idsBefore, idsAfter),
      let cancellation: Effect<Parent.Action> = removedElementsCancellation(
        at: toElementsState, idsBefore: idsBefore, idsAfter: idsAfter)
    else {
      return elementEffects.merge(with: parentEffects)
    }
    return .merge(elementEffects, parentEffects, cancellation)
  }

  @inlinable
  func reduceElement(into state: inout Parent.State, action: Parent.Action)
    -> Effect<Parent.Action>
  {
    guard case .element(let id, let elementAction) = toElementAction.extract(from: action)
    else { return .none }
    let effects = withElements(of: &state) { elements -> Effect<Element.Action>? in
      guard elements[id: id] != nil else { return nil }
      return element.reduce(into: &elements[id: id]!, action: elementAction)
    }
    guard let effects else {
      location.reportMissingElement(action: action)
      return .none
    }
    if effects.isNone { return .none }
    return navigationEffect(id: id, effects)
  }

  /// Changes the collection: in place when it is a tracked property of `@ObservableState`.
  @inlinable
  func withElements<Result>(
    of state: inout Parent.State, _ body: (inout IdentifiedArray<ID, Element.State>) -> Result
  ) -> Result {
    inPlace.modify(&state, else: toElementsState, body)
  }

  @usableFromInline
  func navigationEffect(id: ID, _ effects: Effect<Element.Action>) -> Effect<Parent.Action> {
    let toElementAction = toElementAction
    return Effect(
      operation: .navigation(
        id: NavigationID(path: toElementsState, identity: id).erased,
        effects.map { toElementAction.embed(.element(id: id, action: $0)) }
      )
    )
  }
}

extension _ForEachReducer: _NavigationOperator {
  /// This operator's watch over its elements, kept by a store; see
  /// ``_NavigationOperator/_childWatch()``.
  @inlinable
  public func _childWatch() -> _ChildWatch<Parent.State, Parent.Action> {
    elementsWatch(at: toElementsState, inPlace: inPlace) { $0.ids }
  }

  /// This operator, kept in the chain of the navigation operators it was applied to.
  @inlinable
  public func _keptChain() -> _NavigationChain<Parent.State, Parent.Action> {
    _NavigationChain.keeping(
      parent, toChildAction: toElementAction, navigationPath: toElementsState
    ) { keptParent in
      _ForEachReducer<
        Reduce<Parent.State, Parent.Action>, ID, Reduce<Element.State, Element.Action>
      >(
        parent: Reduce(keptParent), element: Reduce(element._keepingBodies()),
        toElementsState: toElementsState, toElementAction: toElementAction, location: location,
        inPlace: inPlace ?? inPlaceProperty(toElementsState)
      )
    }
  }
}
