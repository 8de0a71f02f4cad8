import Dispatch
import Foundation

/// Whether code runs where the main actor runs it, without trapping when it does not: code in
/// Swift 5 mode can call a store from any thread.
enum MainActorCheck {
  private static let key = DispatchSpecificKey<Bool>()
  private static let markMainQueue: Void = {
    DispatchQueue.main.setSpecific(key: key, value: true)
  }()

  /// The main thread, or the main queue: once `dispatchMain()` owns the main thread, Linux runs
  /// main-actor jobs on the main queue from a worker thread.
  static var isOnMainActor: Bool {
    if Thread.isMainThread { return true }
    _ = markMainQueue
    return DispatchQueue.getSpecific(key: key) == true
  }
}
