import ComposableArchitecture

#if canImport(Combine)
  import Combine
#else
  import OpenCombineShim
#endif

/// The storage of an object wrapper (``StateObject``, ``ObservedObject``, ``EnvironmentObject``):
/// it listens to the object's `objectWillChange`, and a body that used the object through the
/// wrapper depends on that, so any published change evaluates it again, as in SwiftUI.
///
/// The dependency goes through the view graph's one way of observing: reading the wrapper
/// registers a read of the box, and a change the object announces is a change of the box.
class ObjectWillChangeBox<Object: ObservableObject>: DynamicPropertyBox {
  /// What a body reads to depend on the object's changes, and what each announced change
  /// changes.
  private let changes = ObservableSignal()
  /// The object listened to, and the subscription (cancelled when the box goes, with its view's
  /// identity, or when the view is given another object).
  private var listened: (object: Object, subscription: AnyCancellable)?

  /// Makes the body being evaluated depend on `object`'s changes, listening to them first if
  /// this box does not listen to that object yet.
  @MainActor
  func dependOn(_ object: Object) {
    if listened?.object !== object {
      // Not isolated: `objectWillChange` is sent on the thread of the change, before it. The
      // view graph evaluates after the current main-actor turn, when the change is made.
      let subscription = object.objectWillChange.sink { @Sendable [weak changes] _ in
        changes?.didChange()
      }
      listened = (object, subscription)
    }
    changes.access()
  }
}
