/// One observable value with no content, that a reader depends on and a writer changes: the
/// observation key of one store's state as a whole.
final class ObservableSignal: Observable, Sendable {
  private let registrar = TrackedRegistrar()

  var _state: Void { () }

  init() {}

  /// Makes the current observation depend on this value.
  func access() {
    registrar.access(self, keyPath: \._state)
  }

  /// Tells this value's observers that it changed.
  func didChange() {
    registrar.withMutation(of: self, keyPath: \._state) {}
  }
}
