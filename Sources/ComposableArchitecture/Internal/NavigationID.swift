/// Identifies a child feature under its parent, so that its effects can be cancelled together when
/// the child goes away: the path to the child's state, and the child's identity.
///
/// Identity is the element's `id` when the state is `Identifiable`, so that replacing a presented
/// child with a different one (a new `id`) also ends the old child's effects.
struct NavigationID: Hashable, @unchecked Sendable {
  // Key paths are immutable values; `AnyHashable` holds a key path or an `Identifiable.id`, which
  // is only ever compared and hashed.
  let path: AnyKeyPath
  let identity: AnyHashable?

  init(path: AnyKeyPath, identity: AnyHashable?) {
    self.path = path
    self.identity = identity
  }

  init(path: AnyKeyPath, state: Any) {
    self.init(path: path, identity: identityOf(state))
  }

  var erased: AnyHashableSendable { AnyHashableSendable(self) }
}

/// The `id` of an `Identifiable` value, or `nil`.
func identityOf(_ value: Any) -> AnyHashable? {
  guard let identifiable = value as? any Identifiable else { return nil }
  func open<T: Identifiable>(_ value: T) -> AnyHashable { AnyHashable(value.id) }
  return open(identifiable)
}
