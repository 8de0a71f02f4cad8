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

/// A navigation operator's watch over its child, kept by a store, for the actions that are not
/// the child's while the child may have work in flight: ``begin`` keeps what tells the child
/// apart before the operator's parent runs, and ``end`` compares it with what is there after,
/// adding the effect that ends the child's work if the parent dismissed or replaced it.
///
/// In two halves, so that a ``_NavigationChain`` runs the rest of the chain between them itself:
/// wrapped around the parent in a closure, each watch ran the rest of the chain through its
/// operator's kept parent, and each level asked again what the chain had already answered.
///
/// Public only for the library's inlinable code: see ``_NavigationOperator/_childWatch()``.
public struct _ChildWatch<State, Action> {
  /// Keeps what is compared after the parent's run.
  @usableFromInline let begin: (inout State) -> Void
  /// Compares what was kept with what is there now, forgets it, and merges the effect that ends
  /// the child's work into the effects of the parent's run, unless it is the same child (or
  /// there was none, or nothing was kept).
  ///
  /// The effects are passed in and out: returned, an optional effect of a generic action is
  /// returned indirectly from a closure of the generic type, which each watch's specialized
  /// closure then reached through a thunk (about 20 instructions a watch).
  @usableFromInline let end: (inout State, inout Effect<Action>) -> Void

  /// A watch of the two given halves.
  @usableFromInline
  init(
    begin: @escaping (inout State) -> Void,
    end: @escaping (inout State, inout Effect<Action>) -> Void
  ) {
    self.begin = begin
    self.end = end
  }
}

/// The watch of a navigation operator kept by a store over the child in the property at
/// ``keyPath`` (see ``_ChildWatch``, whose two halves call ``begin(_:)`` and ``end(_:_:)``).
///
/// Nothing about the child's identity is computed when the parent leaves the property alone:
/// where the property lies inline in the state, what is kept is compared with the property's
/// bits there, and state the parent did not change has the same bits (elsewhere, behind a
/// computed property, it is read again and compared). What is kept is a copy that holds its
/// references, so that a child freed and replaced within the action cannot leave the same bits
/// behind.
///
/// One object holds what both halves use: captured one by one, the closures' contexts were
/// unpacked on every call (about 20 instructions a watch).
///
/// One per kept operator: a chain's store runs it serially, and a watch's halves are nested
/// inside those of the operators outside it and never around its own (see
/// ``_NavigationChain``), so one place for what is kept is enough, and is empty between
/// actions.
@usableFromInline
final class ChildWatcher<State, Action, Stored, Storage, Child> {
  /// The path to the property holding the child.
  @usableFromInline let keyPath: WritableKeyPath<State, Stored>
  /// The property's in-place access, when it is a tracked property.
  @usableFromInline let inPlace: _$InPlaceProperty<State, Stored>?
  /// Where the property lies inline in the state (a stored property, the backing of a tracked
  /// one, the state itself), if it does: read there, without looking the key path up.
  @usableFromInline let offset: Int?
  /// What is kept of the property across the parent's run: the property itself, or a part of it
  /// of another type (see ``childWatch(at:inPlace:watched:child:cancellation:)``).
  @usableFromInline let watched: (borrowing Stored) -> Storage
  /// The child in what was kept, if there is one.
  @usableFromInline let child: (Storage) -> Child?
  /// The effect that ends the work of the child that was there, given what is there now.
  @usableFromInline let cancellation: (_ before: Child, _ after: Storage) -> Effect<Action>?
  /// What ``begin(_:)`` kept, until ``end(_:_:)`` takes it.
  ///
  /// Unchecked: read and written only by the watch's two halves, which a store runs serially
  /// with no access held across a call, so accesses cannot overlap (as for ``ChildWorkMark``).
  @exclusivity(unchecked) @usableFromInline var kept: Storage?
  /// The property's bits as ``kept`` was kept, when ``kept`` is a part of the property (a
  /// collection's ids) that holds references the property holds, and the property lies inline:
  /// compared with the property's bits after the parent's run, never read as a value (see
  /// ``keepBits(of:)``).
  @usableFromInline let bits: UnsafeMutableRawBufferPointer?

