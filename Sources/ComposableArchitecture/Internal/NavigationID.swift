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

/// The identity of a child state: the `id` of an `Identifiable` value; for an enum (a
/// `@Reducer` enum's destination), its case together with the identity of the case's value, so
/// that switching cases ends the old case's effects; otherwise `nil`.
func identityOf(_ value: Any) -> AnyHashable? {
  if let identifiable = value as? any Identifiable {
    func open<T: Identifiable>(_ value: T) -> AnyHashable { AnyHashable(value.id) }
    return open(identifiable)
  }
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum else { return nil }
  guard let child = mirror.children.first, let label = child.label else {
    return AnyHashable(EnumCaseIdentity(tag: "\(value)", value: nil))
  }
  return AnyHashable(EnumCaseIdentity(tag: label, value: identityOf(child.value)))
}

/// The identity of an enum value: its case, and the identity of the case's value.
private struct EnumCaseIdentity: Hashable {
  let tag: String
  let value: AnyHashable?
}
