/// Case paths by the key path that names them, so that reducers rebuilt for every action
/// (`Scope(state: \.child, action: \.child)` in a `body`) do not rebuild their case paths.
///
/// A key path literal without captured values (`\.child` into `AllCasePaths`) is one object per
/// call site, so those entries are found by the key path's identity, in an open-addressing table
/// hashed on its address: no hashing of its components, no lock, no dynamic cast. Each thread
/// has its own table (reducers run on the main actor, so in practice one). An entry keeps its key
/// path alive, so that its identity cannot be reused by another key path while it is stored.
@usableFromInline
final class CasePathCache {
  private struct Entry {
    let keyPath: AnyKeyPath
    let object: AnyObject
  }

  /// A power of two; at most half full.
  private var slots: [Entry?] = Array(repeating: nil, count: 64)
  private var count = 0
  /// Case key paths (`\.child` where a `CaseKeyPath` is expected) are built anew each time they
  /// are evaluated, so they are found by value, at the cost of hashing them.
  private var byValue: [AnyKeyPath: AnyObject] = [:]
  /// Key paths built inside generic code are new objects on every evaluation: a bound keeps
  /// their entries from growing without limit.
  private static let limit = 4_096

  /// This thread's table.
  @usableFromInline
  static var current: CasePathCache {
    slot.value
  }

  private static let slot = ThreadLocalSlot { CasePathCache() }

  /// The object stored for `keyPath`, if any.
  @usableFromInline
  func object(for keyPath: AnyKeyPath) -> AnyObject? {
    let mask = slots.count - 1
    var index = Self.hash(keyPath) & mask
    while let entry = slots[index] {
      if entry.keyPath === keyPath { return entry.object }
      index = (index + 1) & mask
    }
    return nil
  }

  /// Stores `object` for `keyPath`, which has none yet.
  @usableFromInline
  func insert(_ object: AnyObject, for keyPath: AnyKeyPath) {
    if count >= Self.limit {
      slots = Array(repeating: nil, count: slots.count)
      count = 0
    } else if (count + 1) * 2 > slots.count {
      let old = slots
      slots = Array(repeating: nil, count: old.count * 2)
      count = 0
      for case let entry? in old { place(entry) }
    }
    place(Entry(keyPath: keyPath, object: object))
  }

  private func place(_ entry: Entry) {
    let mask = slots.count - 1
    var index = Self.hash(entry.keyPath) & mask
    while slots[index] != nil { index = (index + 1) & mask }
    slots[index] = entry
    count += 1
  }

  /// Fibonacci hashing of the object's address, whose low bits are always zero.
  private static func hash(_ keyPath: AnyKeyPath) -> Int {
    let address = UInt(bitPattern: ObjectIdentifier(keyPath))
    return Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) >> 40)
  }
}

extension CasePathCache {
  /// The case path for a case key path, found by value.
  @usableFromInline
  func casePath<Root, Value>(
    forValue keyPath: CaseKeyPath<Root, Value>
  ) -> CachedCasePath<Root, Value> {
    // Stored under an equal key path, whose type fixes `Root` and `Value`: the cast cannot fail.
    if let found = byValue[keyPath] as? CachedCasePath<Root, Value> {
      return found
    }
    let made = CachedCasePath(
      AnyCasePath(keyPath),
      namesDeclaredCase: (Root.self as? any CasePathable.Type)?.declaresCase(keyPath) ?? false
    )
    if byValue.count >= Self.limit {
      byValue.removeAll(keepingCapacity: true)
    }
    byValue[keyPath] = made
    return made
  }
}