  /// A watcher over the property at `keyPath`; the parameters are those of
  /// ``childWatch(at:inPlace:watched:child:cancellation:)``.
  @usableFromInline
  init(
    keyPath: WritableKeyPath<State, Stored>, inPlace: _$InPlaceProperty<State, Stored>?,
    watched: @escaping (borrowing Stored) -> Storage, child: @escaping (Storage) -> Child?,
    cancellation: @escaping (_ before: Child, _ after: Storage) -> Effect<Action>?
  ) {
    self.keyPath = keyPath
    self.inPlace = inPlace
    let offset = inPlace?.offset ?? MemoryLayout<State>.offset(of: keyPath)
    self.offset = offset
    self.watched = watched
    self.child = child
    self.cancellation = cancellation
    bits =
      offset == nil || Storage.self == Stored.self
      ? nil
      : .allocate(
        byteCount: MemoryLayout<Stored>.size, alignment: MemoryLayout<Stored>.alignment)
  }

  deinit { bits?.deallocate() }

  /// Keeps what tells the child apart, before the parent's run.
  @inlinable
  func begin(_ state: inout State) {
    // One watch at a time: a chain run within its own run (which a store never does) would
    // overwrite what its outer run kept, and that run's child would go unwatched.
    assert(isEmpty, "A child watch began twice before ending.")
    guard let offset else {
      kept = inPlace.read(in: &state, else: keyPath, watched)
      return
    }
    _$InPlaceProperty<State, Stored>.access(at: offset, in: &state) { begin(at: &$0) }
  }

  /// ``begin(_:)`` with the property where it lies.
  @inlinable @inline(__always)
  func begin(at stored: inout Stored) {
    kept = keep(stored)
    keepBits(of: &stored)
  }

  /// Compares what was kept with what is there after the parent's run, forgets it, and merges
  /// the effect that ends the child's work into `effects` if the parent dismissed or replaced
  /// the child.
  @inlinable
  func end(_ state: inout State, _ effects: inout Effect<Action>) {
    guard let before = kept.take() else { return }
    var after: Storage?
    if let offset {
      // Compared where it lies: a copy to compare with would retain every reference in it (the
      // common case, which changes nothing). What is kept is the property's bits, or a part of
      // the property kept with them; bits that differ say nothing, and the part is read again
      // (once, for the comparison and the cancellation).
      _$InPlaceProperty<State, Stored>.access(at: offset, in: &state) {
        after = change(from: before, at: &$0)
      }
    } else {
      after = inPlace.read(in: &state, else: keyPath, watched)
    }
    guard let after, !isIdentical(before, after), let childBefore = child(before),
      let cancellation = cancellation(childBefore, after)
    else { return }
    effects = effects.merge(with: cancellation)
  }

  /// What the property where it lies keeps of what ``begin(_:)`` kept, if it changed: `nil`
  /// when the property has the bits it had (or what was kept of it is unchanged).
  @inlinable @inline(__always)
  func change(from before: Storage, at stored: inout Stored) -> Storage? {
    let isUnchanged =
      Storage.self == Stored.self ? hasSameBytes(before, &stored) : hasKeptBits(&stored)
    return isUnchanged ? nil : keep(stored)
  }

  /// What is kept of `stored`: itself, when that is what is watched (``watched`` then copies
  /// it unchanged, and is not called), or the part ``watched`` reads.
  @inlinable @inline(__always)
  func keep(_ stored: borrowing Stored) -> Storage {
    guard Storage.self == Stored.self else { return watched(stored) }
    return _identityCast(copy stored, to: Storage.self)
  }

  /// Whether nothing is kept: between the two halves of a watch, never.
  @inlinable
  var isEmpty: Bool {
    guard case .none = kept else { return false }
    return true
  }

  /// Copies `stored`'s bits into ``bits``, without retaining what they refer to.
  ///
  /// What ``kept`` holds keeps those references alive, so the same bits after the parent's run
  /// name the same storage, which nothing else changed (it was shared with ``kept``, so a
  /// change would have copied it): the part kept is unchanged. Comparing the part read again
  /// cost a copy of it (a retain and a release of each buffer of a collection's ids: about 25 ns
  /// a watch over `forEach`'s rows).
  @inlinable
  func keepBits(of stored: inout Stored) {
    guard let bits else { return }
    withUnsafeBytes(of: &stored) { bits.copyMemory(from: $0) }
  }

