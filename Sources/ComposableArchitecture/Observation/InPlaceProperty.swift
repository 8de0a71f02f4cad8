/// How a reducer changes one tracked property of `@ObservableState` in place, the way the
/// property's own `_modify` accessor does, when all it has is a key path to the property.
///
/// Swift applies a writable key path to a computed property through its getter and setter, never
/// its `_modify` accessor. `@ObservableState` makes every stored property computed, so
/// `state[keyPath: \.rows][id: id]!.title = "…"` would copy the property out, mutate the copy
/// (which shares its storage with the original, so a collection of 10,000 rows is copied whole),
/// and set it back. The `@ObservableState` macro therefore answers, for each key path to one of
/// its properties, the key path to the property's stored backing; `Scope`, `forEach` and
/// `ifLet` resolve it once, when a store keeps their bodies, and mutate the backing in place,
/// notifying the property's observers as its `_modify` accessor would: when its identity changed.
///
/// Not public API: the macro creates values of it, and reducers use them.
public struct _$InPlaceProperty<Root, Value> {
  @usableFromInline let storage: WritableKeyPath<Root, Value>
  /// Where the backing lies inside a root, when the root holds it inline (a stored property of a
  /// struct): read and changed there through a pointer, at the cost of a stored property's
  /// access. Applying the key path instead looks up generic metadata on every access.
  @usableFromInline let offset: Int?
  /// Runs a mutation of the root, then notifies the property's observers if the property's
  /// identity changed.
  @usableFromInline let tracking: (inout Root, (inout Root) -> Void) -> Void

  /// The in-place access to a property whose backing is `storage`, or `nil` when the backing's
  /// type is not `Value` (a key path the macro matched to another property).
  ///
  /// - Parameters:
  ///   - storage: The key path to the property's stored backing.
  ///   - identity: The identity of a value of the property: observers are told of a mutation
  ///     when it changes (for values that are not observable state, always).
  ///   - willModify: Called on the root before the property changes (its
  ///     ``ObservableState/_$willModify()``).
  ///   - notify: Tells the property's observers that it changed.
  public init?<Stored, Identity: Equatable>(
    storage: WritableKeyPath<Root, Stored>,
    identity: @escaping (Stored) -> Identity,
    willModify: @escaping (inout Root) -> Void,
    notify: @escaping (Root) -> Void
  ) {
    guard let typed = storage as? WritableKeyPath<Root, Value> else { return nil }
    let offset = MemoryLayout<Root>.offset(of: storage)
    self.storage = typed
    self.offset = offset
    tracking = { root, mutation in
      willModify(&root)
      let before = identity(Self.access(storage, at: offset, in: &root) { $0 })
      mutation(&root)
      if identity(Self.access(storage, at: offset, in: &root) { $0 }) != before {
        notify(root)
      }
    }
  }

  /// Mutates the property of `root` in place.
  @inlinable
  public func modify<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result {
    var result: Result?
    tracking(&root) { result = Self.access(storage, at: offset, in: &$0, body) }
    // `tracking` runs the mutation exactly once.
    return result!
  }

  /// The backing's value in `root`, read without telling observers.
  @inlinable
  func value(in root: inout Root) -> Value {
    Self.access(storage, at: offset, in: &root) { $0 }
  }

  /// Runs `body` on the value `keyPath` names in `root`: in place at `offset` when there is one,
  /// through the key path otherwise.
  ///
  /// - Parameters:
  ///   - keyPath: A key path to a stored property.
  ///   - offset: `MemoryLayout<Root>.offset(of: keyPath)`.
  ///   - root: The root.
  ///   - body: What to do with the property.
  @inlinable
  static func access<Stored, Result>(
    _ keyPath: WritableKeyPath<Root, Stored>, at offset: Int?, in root: inout Root,
    _ body: (inout Stored) -> Result
  ) -> Result {
    guard let offset else { return body(&root[keyPath: keyPath]) }
    return access(at: offset, in: &root, body)
  }

