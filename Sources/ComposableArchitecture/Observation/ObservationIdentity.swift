import IdentifiedCollections
import OrderedCollections

// What `@ObservableState` compares to decide whether setting or modifying a property notifies
// its observers. A property that holds observable state notifies only when that state is
// replaced (its identity changes): changes inside it notify the child's own observers. Any other
// property notifies on every set, as an `@Observable` class's does.
//
// The macro calls `_$identity(of:)` before and after a change; overload resolution picks the
// cheapest identity for the property's static type. Identities of collections hold their `ids`,
// which are copy-on-write: modifying elements in place never copies the collection.

/// The identity of a property that is not observable state: never equal, so every change
/// notifies.
public struct _$UntrackedIdentity: Equatable {
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool { false }

  @usableFromInline
  init() {}
}

/// The identity of an identified collection of observable states: its ids, in order.
public struct _$IdentifiedIdentity<ID: Hashable>: Equatable {
  @usableFromInline
  let ids: OrderedSet<ID>

  @usableFromInline
  init(ids: OrderedSet<ID>) {
    self.ids = ids
  }

  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    // Array equality checks storage identity first, and modifying elements in place leaves the
    // storage of `ids` untouched: the common case is O(1).
    lhs.ids == rhs.ids
  }
}

/// The identity of a value whose type is not observable state.
@inlinable
@_disfavoredOverload
public func _$identity<T>(of value: T) -> _$UntrackedIdentity {
  _$UntrackedIdentity()
}

/// The identity of observable state.
@inlinable
public func _$identity<T: ObservableState>(of value: T) -> ObservableStateID {
  value._$id
}

/// The identity of optional observable state: `nil`, or the state's identity.
@inlinable
public func _$identity<T: ObservableState>(of value: T?) -> ObservableStateID? {
  value?._$id
}

/// The identity of an array of observable states: their identities in order.
@inlinable
public func _$identity<T: ObservableState>(of value: [T]) -> [ObservableStateID] {
  value.map(\._$id)
}

/// The identity of an identified array of observable states: its ids in order. Replacing an
/// element by a value with the same id is seen by stores scoped to that element.
@inlinable
public func _$identity<ID: Hashable, T: ObservableState>(
  of value: IdentifiedArray<ID, T>
) -> _$IdentifiedIdentity<ID> {
  _$IdentifiedIdentity(ids: value.ids)
}

// Whether setting a property to a new value tells its observers. Observable state (and
// collections of it) notifies when it is replaced, even by an equal value: readers of the old
// state must learn that a new one, with its own observers, took its place; and when a copy of
// it with other values is put back. Other values notify unless the new one is equal to the old
// one, or is the same object. Overload resolution picks the most specific check for the
// property's static type.

/// Whether setting a property notifies, for an identity with no overload of its own: when it
/// changed.
@inlinable
public func _$notifies<Identity: Equatable>(
  _ before: Identity, _ after: Identity, different: @autoclosure () -> Bool
) -> Bool {
  before != after
}

// Observable state (or a collection of it) set to a value with the same identity is a copy of
// it: unchanged, or changed since, like a copy saved before the property changed in place and
// put back (an undo). Identities cannot tell these apart, so the values are compared then.

/// Whether setting a property of observable state notifies: when its identity changed, or when
/// a copy with other values is put in its place.
@inlinable
public func _$notifies(
  _ before: ObservableStateID, _ after: ObservableStateID, different: @autoclosure () -> Bool
) -> Bool {
  before != after || different()
}

/// Whether setting a property of optional observable state notifies: when its identity
/// changed, or when a copy with other values is put in its place.
@inlinable
public func _$notifies(
  _ before: ObservableStateID?, _ after: ObservableStateID?, different: @autoclosure () -> Bool
) -> Bool {
  before != after || (before != nil && different())
}

/// Whether setting a property holding an array of observable states notifies: when their
/// identities changed, or when copies with other values are put in their place.
@inlinable
public func _$notifies(
  _ before: [ObservableStateID], _ after: [ObservableStateID],
  different: @autoclosure () -> Bool
) -> Bool {
  before != after || (!before.isEmpty && different())
}

/// Whether setting a property holding an identified array of observable states notifies: when
/// its ids changed, or when elements with other values are put in place of the same ids.
@inlinable
public func _$notifies<ID: Hashable>(
  _ before: _$IdentifiedIdentity<ID>, _ after: _$IdentifiedIdentity<ID>,
  different: @autoclosure () -> Bool
) -> Bool {
  before != after || (!before.ids.isEmpty && different())
}

/// Whether setting a property that is not observable state notifies: when the new value is
/// different.
@inlinable
public func _$notifies(
  _ before: _$UntrackedIdentity, _ after: _$UntrackedIdentity, different: @autoclosure () -> Bool
) -> Bool {
  different()
}

/// A value of a type with no equality: always different.
@inlinable
@_disfavoredOverload
public func _$isDifferent<T>(_ lhs: T, _ rhs: T) -> Bool {
  true
}

/// An `Equatable` value: different when not equal.
@inlinable
public func _$isDifferent<T: Equatable>(_ lhs: T, _ rhs: T) -> Bool {
  lhs != rhs
}

/// An object: different when not the same object.
@inlinable
public func _$isDifferent<T: AnyObject>(_ lhs: T, _ rhs: T) -> Bool {
  lhs !== rhs
}

/// An `Equatable` object: different when not equal.
@inlinable
public func _$isDifferent<T: Equatable & AnyObject>(_ lhs: T, _ rhs: T) -> Bool {
  lhs != rhs
}
