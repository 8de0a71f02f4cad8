/// The observation registrar that `@ObservableState` adds to a struct.
///
/// It holds a reference shared by copies of the value, which is what gives the value its
/// identity (``ObservableStateID``) and its observers. A copy changed while its reference is
/// shared takes a reference of its own (``_$willModify()``). It takes no part in the value's
/// equality, hashing, coding or dumps: any two registrars are equal.
public struct ObservationStateRegistrar: Sendable {
  @usableFromInline
  final class Box: Sendable {
    @usableFromInline
    let registrar = TrackedRegistrar()
    let serial = ObservableStateSerial.next()

    @usableFromInline
    init() {}
  }

  @usableFromInline
  var box: Box

  /// The value's stamp (``ObservableState/_$stamp``): kept in the value, so that each copy keeps
  /// the stamp it was made with.
  public var _$stamp: UInt64 = 0

  /// How many changes the value holding this registrar has had through its tracked properties:
  /// kept in the value, so that a copy saved earlier and put back in place of the value (an undo
  /// of a row, `state.rows[id: id] = saved`) is seen by its older count, though it shares the
  /// value's identity. A store's watch over its rows reads it in place.
  @usableFromInline
  var changeCount: UInt64 = 0

  /// Creates a registrar, and with it a new identity.
  public init() {
    box = Box()
  }

  /// The identity of the value that holds this registrar.
  public var id: ObservableStateID {
    ObservableStateID(serial: box.serial)
  }

  /// Called before the value holding this registrar changes. A value whose reference is shared
  /// with a copy takes a new one (a new identity, with no observers yet), so that the copy's
  /// readers are not told of this value's changes. Not while a store's reducer runs on this
  /// thread: a store changes its own state in place, and other holders of its reference (a
  /// watch over its rows, a test store's record of the last state) do not make it a copy.
  @inlinable
  public mutating func _$willModify() {
    changeCount &+= 1
    guard !isKnownUniquelyReferenced(&box), !ObservationBatch.isCollecting else { return }
    box = Box()
  }

  /// Where a value keeps the reference that is its identity: the offset of its registrar's
  /// reference, for ``ObservableState/_$identityOffset``. `@ObservableState` calls it.
  ///
  /// - Parameter registrar: The value's stored registrar.
  /// - Returns: The offset in bytes from the value's start, or `nil` when the registrar is not
  ///   stored at a fixed offset.
  public static func _$identityOffset<Root>(in registrar: KeyPath<Root, Self>) -> Int? {
    offset(of: \.box, in: registrar)
  }

  /// Where a value keeps the count of its changes: the offset of its registrar's count, for
  /// ``ObservableState/_$changeCountOffset``. `@ObservableState` calls it.
  ///
  /// - Parameter registrar: The value's stored registrar.
  /// - Returns: The offset in bytes from the value's start, or `nil` when the registrar is not
  ///   stored at a fixed offset.
  public static func _$changeCountOffset<Root>(in registrar: KeyPath<Root, Self>) -> Int? {
    offset(of: \.changeCount, in: registrar)
  }

  /// Where a field of the registrar lies in the value that stores the registrar, when both are
  /// stored inline.
  private static func offset<Root>(
    of field: PartialKeyPath<Self>, in registrar: KeyPath<Root, Self>
  ) -> Int? {
    guard
      let registrarOffset = MemoryLayout<Root>.offset(of: registrar),
      let fieldOffset = MemoryLayout<Self>.offset(of: field)
    else { return nil }
    return registrarOffset + fieldOffset
  }

  /// How many view trackings (``ReadTracking``s) watch the value, for tests.
  package var trackingCount: Int {
    box.registrar.trackingCount
  }

  /// Records that a property was read, for `withObservationTracking` (or, in a view's body, for
  /// the view's tracking).
  ///
  /// - Parameters:
  ///   - subject: The value read.
  ///   - keyPath: The property read.
  @inlinable
  public func access<Subject: ObservableState, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    box.registrar.access(subject, keyPath: keyPath)
  }

  /// Tells observers of a property that it is about to change.
  ///
  /// - Parameters:
  ///   - subject: The value changed.
  ///   - keyPath: The property changed.
  @inlinable
  public func willSet<Subject: ObservableState, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    box.registrar._$willSet(subject, keyPath: keyPath)
  }

  /// Tells observers of a property that it changed.
  ///
  /// - Parameters:
  ///   - subject: The value changed.
  ///   - keyPath: The property changed.
  @inlinable
  public func didSet<Subject: ObservableState, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    box.registrar._$didSet(subject, keyPath: keyPath)
  }

  /// Tells observers of a property that it was modified in place, if `changed`.
  ///
  /// - Parameters:
  ///   - subject: The value changed.
  ///   - keyPath: The property changed.
  ///   - changed: Whether the property's identity changed.
  @inlinable
  public func didModify<Subject: ObservableState, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, changed: Bool
  ) {
    guard changed else { return }
    box.registrar._$willSet(subject, keyPath: keyPath)
    box.registrar._$didSet(subject, keyPath: keyPath)
  }
}

extension ObservationStateRegistrar: Equatable, Hashable, Codable {
  /// Registrars are all equal, so they take no part in the equality of the state holding them.
  public static func == (lhs: Self, rhs: Self) -> Bool { true }

  /// Registrars take no part in the hash of the state holding them.
  public func hash(into hasher: inout Hasher) {}

  /// Decodes nothing: a decoded state gets a new registrar and identity.
  public init(from decoder: any Decoder) throws {
    self.init()
  }

  /// Encodes nothing.
  public func encode(to encoder: any Encoder) throws {}
}
