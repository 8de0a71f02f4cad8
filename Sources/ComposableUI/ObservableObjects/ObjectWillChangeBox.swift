#if canImport(Combine)
  import Combine
#else
  import OpenCombineShim
#endif

/// The storage of an object wrapper (``StateObject``, ``ObservedObject``, ``EnvironmentObject``):
/// it listens to the object's `objectWillChange`, and evaluates the view that holds the wrapper
/// again after each change, as SwiftUI does, wherever the view used the object (in its `body`, or
/// in a closure it handed a `ForEach`, which runs later).
class ObjectWillChangeBox<Object: ObservableObject>: DynamicPropertyBox {
  /// The object listened to, and the subscription (cancelled when the box goes, with its view's
  /// identity, or when the view is given another object).
  private var listened: (object: Object, subscription: AnyCancellable)?

  /// Listens to `object`'s changes, unless this box already listens to that object.
  @MainActor
  func dependOn(_ object: Object) {
    guard listened?.object !== object else { return }
    let node = self.node
    // Not isolated: `objectWillChange` is sent on the thread of the change, before it. The
    // view is evaluated after the current main-actor turn, when the change is made.
    let subscription = object.objectWillChange.sink { @Sendable [weak node] _ in
      runOnMainActor { node?.dependencyDidChange() }
    }
    listened = (object, subscription)
  }
}
