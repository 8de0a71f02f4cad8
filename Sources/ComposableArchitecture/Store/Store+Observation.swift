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
        stopWatchingReplacement = core.watchReplacement(stateObservation)
      }
    }
    stateObservation.access()
  }

  func stateDidChange() {
    stateObservation.didChange()
  }
}
