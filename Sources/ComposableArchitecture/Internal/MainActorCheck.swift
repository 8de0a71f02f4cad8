import Dispatch

/// Whether code runs where the main actor runs it, without trapping when it does not: code in
/// Swift 5 mode can call a store from any thread.
enum MainActorCheck {
  private static let key = DispatchSpecificKey<Bool>()
  private static let markMainQueue: Void = {
    DispatchQueue.main.setSpecific(key: key, value: true)
  }()

  /// The main queue, which the main thread belongs to, and on which Linux runs main-actor jobs
  /// from a worker thread once `dispatchMain()` owns the main thread. (`Thread.isMainThread`
  /// would miss those, and costs about 300 ns on Linux: this costs about 10.)
  static var isOnMainActor: Bool {
    _ = markMainQueue
    return DispatchQueue.getSpecific(key: key) == true
  }
}
