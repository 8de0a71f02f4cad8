import Foundation

/// The references of keys that implement load, subscribe and save themselves (keys written by
/// users), by key id: holders of keys with equal ids share one reference while any holds it.
final class SharedKeyReferences: Sendable {
  static let shared = SharedKeyReferences()

  private let references = WeakReferences<AnyHashable>()

  /// The reference for `key`: loaded with the key's `load` when first made, kept current by its
  /// `subscribe` while it lives, saved with `save` (when given) on each change.
  func reference<Key: SharedReaderKey>(
    for key: Key, initialValue: @autoclosure () -> Key.Value,
    save: (@Sendable (Key.Value) -> Void)?
  ) -> SharedReference<Key.Value> {
    references.reference(for: AnyHashable(key.id)) {
      let initialValue = initialValue()
      let description = describeKey(key)
      let reference = SharedReference(
        initialValue: initialValue, description: description, save: save
      )
      let update = Update(reference: reference, initialValue: initialValue)
      key.load(
        context: .initialValue(initialValue),
        continuation: LoadContinuation(description: description) { result in
          update.apply(result, loading: true)
        }
      )
      reference.bindLifetime(
        of: key.subscribe(
          context: .initialValue(initialValue),
          subscriber: SharedSubscriber { result in update.apply(result, loading: false) }
        )
      )
      return reference
    }
  }

  /// Applies what a key's load or subscription delivers to the reference, if it still lives.
  private struct Update<Value: Sendable>: Sendable {
    weak var reference: SharedReference<Value>?
    let initialValue: Value

    func apply(_ result: Result<Value?, any Error>, loading: Bool) {
      guard let reference else { return }
      switch result {
      case .success(let value?):
        reference.reload(value)
      case .success(nil):
        // Nothing stored: a load leaves the initial value; a subscriber says it is back.
        if !loading { reference.reload(initialValue) }
      case .failure(let error):
        reportIssue(
          """
          \(reference.description) could not \(loading ? "load" : "update") its value: \
          \(error)

          The value is left as it was.
          """
        )
      }
    }
  }
}
