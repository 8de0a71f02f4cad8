#if !canImport(Darwin)
  import Synchronization
#endif

/// A value type whose properties can be observed one by one, as `@Observable` classes' can.
///
/// Apply the ``ObservableState()`` macro rather than conforming by hand:
///
/// ```swift
/// @ObservableState
/// struct State {
///   var count = 0
///   var isLoading = false
/// }
/// ```
///
/// A view (or any code in `withObservationTracking`) that reads `store.count` is told when
/// `count` changes, and not when `isLoading` does.
///
/// Each value has an identity, ``_$id``, which copies share and a new value (from an
/// initializer) does not. Replacing a child state by a new value therefore notifies the readers
/// of that child, while mutating it in place notifies only the readers of what changed.
///
/// A value changed while no store dispatches on this thread, whose storage a copy still shares
/// (a value read out of a store and edited, say), takes an identity of its own: the readers of
/// the value it was copied from are not told of its changes, and putting it back in the store's
/// state tells them. While a store dispatches (in a reducer, in what a reducer calls) values
/// are changed in place, copies included.
public protocol ObservableState: Observable {
  /// The identity of this value; copies of a value share it until one of them changes.
  var _$id: ObservableStateID { get }

  /// Called before a property of this value changes: a copy whose storage is shared with
  /// another value takes an identity of its own here, unless a store's reducer is running on
  /// this thread (the store changes its own state in place, whatever else holds a copy).
  mutating func _$willModify()

  /// A number that the root store holding this value as its state writes into it between
  /// batches of actions, while its state is observed, so that a copy saved earlier and put back
  /// whole (`state = saved`, an undo) can be told from the value changed in place: the copy
  /// shares the value's identity, but keeps the stamp it was made with. It takes no part in the
  /// value's equality, hashing or coding. `UInt64.max` for a type that keeps no stamp.
  var _$stamp: UInt64 { get set }

  /// Where a value of this type keeps the reference that is its identity (see ``_$id``), in
  /// bytes from the value's start, so that the identities of many values in an array can be
  /// compared in place, without copying each value; `nil` for a type that keeps none there.
  /// `@ObservableState` structs generate it.
  static var _$identityOffset: Int? { get }

  /// Where a value of this type keeps the count of changes made to it through its properties
  /// (a `UInt64`, in bytes from the value's start), so that a store can tell a copy saved
  /// earlier and put back in its place by its older count; `nil` for a type that keeps none.
  /// `@ObservableState` structs generate it.
  static var _$changeCountOffset: Int? { get }

  /// The in-place access to the tracked property a key path names, which `@ObservableState`
  /// generates so that reducers can change a property without copying it; `nil` for other key
  /// paths.
  static func _$inPlace<Value>(
    _ property: WritableKeyPath<Self, Value>
  ) -> _$InPlaceProperty<Self, Value>?
}

extension ObservableState {
  /// Nothing to do: a value whose type `@ObservableState` did not expand as a struct keeps no
  /// storage of its own (an enum's identity is its case's state's).
  public mutating func _$willModify() {}

  /// No stamp (`UInt64.max`): a value whose type `@ObservableState` did not
  /// expand as a struct (an enum, or a hand-written conformance) is never seen as put back whole
  /// by its root store, whose readers are told when its identity changes, as before.
  public var _$stamp: UInt64 {
    get { ObservableStateStamp.none }
    set {}
  }

  /// No identity kept in place: a value whose type `@ObservableState` did not expand as a
  /// struct computes its identity (an enum's combines its case with its state's).
  public static var _$identityOffset: Int? { nil }

  /// No change count kept: a value whose type `@ObservableState` did not expand as a struct is
  /// never seen as put back in place of a row by its store.
  public static var _$changeCountOffset: Int? { nil }

  /// No in-place access: key paths are applied as they are. `@ObservableState` structs generate
  /// their own.
  public static func _$inPlace<Value>(
    _ property: WritableKeyPath<Self, Value>
  ) -> _$InPlaceProperty<Self, Value>? {
    nil
  }
}

/// The stamps of ``ObservableState/_$stamp``.
enum ObservableStateStamp {
  /// The stamp of a value whose type keeps none: no store writes it.
  static let none = UInt64.max
}

/// The identity of an ``ObservableState`` value.
///
/// Copies of a value share their identity until one of them is changed outside a store's
/// reducer, which gives that copy an identity of its own; a value built by an initializer has a
/// new one. An enum's identity combines its case with the identity of the case's state.
public struct ObservableStateID: Hashable, Sendable {
  // Only integers and references: two identities with the same bits are equal, which a store's
  // watch for replaced elements relies on to compare them without copying (see
  // `ReplacementWatch.swift`). An identity holds no reference to the value's storage, so that
  // keeping one (to compare it after a change) does not make the storage look shared.
  private enum Storage: Hashable, Sendable {
    case instance(UInt64)
    /// Made afresh each time it is asked for: the identity of a value that is not observable.
    case volatile(UInt64)
    indirect case tagged(Int, ObservableStateID)
  }

  private let storage: Storage

  init(serial: UInt64) {
    storage = .instance(serial)
  }

  /// A new identity, equal to no other.
  public init() {
    self.init(serial: ObservableStateSerial.next())
  }

  private init(storage: Storage) {
    self.storage = storage
  }

  /// This identity within an enum's case, used by `@ObservableState` on enums.
  ///
  /// - Parameter tag: The index of the case.
  public func _$tag(_ tag: Int) -> Self {
    Self(storage: .tagged(tag, self))
  }

  /// The identity of an observable value.
  ///
  /// - Parameter value: A value.
  public static func _$id(for value: some ObservableState) -> Self {
    value._$id
  }

  /// The identity of a value that is not observable: a new identity each time, so that any
  /// change to it counts as a replacement.
  ///
  /// - Parameter value: A value.
  @_disfavoredOverload
  public static func _$id<T>(for value: T) -> Self {
    Self(storage: .volatile(ObservableStateSerial.next()))
  }

  /// The identity of an enum case with no state.
  public static let _$inert = Self()

  /// Whether asking the same value again gives this identity back: not so for an enum case
  /// holding a value that is not observable, whose identity is new each time.
  var isStable: Bool {
    switch storage {
    case .instance: true
    case .volatile: false
    case .tagged(_, let inner): inner.isStable
    }
  }

  /// The case of an `@ObservableState` enum, for its identity as a destination.
  var caseTag: Int? {
    guard case .tagged(let tag, _) = storage else { return nil }
    return tag
  }
}

extension ObservableStateID: CustomDebugStringConvertible {
  /// The identity's number, with the case of an enum it is the identity of: `#12`, `#12 in
  /// case 1`.
  public var debugDescription: String {
    switch storage {
    case .instance(let serial), .volatile(let serial): "#\(serial)"
    case .tagged(let tag, let inner): "\(inner.debugDescription) in case \(tag)"
    }
  }
}

/// The numbers identities are made of: each one handed out once in the process's life (a
/// 64-bit count does not wrap in any process's lifetime).
enum ObservableStateSerial {
  #if canImport(Darwin)
    // `Atomic` needs macOS 15 and its peers.
    private static let last = LockedValue<UInt64>(0)

    /// A number never handed out before.
    static func next() -> UInt64 {
      last.withLock {
        $0 += 1
        return $0
      }
    }
  #else
    private static let last = Atomic<UInt64>(0)

    /// A number never handed out before.
    static func next() -> UInt64 {
      last.add(1, ordering: .relaxed).newValue
    }
  #endif
}
