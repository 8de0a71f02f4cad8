extension Store: Observable {
  // The store itself is observed at one key, its state's identity. It notifies when the state is
  // replaced (a new `ObservableStateID`), or after every batch when the state is not
  // `@ObservableState` and so cannot say what changed. Finer changes reach observers through the
  // state's own registrar, which the reads of its properties register with.
  //
  // The key lives on a non-generic object: a key path into the generic `Store` would be built
  // (and allocated) on every read.

  /// Registers a read of the store's state with the current observation.
  func access() {
    core.rootObservation.access()
    if !isObservationSetUp {
      isObservationSetUp = true
      if core.needsReplacementCheck {
        observation = StoreObservation(store: self)
      }
    }
    stateObservation.access()
  }

  func stateDidChange() {
    stateObservation.didChange()
  }
}

/// Watches a store that has been read, to notify its observers when its state is replaced in a
/// way no observed read notices (see `Core.needsReplacementCheck`).
///
/// Created on the first read, so that stores nobody reads cost nothing per action.
@MainActor
final class StoreObservation {
  private var identity: ObservableStateID?
  private var token: ListenerToken?

  init<State, Action>(store: Store<State, Action>) {
    identity = observableIdentity(of: store.core.state)
    token = store.core.addListener { [weak self, weak store] in
      guard let self, let store else { return }
      let identity = observableIdentity(of: store.core.state)
      guard identity == nil || identity != self.identity else { return }
      self.identity = identity
      store.stateDidChange()
    }
  }

  func stop<State, Action>(_ core: any Core<State, Action>) {
    if let token {
      core.removeListener(token)
    }
    token = nil
  }
}
