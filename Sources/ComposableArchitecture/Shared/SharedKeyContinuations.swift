import Foundation

/// Why a key loads its value.
public enum LoadContext<Value> {
  /// A holder is being created; the value is its initial value, to use when nothing is stored.
  case initialValue(Value)
  /// The value is loaded again on request.
  case userInitiated

  /// The initial value of the holder being created, if that is why the value is loaded.
  public var initialValue: Value? {
    guard case .initialValue(let value) = self else { return nil }
    return value
  }
}

extension LoadContext: Sendable where Value: Sendable {}

/// Why a key saves its value.
public enum SaveContext: Hashable, Sendable {
  /// The value was set.
  case didSet
  /// A save was requested.
  case userInitiated
}

/// What a key's ``SharedReaderKey/load(context:continuation:)`` resumes, exactly once.
///
/// Resuming it twice is reported and ignored; not resuming it at all is reported when it goes
/// away, and the holder keeps its initial value.
public struct LoadContinuation<Value: Sendable>: Sendable {
  let once: ResumeOnce<Result<Value?, any Error>>

  init(description: String, _ resume: @escaping @Sendable (Result<Value?, any Error>) -> Void) {
    once = ResumeOnce(what: "The load continuation of \(description)", resume)
  }

  /// Resumes with the loaded value.
  ///
  /// - Parameter value: The stored value.
  public func resume(returning value: Value) {
    once.resume(.success(value))
  }

  /// Resumes saying nothing is stored: the holder keeps its initial value.
  public func resumeReturningInitialValue() {
    once.resume(.success(nil))
  }

  /// Resumes with an error: it is reported, and the holder keeps its value.
  ///
  /// - Parameter error: Why the value could not be loaded.
  public func resume(throwing error: any Error) {
    once.resume(.failure(error))
  }

  /// Resumes with a result: a value, `nil` for the initial value, or an error.
  ///
  /// - Parameter result: The outcome of the load.
  public func resume(with result: Result<Value?, any Error>) {
    once.resume(result)
  }
}

/// What a key's ``SharedKey/save(_:context:continuation:)`` resumes, exactly once.
public struct SaveContinuation: Sendable {
  let once: ResumeOnce<Result<Void, any Error>>

  init(description: String) {
    once = ResumeOnce(what: "The save continuation of \(description)") { result in
      if case .failure(let error) = result {
        reportIssue("\(description) could not save its value: \(error)")
      }
    }
  }

  init(_ key: some SharedReaderKey) {
    self.init(description: describeKey(key))
  }

  /// Resumes saying the value is saved.
  public func resume() {
    once.resume(.success(()))
  }

  /// Resumes with an error, which is reported.
  ///
  /// - Parameter error: Why the value could not be saved.
  public func resume(throwing error: any Error) {
    once.resume(.failure(error))
  }

  /// Resumes with a result.
  ///
  /// - Parameter result: The outcome of the save.
  public func resume(with result: Result<Void, any Error>) {
    once.resume(result)
  }
}

/// What a key's ``SharedReaderKey/subscribe(context:subscriber:)`` yields new values to.
public struct SharedSubscriber<Value: Sendable>: Sendable {
  let receive: @Sendable (Result<Value?, any Error>) -> Void

  /// Tells the holders of the key of a new value.
  ///
  /// - Parameter value: The value now stored.
  public func yield(_ value: Value) {
    receive(.success(value))
  }

  /// Tells the holders that nothing is stored any more: each keeps its initial value.
  public func yieldReturningInitialValue() {
    receive(.success(nil))
  }

  /// Tells the holders of an error, which is reported; they keep their value.
  ///
  /// - Parameter error: What went wrong.
  public func yield(throwing error: any Error) {
    receive(.failure(error))
  }

  /// Tells the holders of a result: a value, `nil` for the initial value, or an error.
  ///
  /// - Parameter result: The new outcome.
  public func yield(with result: Result<Value?, any Error>) {
    receive(result)
  }
}

/// Ends a key's subscription when cancelled, and when the last holder of the value goes away.
public final class SharedSubscription: Sendable {
  private let cancellation: LockedValue<(@Sendable () -> Void)?>

  /// A subscription that runs `cancel` once, when it is cancelled or released.
  ///
  /// - Parameter cancel: Stops the updates.
  public init(_ cancel: @escaping @Sendable () -> Void) {
    cancellation = LockedValue(cancel)
  }

  /// Stops the updates; later calls do nothing.
  public func cancel() {
    let cancel = cancellation.withLock { cancel in
      defer { cancel = nil }
      return cancel
    }
    cancel?()
  }

  deinit {
    cancel()
  }
}

/// Runs a continuation's work once; reports a second resumption, and a continuation that goes
/// away without any.
final class ResumeOnce<Outcome: Sendable>: Sendable {
  private let what: String
  private let work: LockedValue<(@Sendable (Outcome) -> Void)?>

  init(what: String, _ work: @escaping @Sendable (Outcome) -> Void) {
    self.what = what
    self.work = LockedValue(work)
  }

  func resume(_ outcome: Outcome) {
    let work = work.withLock { work in
      defer { work = nil }
      return work
    }
    guard let work else {
      reportIssue("\(what) was resumed more than once. Resume it exactly once.")
      return
    }
    work(outcome)
  }

  deinit {
    if work.withLock({ $0 }) != nil {
      reportIssue("\(what) was never resumed. Resume it exactly once, even on failure.")
    }
  }
}

/// How a key is named in messages: `RemoteConfigKey(name: "beta")`.
func describeKey(_ key: some SharedReaderKey) -> String {
  String(describing: key)
}
