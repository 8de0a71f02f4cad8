/// Observation of a root store's state as a whole: it notifies when the state is replaced (a
/// new `ObservableStateID`), or after every batch when the state is not `@ObservableState` and
/// cannot say what changed. Every read of any store of the tree registers here, so that
/// `state = State()` in the root reducer reaches readers of scoped stores too.
@MainActor
final class RootObservation: Observable {
  private let registrar = ObservationRegistrar()
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

  func check<State>(_ state: State) {
    let newIdentity = observableIdentity(of: state)
    guard newIdentity == nil || newIdentity != identity else { return }
    identity = newIdentity
    registrar.withMutation(of: self, keyPath: \._state) {}
  }
}

/// The identity of a state that is `@ObservableState`, or `nil`.
func observableIdentity<State>(of state: State) -> ObservableStateID? {
  (state as? any ObservableState)?._$id
}
