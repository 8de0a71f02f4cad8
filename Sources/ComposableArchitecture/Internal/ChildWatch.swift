import OrderedCollections

/// Runs the parent of a navigation operator (`ifLet`, presentation, `ifCaseLet`, stack) for an
/// action that is not the child's, and returns the effect that ends the child's work if the
/// parent dismissed or replaced it.
///
/// Nothing is watched while the store has no child work in flight: a child that goes away then has
/// nothing to cancel. Otherwise the child's identity matters only if the parent changed the
/// child's state, and state the parent left alone has the same bits: the common case costs a
/// copy and a comparison, and computes no identity.
///
/// - Parameters:
///   - parent: The operator's parent reducer.
///   - state: The parent's state.
///   - action: An action that is not the child's.
///   - watched: Reads the child's state (or the storage holding it): for a tracked property of
///     `@ObservableState`, its storage, without the tracking getter.
///   - child: The child's state in that storage, if present.
///   - cancellation: The effect that ends the work of the child that was there, given what is
///     there now; `nil` when it is the same child.
@inlinable
func runParent<Parent: Reducer, Storage, Child>(
  _ parent: Parent, into state: inout Parent.State, action: Parent.Action,
  watching watched: (inout Parent.State) -> Storage, child: (Storage) -> Child?,
  cancellation: (_ before: Child, _ after: Storage) -> Effect<Parent.Action>?
) -> Effect<Parent.Action> {
  guard ObservationBatch.childWorkMayBeInFlight() else {
    return parent.reduce(into: &state, action: action)
  }
  return runParentWatching(
    { parent.reduce(into: &$0, action: $1) }, into: &state, action: action, watching: watched,
    child: child, cancellation: cancellation)
}

/// Runs `parent` for an action that is not the child's, watching the child: see
/// ``runParent(_:into:action:watching:child:cancellation:)``.
@inlinable @inline(__always)
func runParentWatching<State, Action, Storage, Child>(
  _ parent: (inout State, Action) -> Effect<Action>, into state: inout State, action: Action,
  watching watched: (inout State) -> Storage, child: (Storage) -> Child?,
  cancellation: (_ before: Child, _ after: Storage) -> Effect<Action>?
) -> Effect<Action> {
  let before = watched(&state)
  let parentEffects = parent(&state, action)
  guard let childBefore = child(before) else { return parentEffects }
  let after = watched(&state)
  guard !isIdentical(before, after), let cancellation = cancellation(childBefore, after)
  else { return parentEffects }
  return parentEffects.merge(with: cancellation)
}

/// What a navigation operator kept by a store runs for an action that is not its child's while
/// its child may have work in flight (see ``_NavigationChain``): `parent`, watching the child.
///
/// A closure of its own, made once, holding only what the watch reads: the operator's whole
/// reducer is not copied out for every action, and the action's case is not extracted again nor
/// the store's child work asked about again, as the chain has done both.
///
/// - Parameters:
///   - parent: The operator's parent, kept.
///   - keyPath: The path to the property holding the child.
///   - inPlace: The property's in-place access, when it is a tracked property.
///   - watched: What to keep of the property across the parent's run: the property itself (a
///     copy of what it is given, unchanged: kept as the property's own type, it is compared with
///     the property's bytes where they lie), or a part of it of another type (a collection's
///     ids), compared with the part read again.
///   - child: The child in what was kept, if there is one.
///   - cancellation: The effect that ends the work of the child that was there, given what is
///     there now; `nil` when it is the same child.
@inlinable
func watchingParent<State, Action, Stored, Storage, Child>(
  _ parent: @escaping (inout State, Action) -> Effect<Action>,
  at keyPath: WritableKeyPath<State, Stored>, inPlace: _$InPlaceProperty<State, Stored>?,
  watched: @escaping (borrowing Stored) -> Storage, child: @escaping (Storage) -> Child?,
  cancellation: @escaping (_ before: Child, _ after: Storage) -> Effect<Action>?
) -> (inout State, Action) -> Effect<Action> {
  // Inline in the state (a stored property, the backing of a tracked one, the state itself):
  // read where it lies, without looking the key path up.
  guard let offset = inPlace?.offset ?? MemoryLayout<State>.offset(of: keyPath) else {
    return { state, action in
      runParentWatching(
        parent, into: &state, action: action,
        watching: { inPlace.read(in: &$0, else: keyPath, watched) }, child: child,
        cancellation: cancellation)
    }
  }
  func read<Result>(_ state: inout State, _ body: (inout Stored) -> Result) -> Result {
    _$InPlaceProperty<State, Stored>.access(at: offset, in: &state, body)
  }
  return { state, action in
    let before = read(&state) { watched($0) }
    let parentEffects = parent(&state, action)
    guard let childBefore = child(before) else { return parentEffects }
    // Compared where it lies when what is kept is the property itself: a copy to compare
    // with would retain every reference in it (the common case, which changes nothing).
    let isUnchanged = read(&state) { (stored: inout Stored) in
      Storage.self == Stored.self
        ? hasSameBytes(before, &stored) : isIdentical(before, watched(stored))
    }
    guard !isUnchanged, let cancellation = cancellation(childBefore, read(&state) { watched($0) })
    else { return parentEffects }
    return parentEffects.merge(with: cancellation)
  }
}

/// ``watchingParent(_:at:inPlace:watched:child:cancellation:)`` for an operator whose property
/// holds at most one child (`ifLet`, a presentation): the property is kept whole, and a child
/// that is gone, or replaced by one of another identity, has its work ended.
///
/// - Parameter child: The child in the property, if there is one: a closure, not a key path
///   (kept by an escaping closure, a key path is applied as one, looked up on every call).
@inlinable
func watchingChild<State, Action, Stored, Child>(
  _ parent: @escaping (inout State, Action) -> Effect<Action>,
  at keyPath: WritableKeyPath<State, Stored>, inPlace: _$InPlaceProperty<State, Stored>?,
  child: @escaping (Stored) -> Child?
) -> (inout State, Action) -> Effect<Action> {
  watchingParent(
    parent, at: keyPath, inPlace: inPlace, watched: { copy $0 }, child: child,
    cancellation: { (before: Child, after: Stored) in
      childCancellation(of: before, at: keyPath, after: child(after))
    })
}

/// ``watchingParent(_:at:inPlace:watched:child:cancellation:)`` for an operator over a
/// collection of children (`forEach`, a stack): only the ids are kept, and the elements no
/// longer there have their work ended.
@inlinable
func watchingElements<State, Action, Stored, ID: Hashable>(
  _ parent: @escaping (inout State, Action) -> Effect<Action>,
  at keyPath: WritableKeyPath<State, Stored>, inPlace: _$InPlaceProperty<State, Stored>?,
  ids: @escaping (borrowing Stored) -> OrderedSet<ID>
) -> (inout State, Action) -> Effect<Action> {
  watchingParent(
    parent, at: keyPath, inPlace: inPlace, watched: ids, child: { $0 },
    cancellation: { removedElementsCancellation(at: keyPath, idsBefore: $0, idsAfter: $1) })
}
