/// How the library's own keys (in memory, file, app storage), which make their references with
/// their own storage, answer `load`, `subscribe` and `save` when those are called directly: through
/// the reference every holder of the key shares.
protocol LibraryKey: SharedKey {
  /// The reference holders of this key share, if one exists now.
  func existingReference() -> SharedReference<Value>?
}

extension InMemoryKey: LibraryKey {}
extension FileStorageKey: LibraryKey {}
extension AppStorageKey: LibraryKey {}

/// The value the key's holders share; the holder's initial value when there is no holder yet.
func loadThroughReference<Key: LibraryKey>(
  _ key: Key, context: LoadContext<Key.Value>, continuation: LoadContinuation<Key.Value>
) {
  if let initialValue = context.initialValue {
    continuation.resume(returning: key.reference(initialValue: { initialValue }).currentValue)
  } else if let reference = key.existingReference() {
    continuation.resume(returning: reference.currentValue)
  } else {
    continuation.resumeReturningInitialValue()
  }
}

/// The changes to the value the key's holders share, keeping that value alive while subscribed.
func subscribeThroughReference<Key: LibraryKey>(
  _ key: Key, context: LoadContext<Key.Value>, subscriber: SharedSubscriber<Key.Value>
) -> SharedSubscription {
  let reference =
    context.initialValue.map { initialValue in key.reference(initialValue: { initialValue }) }
    ?? key.existingReference()
  guard let reference else {
    // Nothing holds the value and there is nothing to start from: no change can come.
    return SharedSubscription {}
  }
  let changes = reference.subscribe { subscriber.yield($0) }
  return SharedSubscription { withExtendedLifetime(reference) { changes.cancel() } }
}

/// Sets the value every holder of the key shares, which persists it.
func saveThroughReference<Key: LibraryKey>(
  _ key: Key, _ value: Key.Value, continuation: SaveContinuation
) {
  key.reference(initialValue: { value }).withLock { $0 = value }
  continuation.resume()
}
