/// Observation of a root store's state as a whole: it notifies when the state is replaced (a
/// new `ObservableStateID`, or a saved copy put back whole, which keeps an older stamp), or after
/// every batch when the state is not `@ObservableState` and cannot say what changed. Every read
/// of any store of the tree registers here, so that `state = State()` in the root reducer reaches
/// readers of scoped stores too.
@MainActor
final class RootObservation: Observable {
  private let registrar = TrackedRegistrar()
  private(set) var isObserved = false
  /// Whether the state needs a stamp before the next batch: observation has just begun, and the
  /// state still has the stamp it had while no one watched, which copies taken then share.
  private(set) var needsStamp = false
  private var identity: ObservableStateID?
  /// The stamp last written into the state (``ObservableState/_$stamp``). Each root store
  /// counts from a base of its own, so that a value moved from another store's state does not
  /// carry a stamp this one wrote.
  private var stamp: UInt64

  init(initialIdentity: ObservableStateID?) {
    identity = initialIdentity
    stamp = Self.stampBases.withLock { next in
      defer { next &+= 1 &<< 32 }
      return next
    }
  }

  private static let stampBases = LockedValue<UInt64>(1 &<< 32)

  nonisolated var _state: Void { () }

  func access() {
    if !isObserved {
      isObserved = true
      needsStamp = true
    }
    registrar.access(self, keyPath: \._state)
  }

  /// Writes a new stamp into `state`, whose type is `type` when it is `@ObservableState`.
  func stampState<State>(_ state: inout State, as type: (any ObservableState.Type)?) {
    needsStamp = false
    guard let type else { return }
    stamp &+= 1
    _ = visitObservableState(&state, as: type, StampExchange(stamp: stamp))
  }

  /// After a batch: whether `state`, whose type is `type` when it is `@ObservableState`, was
  /// replaced, so that its readers must be told (with ``notify()``, once the caller's access to
  /// the state has ended: a reader may read the store); stamps it for the next batch.
  func check<State>(_ state: inout State, as type: (any ObservableState.Type)?) -> Bool {
    guard let type else { return true }
    let written = stamp
    stamp &+= 1
    let (newIdentity, previousStamp) = visitObservableState(
      &state, as: type, StampExchange(stamp: stamp))
    // The same identity with another stamp: a copy saved before this batch, put back whole.
    // Unless the type keeps no stamp, or observation began during the batch, after its actions:
    // the state was never stamped, and its first readers read it as it is now.
    let isRestored =
      !needsStamp && previousStamp != ObservableStateStamp.none && previousStamp != written
    needsStamp = false
    guard newIdentity != identity || isRestored else { return false }
    identity = newIdentity
    return true
  }

  /// Tells every reader of any store of the tree that the state was replaced.
  func notify() {
    registrar.withMutation(of: self, keyPath: \._state) {}
  }
}

/// Reads the identity of an `@ObservableState` value and puts a new stamp in it, returning the
/// stamp it had.
private struct StampExchange: ObservableStateVisitor {
  let stamp: UInt64

  func visit<Observed: ObservableState>(
    _ state: inout Observed
  ) -> (ObservableStateID, UInt64) {
    let previous = state._$stamp
    state._$stamp = stamp
    return (state._$id, previous)
  }
}

/// Reads the identity of an `@ObservableState` value.
private struct IdentityRead: ObservableStateVisitor {
  func visit<Observed: ObservableState>(_ state: inout Observed) -> ObservableStateID {
    state._$id
  }
}

/// Work on a value whose static type is generic, once it is known to be `@ObservableState`.
protocol ObservableStateVisitor {
  associatedtype Result
  func visit<Observed: ObservableState>(_ state: inout Observed) -> Result
}

/// Runs `visitor` on `state`, whose type is `type`, in place.
///
/// Unsafe rebinding, because the safe spellings copy: `state as? any ObservableState` boxes the
/// whole state and `state as! Observed` copies it (a retain of every reference it holds, on every
/// send). Invariant: `type` is `State.self as? any ObservableState.Type` (every caller passes
/// exactly that), so `Observed` is `State` and the memory is an `Observed`.
func visitObservableState<State, Visitor: ObservableStateVisitor>(
  _ state: inout State, as type: any ObservableState.Type, _ visitor: Visitor
) -> Visitor.Result {
  func open<Observed: ObservableState>(_: Observed.Type) -> Visitor.Result {
    withUnsafeMutablePointer(to: &state) { pointer in
      pointer.withMemoryRebound(to: Observed.self, capacity: 1) {
        // Through `inout` again: reading a property of `pointee` copies the value first.
        visitor.visit(&$0.pointee)
      }
    }
  }
  return open(type)
}

/// The identity of a state that is `@ObservableState`, or `nil`.
func observableIdentity<State>(of state: State) -> ObservableStateID? {
  var state = state
  return observableIdentity(of: &state, as: State.self as? any ObservableState.Type)
}

/// The identity of `state`, whose type is `type` when it is `@ObservableState` (looked up once
/// by callers on hot paths), or `nil`.
///
/// Read in place, through an `inout` that changes nothing: a generic value passed or read any
/// other way is copied, which for a large state costs a retain of every reference it holds.
func observableIdentity<State>(
  of state: inout State, as type: (any ObservableState.Type)?
) -> ObservableStateID? {
  guard let type else { return nil }
  return visitObservableState(&state, as: type, IdentityRead())
}
