/// Observation of a root store's state as a whole: it notifies when the state is replaced (a
/// new `ObservableStateID`), or after every batch when the state is not `@ObservableState` and
/// cannot say what changed. Every read of any store of the tree registers here, so that
/// `state = State()` in the root reducer reaches readers of scoped stores too.
@MainActor
final class RootObservation: Observable {
  private let registrar = TrackedRegistrar()
  private(set) var isObserved = false
  private var identity: ObservableStateID?

  init(initialIdentity: ObservableStateID?) {
    identity = initialIdentity
  }

  nonisolated var _state: Void { () }

  func access() {
    isObserved = true
    registrar.access(self, keyPath: \._state)
  }

  /// Notifies when the state, whose identity is now `newIdentity`, was replaced.
  func check(_ newIdentity: ObservableStateID?) {
    guard newIdentity == nil || newIdentity != identity else { return }
    identity = newIdentity
    registrar.withMutation(of: self, keyPath: \._state) {}
  }
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
  func read<Observed: ObservableState>(_: Observed.Type) -> ObservableStateID {
    // Unsafe rebinding, because the safe spellings copy: `state as? any ObservableState` boxes
    // the whole state and `state as! Observed` copies it (a retain of every reference it holds,
    // on every send). Invariant: `type` is `State.self as? any ObservableState.Type` (both
    // callers pass exactly that), so `Observed` is `State` and the memory is an `Observed`.
    withUnsafeMutablePointer(to: &state) { pointer in
      pointer.withMemoryRebound(to: Observed.self, capacity: 1) { identity(of: &$0.pointee) }
    }
  }
  // Through `inout` again: reading a property of `pointee` copies the value first.
  func identity<Observed: ObservableState>(of state: inout Observed) -> ObservableStateID {
    state._$id
  }
  return read(type)
}