  /// Runs `body` on the `Stored` value kept inline in `root` at `offset`, in place.
  ///
  /// - Parameters:
  ///   - offset: `MemoryLayout<Root>.offset(of: keyPath)` for a key path to a `Stored` property.
  ///   - root: The root.
  ///   - body: What to do with the property.
  @inlinable @inline(__always)
  static func access<Stored, Result>(
    at offset: Int, in root: inout Root, _ body: (inout Stored) -> Result
  ) -> Result {
    withUnsafeMutablePointer(to: &root) { root in
      // `MemoryLayout.offset(of:)` answers only for a key path whose value is stored inline in
      // the root, at that offset: the memory there holds a `Stored`, bound to its type. The
      // pointer lives only while `root` is held `inout` here, so no other access overlaps. (The
      // safe spelling, applying the key path, looks up generic metadata on every access.)
      let stored = (UnsafeMutableRawPointer(root) + offset).assumingMemoryBound(to: Stored.self)
      return body(&stored.pointee)
    }
  }
}

extension Optional {
  /// What `project` reads from the value of a tracked property's backing in `root` (when the
  /// property is resolved; the value `keyPath` names otherwise), the value lent to it in place:
  /// reading a part of a collection (its ids, say) copies that part, not the whole collection.
  ///
  /// Field by field: binding the whole property (`guard let self`) copies it, and retains its
  /// key path and closure, on each of the two reads per operator per action that a watch over a
  /// child makes.
  @inlinable
  func read<Root, Value, Part>(
    in root: inout Root, else keyPath: WritableKeyPath<Root, Value>,
    _ project: (borrowing Value) -> Part
  ) -> Part where Wrapped == _$InPlaceProperty<Root, Value> {
    if let offset = self?.offset {
      return Wrapped.access(at: offset, in: &root) { (backing: inout Value) in project(backing) }
    }
    guard let storage = self?.storage else { return project(root[keyPath: keyPath]) }
    return project(root[keyPath: storage])
  }

  /// Changes the value of a tracked property in `root` in place, telling its observers (when
  /// the property is resolved: `self` is not `nil`), or the value `keyPath` names otherwise.
  ///
  /// Through a key path, a tracked property is changed by its getter and its setter, and the
  /// getter registers a read with Observation: once it has one, the state collects every later
  /// change for observers that may not be there.
  @inlinable
  func modify<Root, Value, Result>(
    _ root: inout Root, else keyPath: WritableKeyPath<Root, Value>,
    _ body: (inout Value) -> Result
  ) -> Result where Wrapped == _$InPlaceProperty<Root, Value> {
    guard let self else { return body(&root[keyPath: keyPath]) }
    return self.modify(&root, body)
  }

  /// The value of a tracked property's backing in `root`, when the property is resolved
  /// (`self` is not `nil`); the value `keyPath` names otherwise. Tells no observers.
  @inlinable
  func value<Root, Value>(
    in root: inout Root, else keyPath: WritableKeyPath<Root, Value>
  ) -> Value where Wrapped == _$InPlaceProperty<Root, Value> {
    read(in: &root, else: keyPath) { copy $0 }
  }
}

/// The in-place access to the property a key path names, when the root is `@ObservableState`
/// and the key path is one of its tracked properties; `nil` otherwise, and the key path is
/// applied as it is.
@usableFromInline
func inPlaceProperty<Root, Value>(
  _ keyPath: WritableKeyPath<Root, Value>
) -> _$InPlaceProperty<Root, Value>? {
  guard let observable = Root.self as? any ObservableState.Type else { return nil }
  func resolve<Observed: ObservableState>(_: Observed.Type) -> _$InPlaceProperty<Root, Value>? {
    guard let keyPath = keyPath as? WritableKeyPath<Observed, Value> else { return nil }
    // `Observed` is `Root`: the cast only restores the static type.
    return Observed._$inPlace(keyPath) as? _$InPlaceProperty<Root, Value>
  }
  return resolve(observable)
}

/// The key path to the stored backing of the `@ObservableState` property `keyPath` names, whose
/// reads register with no observation; `keyPath` itself when it names no such property.
///
/// For a store that reads its state out of a parent's property but must not depend on the whole
/// property: an element store reads its element out of the collection, and would otherwise be
/// told of every row added, removed or moved.
func untrackedKeyPath<Root, Value>(_ keyPath: KeyPath<Root, Value>) -> KeyPath<Root, Value> {
  guard let writable = keyPath as? WritableKeyPath<Root, Value> else { return keyPath }
  return inPlaceProperty(writable)?.storage ?? keyPath
}
