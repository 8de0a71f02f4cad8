import Dispatch
import Foundation

/// Whether code runs where the main actor runs it, without trapping when it does not: code in
/// Swift 5 mode can call a store from any thread.
package enum MainActorCheck {
  private static let key = DispatchSpecificKey<Bool>()
  private static let markMainQueue: Void = {
    DispatchQueue.main.setSpecific(key: key, value: true)
  }()

  private final class ThreadFacts {
    let isMainThread: Bool

    init() {
      // About 300 ns on Linux: once per thread.
      isMainThread = Thread.isMainThread
    }
  }

  private static let threadFacts = ThreadLocalSlot { ThreadFacts() }

  /// The main thread (learned once per thread), or else the main queue, on which Linux runs
  /// main-actor jobs from a worker thread once `dispatchMain()` owns the main thread.
  package static var isOnMainActor: Bool {
    if threadFacts.value.isMainThread { return true }
    _ = markMainQueue
    return DispatchQueue.getSpecific(key: key) == true
  }
}
