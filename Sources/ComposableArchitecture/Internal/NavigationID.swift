import OrderedCollections

/// Identifies a child feature under its parent, so that its effects can be cancelled together when
/// the child goes away: the path to the child's state, and the child's identity.
///
/// Identity is the element's `id` when the state is `Identifiable`, so that replacing a presented
/// child with a different one (a new `id`) also ends the old child's effects; for an enum, its
/// case (and the identity of the case's value), so that switching cases does too.
@usableFromInline
struct NavigationID: Hashable, @unchecked Sendable {
  // Key paths are immutable values; `AnyHashable` holds a key path or an `Identifiable.id`, which
  // is only ever compared and hashed.
  @usableFromInline let path: AnyKeyPath
  let identity: AnyHashable?

  init(path: AnyKeyPath, identity: AnyHashable?) {
    self.path = path
    self.identity = identity
  }

  init<State>(path: AnyKeyPath, state: State) {
    self.init(path: path, identity: identityOf(state))
  }

  var erased: AnyHashableSendable { AnyHashableSendable(self) }
}

/// The identity of a child state: the `id` of an `Identifiable` value; for an enum (a
/// `@Reducer` enum's destination), its case together with the identity of the case's value, so
/// that switching cases ends the old case's effects; otherwise `nil`.
func identityOf<State>(_ value: State) -> AnyHashable? {
  if let type = State.self as? any Identifiable.Type {
    func open<I: Identifiable>(_: I.Type) -> AnyHashable { AnyHashable((value as! I).id) }
    return open(type)
  }
  // Whether a type is an enum is looked up once per type: reflecting a struct on every action
  // costs hundreds of nanoseconds.
  guard TypeShape.isEnum(value) else { return nil }
  let mirror = Mirror(reflecting: value)
  // An `@ObservableState` enum names its case by number in its identity.
  let tag = observableIdentity(of: value)?.caseTag
  guard let child = mirror.children.first, let label = child.label else {
    return AnyHashable(EnumCaseIdentity(tag: tag.map(Tag.number) ?? .name("\(value)"), value: nil))
  }
  // The payload is an `Any`: open it, so that its own type decides its identity.
  let payload = _openExistential(child.value, do: identityOf)
  return AnyHashable(EnumCaseIdentity(tag: tag.map(Tag.number) ?? .name(label), value: payload))
}

/// The identity of an enum value: its case, and the identity of the case's value.
private struct EnumCaseIdentity: Hashable {
  let tag: Tag
  let value: AnyHashable?
}

private enum Tag: Hashable {
  case number(Int)
  case name(String)
}

/// Facts about types that need reflection to learn, learned once per type (and thread).
enum TypeShape {
  private final class Table {
    var isEnum: [ObjectIdentifier: Bool] = [:]
  }

  private static let table = ThreadLocalSlot { Table() }

  /// Whether `value`'s type is an enum; reflects only the first value of each type.
  static func isEnum<T>(_ value: T) -> Bool {
    let table = table.value
    let id = ObjectIdentifier(T.self)
    if let known = table.isEnum[id] { return known }
    let isEnum = Mirror(reflecting: value).displayStyle == .enum
    table.isEnum[id] = isEnum
    return isEnum
  }
}

/// The effect that ends the work of `child`, the child at `path` before an action, given what
/// is there after it; `nil` when it is the same child.
@usableFromInline
func childCancellation<State, Action>(
  of child: State, at path: AnyKeyPath, after state: State?
) -> Effect<Action>? {
  ChildSnapshot(child, at: path).cancellation(after: state)
}

/// The effect that ends the work of the elements of the collection at `path` that are no longer
/// in it, given the ids it had and has; `nil` when none went away.
@usableFromInline
func removedElementsCancellation<ID: Hashable, Action>(
  at path: AnyKeyPath, idsBefore: OrderedSet<ID>, idsAfter: OrderedSet<ID>
) -> Effect<Action>? {
  guard idsBefore != idsAfter else { return nil }
  let removed = idsBefore.subtracting(idsAfter)
  guard !removed.isEmpty else { return nil }
  return .merge(
    removed.map {
      Effect<Action>(
        operation: .cancelNavigation(id: NavigationID(path: path, identity: $0).erased))
    }
  )
}

/// What an operator (`ifLet`, a presentation) remembers of its child across an action, to end
/// the child's effects when it is dismissed or replaced by a different one.
///
/// For an `@ObservableState` child it is only the child's observable identity (the replacement
/// token), which copies share, which changes when the state is replaced or switches case, and
/// which mutating a property in place leaves alone: on an action that leaves the child alone
/// (most actions, which are not the child's), nothing else is computed. Otherwise its identity
/// is computed up front, as it cannot be told afterwards.
struct ChildSnapshot {
  let path: AnyKeyPath
  let token: ObservableStateID?
  let id: NavigationID?

  init<State>(_ state: State, at path: AnyKeyPath) {
    self.path = path
    // A token that is new each time (an enum case holding a state that is not observable) tells
    // nothing: such a child's identity is computed up front, as for any other.
    token = observableIdentity(of: state).flatMap { $0.isStable ? $0 : nil }
    id = token == nil ? NavigationID(path: path, state: state) : nil
  }

  /// The identity of the child's effects, the child being `state`.
  func navigationID<State>(of state: State) -> NavigationID {
    id ?? NavigationID(path: path, state: state)
  }

  /// The effect that ends the remembered child's work given what is there after the action, or
  /// `nil` when it is the same child.
  func cancellation<State, Action>(after state: State?) -> Effect<Action>? {
    guard let state else {
      if let id { return Effect(operation: .cancelNavigation(id: id.erased)) }
      return Effect(operation: .cancelChildren(at: path, except: nil))
    }
    if let token, observableIdentity(of: state) == token { return nil }
    let idAfter = NavigationID(path: path, state: state)
    if let id {
      return id == idAfter ? nil : Effect(operation: .cancelNavigation(id: id.erased))
    }
    return Effect(operation: .cancelChildren(at: path, except: idAfter.erased))
  }
}
