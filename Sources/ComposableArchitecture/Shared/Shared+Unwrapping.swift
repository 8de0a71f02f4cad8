import IdentifiedCollections

extension Shared {
  /// Shared state for the value of an optional shared value, or `nil` when it has none.
  ///
  /// ```swift
  /// guard let syncUp = Shared($syncUps[id: id]) else { return }
  /// state.path.append(.detail(SyncUpDetail.State(syncUp: syncUp)))
  /// ```
  ///
  /// Reading and writing it reads and writes `base`. Should `base` become `nil` later (the
  /// element was removed), it keeps the last value it had, and writes change only that.
  ///
  /// - Parameter base: An optional shared value.
  public init?(_ base: Shared<Value?>) {
    guard let initial = base.reference.currentValue else { return nil }
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

  var description: String { parent.description }

  func read() -> Value {
    remember(parent.currentValue)
  }

  func observedRead() -> Value {
    remember(parent.value)
  }

  private func remember(_ value: Value?) -> Value {
    guard let value else { return last.withLock { $0 } }
    last.withLock { $0 = value }
    return value
  }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try parent.withLock { optional in
      guard var value = optional else {
        return try last.withLock { try body(&$0) }
      }
      let result = try body(&value)
      optional = value
      last.withLock { $0 = value }
      return result
    }
  }
}
