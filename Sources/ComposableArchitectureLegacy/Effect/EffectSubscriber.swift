import Foundation

extension Effect {
  /// The handle ``Effect/run(_:)`` gives its work to send values and a completion through.
  public struct Subscriber {
    let sendValue: (Output) -> Void
    let sendCompletion: (Subscribers.Completion<Failure>) -> Void

    /// Sends a value downstream.
    ///
    /// - Parameter value: The value.
    public func send(_ value: Output) {
      sendValue(value)
    }

    /// Ends the effect, successfully or with a failure. Later values are dropped.
    ///
    /// - Parameter completion: How the effect ends.
    public func send(completion: Subscribers.Completion<Failure>) {
      sendCompletion(completion)
    }
  }
}

/// The publisher behind ``Effect/run(_:)``: each subscription starts the work once, forwards
/// what it sends, and tears it down once, on completion or cancellation.
struct EffectRunPublisher<Output, Failure: Error>: Publisher {
  let work: (Effect<Output, Failure>.Subscriber) -> any Cancellable

  func receive<S: CombineSubscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    let subject = PassthroughSubject<Output, Failure>()
    let teardown = Teardown()
    subject
      .handleEvents(
        receiveCompletion: { _ in teardown.run() },
        receiveCancel: { teardown.run() }
      )
      .subscribe(subscriber)
    teardown.set(
      work(
        Effect.Subscriber(
          sendValue: { subject.send($0) },
          sendCompletion: { subject.send(completion: $0) }
        )
      )
    )
  }

  /// The work's cancellable, run at most once, even if the work completed before returning it.
  final class Teardown: @unchecked Sendable {
    private let lock = NSLock()
    private var cancellable: (any Cancellable)?
    private var isDone = false

    func set(_ cancellable: any Cancellable) {
      let runNow = lock.withLock {
        guard !isDone else { return true }
        self.cancellable = cancellable
        return false
      }
      if runNow { cancellable.cancel() }
    }

    func run() {
      let cancellable = lock.withLock {
        defer { self.cancellable = nil }
        isDone = true
        return self.cancellable
      }
      cancellable?.cancel()
    }
  }
}
