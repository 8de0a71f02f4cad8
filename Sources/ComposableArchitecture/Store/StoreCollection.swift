extension Store {
  /// Scopes the store to an identified collection of child features, one store per element.
  ///
  /// ```swift
  /// for rowStore in store.scope(state: \.rows, action: \.rows) {
  ///   RowView(store: rowStore)
  /// }
  /// ```
  ///
  /// Element stores are created when first accessed and cached by id, so scoping again (after a
  /// change) returns the same stores. Reading the collection is observed: it notifies when
  /// elements are added, removed or reordered, not when one changes in place.
  ///
  /// - Parameters:
  ///   - state: A key path from this store's state to the identified array.
  ///   - action: A case key path from this store's action to the element actions.
  /// - Returns: A collection of element stores, in the order of the array.
  @_disfavoredOverload
  public func scope<ElementID: Hashable & Sendable, ElementState, ElementAction>(
    state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>
  ) -> _StoreCollection<ElementID, ElementState, ElementAction> {
    scope(id: ScopeID(state: state, action: action), state: state) {
      AnyCasePath.cached(action)
    }
  }

  /// Scopes the store to an identified collection of child features, naming the element
  /// action's case directly. This is the overload a `\.case` literal resolves to when the action
  /// is `@CasePathable`.
  ///
  /// - Parameters:
  ///   - state: A key path from this store's state to the identified array.
  ///   - action: A key path to the element action's case in this store's action case paths.
  /// - Returns: A collection of element stores, in the order of the array.
  public func scope<ElementID: Hashable & Sendable, ElementState, ElementAction>(
    state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: KeyPath<
      Action.AllCasePaths, AnyCasePath<Action, IdentifiedAction<ElementID, ElementAction>>
    >
  ) -> _StoreCollection<ElementID, ElementState, ElementAction> where Action: CasePathable {
    scope(id: ScopeID(state: state, action: action), state: state) {
      Action.allCasePaths[keyPath: action]
    }
  }

  private func scope<ElementID: Hashable & Sendable, ElementState, ElementAction>(
    id: ScopeID,
    state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: () -> AnyCasePath<Action, IdentifiedAction<ElementID, ElementAction>>
  ) -> _StoreCollection<ElementID, ElementState, ElementAction> {
    let cache: ElementStores<ElementID, ElementState, ElementAction>
    if let cached = children[id] as? ElementStores<ElementID, ElementState, ElementAction> {
      cache = cached
    } else {
      let embed = action().embed
      cache = ElementStores(
        makeStore: { [core] elementID, initialState in
          @MainActor func scoped(
            _ base: some Core<State, Action>
          ) -> Store<ElementState, ElementAction> {
            Store<ElementState, ElementAction>(
              core: ElementCore(
                base: base, initialState: initialState, toElements: state, id: elementID,
                fromAction: { embed(.element(id: elementID, action: $0)) }
              )
            )
          }
          return scoped(core)
        }
      )
      children[id] = cache
    }
    let elements = self.state[keyPath: state]
    cache.prune(keeping: elements)
    return _StoreCollection(elements: elements, stores: cache)
  }
}

/// The element stores of a scoped collection, by id; see
/// ``Store/scope(state:action:)-(KeyPath<State,IdentifiedArray<ElementID,ElementState>>,_)``.
///
/// A random-access collection of `Store<ElementState, ElementAction>`, in the order of the
/// elements when it was scoped.
@MainActor
public struct _StoreCollection<ID: Hashable & Sendable, State, Action>:
  @MainActor RandomAccessCollection
{
  let elements: IdentifiedArray<ID, State>
  let stores: ElementStores<ID, State, Action>

  /// The first position.
  public var startIndex: Int { 0 }
  /// The position after the last element.
  public var endIndex: Int { elements.count }

  /// The store of the element at `position`.
  ///
  /// - Parameter position: A position in the collection.
  public subscript(position: Int) -> Store<State, Action> {
    stores.store(id: elements.ids[position], initialState: elements[position])
  }
}

/// The cache of a collection's element stores.
@MainActor
final class ElementStores<ID: Hashable & Sendable, State, Action> {
  private var stores: [ID: Store<State, Action>] = [:]
  private let makeStore: @MainActor (ID, State) -> Store<State, Action>

  init(makeStore: @escaping @MainActor (ID, State) -> Store<State, Action>) {
    self.makeStore = makeStore
  }

  func store(id: ID, initialState: @autoclosure () -> State) -> Store<State, Action> {
    if let store = stores[id] { return store }
    let store = makeStore(id, initialState())
    stores[id] = store
    return store
  }

  /// Forgets the stores of removed elements; O(1) unless some were removed.
  func prune(keeping elements: IdentifiedArray<ID, State>) {
    guard stores.count > elements.count else { return }
    stores = stores.filter { elements.ids.contains($0.key) }
  }
}

/// A store's core for one element of an identified collection: it keeps the element's state as
/// last read, so that a store still held after the element was removed (by a view animating it
/// out) reads what it last showed. Unlike optional scopes it does not listen for every batch:
/// a collection can have thousands of element stores.
@MainActor
final class ElementCore<Base: Core, ID: Hashable, State, Action>: Core {
  let base: Base
  let toElements: KeyPath<Base.State, IdentifiedArray<ID, State>>
  let id: ID
  let fromAction: (Action) -> Base.Action
  private var lastState: State

  init(
    base: Base,
    initialState: State,
    toElements: KeyPath<Base.State, IdentifiedArray<ID, State>>,
    id: ID,
    fromAction: @escaping (Action) -> Base.Action
  ) {
    self.base = base
    self.lastState = initialState
    self.toElements = toElements
    self.id = id
    self.fromAction = fromAction
  }

  var state: State {
    if let state = base.state[keyPath: toElements][id: id] {
      lastState = state
    }
    return lastState
  }

  func send(_ action: Action) -> TaskList? {
    base.send(fromAction(action))
  }

  func addListener(_ listener: @escaping @MainActor () -> Void) -> ListenerToken {
    base.addListener(listener)
  }

  func removeListener(_ token: ListenerToken) {
    base.removeListener(token)
  }

  var registry: CancellationRegistry {
    base.registry
  }

  var rootObservation: RootObservation {
    base.rootObservation
  }

  // An element replaced by another with the same id changes no observed property.
  var needsReplacementCheck: Bool { true }
}
