import OrderedCollections

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
      CachedCasePath.of(action).casePath
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
      @MainActor func makeCache(
        _ base: some Core<State, Action>
      ) -> ElementStores<ElementID, ElementState, ElementAction> {
        // Element stores read their element without depending on the collection's structure.
        let toElements = untrackedKeyPath(state)
        let watch = ElementReplacementWatch(base: base, toElements: toElements)
        return ElementStores { elementID, initialState in
          Store<ElementState, ElementAction>(
            core: ElementCore(
              base: base, initialState: initialState, toElements: toElements, id: elementID,
              watch: watch, fromAction: { embed(.element(id: elementID, action: $0)) }
            )
          )
        }
      }
      cache = makeCache(core)
      children[id] = cache
    }
    let elements = self.state[keyPath: state]
    cache.align(to: elements)
    return _StoreCollection(elements: elements, stores: cache, generation: cache.generation)
  }
}

/// The element stores of a scoped collection, by id; see
/// ``Store/scope(state:action:)-(KeyPath<State,IdentifiedArray<ElementID,ElementState>>,_)``.
///
/// A random-access collection of `Store<ElementState, ElementAction>`, in the order of the
/// elements when it was scoped. It is a value: a copy held while rows are added, removed or moved
/// keeps the positions it was scoped with, each giving the store of the row that was there.
@MainActor
public struct _StoreCollection<ID: Hashable & Sendable, State, Action>:
  @MainActor RandomAccessCollection
{
  @usableFromInline let elements: IdentifiedArray<ID, State>
  @usableFromInline let stores: ElementStores<ID, State, Action>
  /// The cache's alignment when this value was scoped: while it is current, positions index the
  /// cache directly.
  @usableFromInline let generation: Int

  init(
    elements: IdentifiedArray<ID, State>, stores: ElementStores<ID, State, Action>,
    generation: Int
  ) {
    self.elements = elements
    self.stores = stores
    self.generation = generation
  }

  /// The first position.
  @inlinable
  public var startIndex: Int { 0 }
  /// The position after the last element.
  @inlinable
  public var endIndex: Int { elements.count }

  /// The elements' ids, in order, read from the state without creating their stores: what a
  /// lazy list needs to know its rows.
  package var elementIDs: [ID] { Array(elements.ids) }

  /// The store of the element at `position`.
  ///
  /// - Parameter position: A position in the collection.
  // Inlinable so that iterating thousands of rows is specialized in the caller, not resolved
  // through generic metadata for each element.
  @inlinable
  public subscript(position: Int) -> Store<State, Action> {
    if generation == stores.generation {
      return stores.store(at: position, in: elements)
    }
    return stores.store(id: elements.ids[position], in: elements)
  }
}

/// The cache of a collection's element stores.
@MainActor
@usableFromInline
final class ElementStores<ID: Hashable & Sendable, State, Action> {
  @usableFromInline var stores: [ID: Store<State, Action>] = [:]
  @usableFromInline let makeStore: @MainActor (ID, State) -> Store<State, Action>

  init(makeStore: @escaping @MainActor (ID, State) -> Store<State, Action>) {
    self.makeStore = makeStore
  }

  // The stores by position, for the ids they were aligned to: while the ids do not change (an
  // element changed in place), re-scoping finds each store by index instead of by hashing.
  // `generation` counts re-alignments, so that a collection value scoped before one knows its
  // positions no longer match `aligned`.
  private var alignedIDs: OrderedSet<ID> = []
  @usableFromInline var aligned: [Store<State, Action>?] = []
  @usableFromInline private(set) var generation = 0

  /// The store of the element at `position`, created on first access.
  @inlinable
  func store(at position: Int, in elements: IdentifiedArray<ID, State>) -> Store<State, Action> {
    if let store = aligned[position] { return store }
    return makeStore(at: position, in: elements)
  }

  @usableFromInline
  func makeStore(at position: Int, in elements: IdentifiedArray<ID, State>) -> Store<State, Action>
  {
    let id = elements.ids[position]
    let store = stores[id] ?? makeStore(id, elements[position])
    stores[id] = store
    aligned[position] = store
    return store
  }

  /// The store of the element with `id`, for a collection value scoped before the last
  /// re-alignment: the cached store if the element is still there, otherwise a store that reads
  /// the element's state as it was in `elements` (not cached: its row is gone).
  @usableFromInline
  func store(id: ID, in elements: IdentifiedArray<ID, State>) -> Store<State, Action> {
    if let store = stores[id] { return store }
    let store = makeStore(id, elements[id: id]!)
    if alignedIDs.contains(id) {
      stores[id] = store
    }
    return store
  }

  /// Prepares for a collection of `elements`: O(1) when its ids are those of the last one;
  /// otherwise re-aligns, and forgets the stores of removed elements.
  func align(to elements: IdentifiedArray<ID, State>) {
    let ids = elements.ids
    // Equal storage compares in O(1): the common case after an element changed in place.
    guard ids != alignedIDs else { return }
    alignedIDs = ids
    generation &+= 1
    aligned = Array(repeating: nil, count: ids.count)
    // Only some elements have stores (a lazy list makes those of the rows it shows), so which
    // were removed cannot be told from the counts.
    let removed = stores.keys.filter { !ids.contains($0) }
    for id in removed {
      stores[id] = nil
    }
  }
}

/// A store's core for one element of an identified collection: it keeps the element's state as
/// last read, so that a store still held after the element was removed (by a view animating it
/// out) reads what it last showed. Unlike optional scopes it does not listen for every batch:
/// a collection can have thousands of element stores, which share one watch for replaced
/// elements (`ElementReplacementWatch`).
@MainActor
final class ElementCore<Base: Core, ID: Hashable, State, Action>: ChildCore {
  let base: Base
  let toElements: KeyPath<Base.State, IdentifiedArray<ID, State>>
  let id: ID
  let fromAction: (Action) -> Base.Action
  private let watch: ElementReplacementWatch<Base, ID, State>
  private var lastState: State

  init(
    base: Base,
    initialState: State,
    toElements: KeyPath<Base.State, IdentifiedArray<ID, State>>,
    id: ID,
    watch: ElementReplacementWatch<Base, ID, State>,
    fromAction: @escaping (Action) -> Base.Action
  ) {
    self.base = base
    self.lastState = initialState
    self.toElements = toElements
    self.id = id
    self.watch = watch
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

  // An element replaced by another with the same id changes no observed property.
  var needsReplacementCheck: Bool { true }

  func watchReplacement(_ signal: ObservableSignal) -> @MainActor @Sendable () -> Void {
    watch.watch(id: id, state: state, signal: signal)
  }
}
