import IdentifiedCollections

extension Shared {
  /// Shared state for the value of an optional shared value, or `nil` when it has none.
  ///
  /// ```swift
  /// guard let note = Shared(state.$notes[id: id]) else { return .none }
  /// state.editor = Editor.State(note: note)
  /// ```
  ///
  /// Reading and writing it reads and writes `base`. Should `base` become `nil` later (the
  /// element was removed), it keeps the last value it had, and writes change only that. The
  /// check reads `base` as any read does: a view that asks is told when `base` changes.
  ///
  /// - Parameter base: An optional shared value.
  public init?(_ base: Shared<Value?>) {
    guard let initial = base.wrappedValue else { return nil }
    self.init(
      reference: SharedReference(
        link: UnwrappedLink(parent: base.reference, last: LockedValue(initial))))
  }
}

extension Shared {
  /// Shared state for the element with `id` of a shared identified array: `nil` while the array
  /// has no such element. Reading and writing it reads and writes the array.
  ///
  /// - Parameter id: The element's id.
  public subscript<ID: Hashable & Sendable, Element: Sendable>(
    id id: ID
  ) -> Shared<Element?> where Value == IdentifiedArray<ID, Element> {
    self[dynamicMember: \IdentifiedArray<ID, Element>.[id: id]]
  }
}

/// The value of an optional shared value, or the last value it had once it is `nil`.
struct UnwrappedLink<Value: Sendable>: DerivedLink {
  let parent: SharedReference<Value?>
  /// The last value read or written, for when the parent has none.
  let last: LockedValue<Value>

  var description: String { parent.description + "!" }

  func read() -> Value {
    remember(parent.currentValue)
  }

  func observedRead() -> Value {
    remember(parent.value)
  }

  private func remember(_ value: Value?) -> Value {
    guard let value else { return last.withLock { $0 } }
    // A test store's expected value is not one the value had.
    if SharedChangeTracker.current == nil {
      last.withLock { $0 = value }
    }
    return value
  }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    // Gone: the write changes the value kept, outside the parent's access, so that it may read
    // this value. (An element put back meanwhile misses this one write.)
    if parent.currentValue == nil {
      return try writeKept(body)
    }
    return try parent.withLock { optional in
      // Removed since the check above: as if it had gone before.
      guard var value = optional else { return try writeKept(body) }
      let result = try body(&value)
      optional = value
      last.withLock { $0 = value }
      return result
    }
  }

  /// Runs `body` on the value kept, outside `last`'s lock: it may read this value, or take the
  /// lock of another shared value.
  private func writeKept<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    var value = last.withLock { $0 }
    let result = try body(&value)
    last.withLock { $0 = value }
    return result
  }
}