  /// Whether `stored` has the bits ``keepBits(of:)`` kept.
  @inlinable
  func hasKeptBits(_ stored: inout Stored) -> Bool {
    guard let bits else { return false }
    return withUnsafeBytes(of: &stored) { bytesAreEqual(UnsafeRawBufferPointer(bits), $0) }
  }
}

/// The watch of a navigation operator kept by a store over the child in the property at
/// `keyPath`: see ``ChildWatcher``.
///
/// - Parameters:
///   - keyPath: The path to the property holding the child.
///   - inPlace: The property's in-place access, when it is a tracked property.
///   - watched: What to keep of the property across the parent's run: the property itself (a
///     copy of what it is given, unchanged: kept as the property's own type, it is compared with
///     the property's bytes where they lie), or a part of it of another type, stored in it and
///     sharing its storage (a collection's ids, never built anew), kept with the property's
///     bits where it lies inline: the same bits after the run say the part is unchanged (see
///     ``ChildWatcher/keepBits(of:)``), and other bits have the part read again and compared.
///   - child: The child in what was kept, if there is one.
///   - cancellation: The effect that ends the work of the child that was there, given what is
///     there now; `nil` when it is the same child.
@inlinable
func childWatch<State, Action, Stored, Storage, Child>(
  at keyPath: WritableKeyPath<State, Stored>, inPlace: _$InPlaceProperty<State, Stored>?,
  watched: @escaping (borrowing Stored) -> Storage, child: @escaping (Storage) -> Child?,
  cancellation: @escaping (_ before: Child, _ after: Storage) -> Effect<Action>?
) -> _ChildWatch<State, Action> {
  let watcher = ChildWatcher(
    keyPath: keyPath, inPlace: inPlace, watched: watched, child: child,
    cancellation: cancellation)
  return _ChildWatch(begin: { watcher.begin(&$0) }, end: { watcher.end(&$0, &$1) })
}

/// ``childWatch(at:inPlace:watched:child:cancellation:)`` for an operator whose property holds
/// at most one child (`ifLet`, a presentation): the property is kept whole, and a child that is
/// gone, or replaced by one of another identity, has its work ended.
///
/// - Parameter child: The child in the property, if there is one: a closure, not a key path
///   (kept by an escaping closure, a key path is applied as one, looked up on every call).
@inlinable
func singleChildWatch<State, Action, Stored, Child>(
  at keyPath: WritableKeyPath<State, Stored>, inPlace: _$InPlaceProperty<State, Stored>?,
  child: @escaping (Stored) -> Child?
) -> _ChildWatch<State, Action> {
  childWatch(
    at: keyPath, inPlace: inPlace, watched: { copy $0 }, child: child,
    cancellation: { (before: Child, after: Stored) in
      childCancellation(of: before, at: keyPath, after: child(after))
    })
}

/// ``childWatch(at:inPlace:watched:child:cancellation:)`` for an operator over a collection of
/// children (`forEach`, a stack): only the ids are kept, and the elements no longer there have
/// their work ended.
///
/// - Parameter ids: The collection's ids as it stores them (`IdentifiedArray`'s and
///   `StackState`'s keys), sharing its storage: ids built anew could have the same bits
///   around a collection that changed (see ``ChildWatcher/keepBits(of:)``).
@inlinable
func elementsWatch<State, Action, Stored, ID: Hashable>(
  at keyPath: WritableKeyPath<State, Stored>, inPlace: _$InPlaceProperty<State, Stored>?,
  ids: @escaping (borrowing Stored) -> OrderedSet<ID>
) -> _ChildWatch<State, Action> {
  childWatch(
    at: keyPath, inPlace: inPlace, watched: ids, child: { $0 },
    cancellation: { removedElementsCancellation(at: keyPath, idsBefore: $0, idsAfter: $1) })
}
