#if canImport(SwiftUI)
  import SwiftUI
#endif
/// A type that sends actions back into the store from an asynchronous effect.
///
/// `Effect.run` hands you a `Send`; call it like a function:
///
/// ```swift
/// return .run { send in
///   await send(.started)
///   await send(.finished(try await work()))
/// }
/// ```
///
/// Once the effect's task is cancelled, `send` drops the actions it is given.
@MainActor
public struct Send<Action>: Sendable {
  let send: @MainActor @Sendable (Action) -> Void

  /// Creates a `Send` that forwards actions to a closure.
  ///
  /// Useful for driving an effect's operation directly, for example in a test.
  ///
  /// - Parameter send: The closure that receives each action.
  public init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
  }

  /// Sends an action back into the store, unless the current task has been cancelled.
  ///
  /// - Parameter action: The action to send.
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    send(action)
  }

  /// Sends an action back into the store inside ``withAnimation(_:_:)``, unless the current
  /// task has been cancelled.
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - animation: How to animate the changes; `nil` for none.
  @MainActor
  public func callAsFunction(_ action: Action, animation: Animation?) {
    guard !Task.isCancelled else { return }
    withAnimation(animation) { send(action) }
  }
}
