extension Store {
  /// Calls `onChange` with the store's state after every batch of actions it processes, until the
  /// returned subscription is cancelled or released.
  ///
  /// A view layer or a command-line program can use it to redraw:
  ///
  /// ```swift
  /// let subscription = store.subscribe { state in
  ///   print("count:", state.count)
  /// }
  /// ```
  ///
  /// For a scoped store, the state passed is the child's. A batch that did not change state still
  /// calls `onChange`; compare values to skip redundant work.
  ///
  /// - Parameter onChange: Called on the main actor with the new state.
  /// - Returns: A subscription; keep it alive for as long as you want to be called.
  public func subscribe(
    _ onChange: @escaping @MainActor (_ state: State) -> Void
  ) -> StoreSubscription {
    let core = core
    let token = core.addListener { [weak core] in
      guard let core else { return }
      onChange(core.state)
    }
    return StoreSubscription { [weak core] in
      core?.removeListener(token)
    }
  }
}

extension Store where State: Sendable {
  /// The store's state over time, as an asynchronous sequence: the current state first, then the
  /// state after each batch of actions.
  ///
  /// ```swift
  /// for await state in store.states {
  ///   render(state)
  /// }
  /// ```
  ///
  /// A slow consumer sees only the newest state. The sequence ends when the iterating task is
  /// cancelled.
  public var states: AsyncStream<State> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: State.self, bufferingPolicy: .bufferingNewest(1)
    )
    continuation.yield(state)
    let subscription = subscribe { continuation.yield($0) }
    continuation.onTermination = { _ in
      Task { @MainActor in subscription.cancel() }
    }
    return stream
  }
}

/// A registration of a closure that a store calls when its state changes; see
/// ``Store/subscribe(_:)``. Cancelled when released.
@MainActor
public final class StoreSubscription {
  private var onCancel: (@MainActor () -> Void)?

  init(onCancel: @escaping @MainActor () -> Void) {
    self.onCancel = onCancel
  }

  isolated deinit {
    cancel()
  }

  /// Stops calling the closure.
  public func cancel() {
    onCancel?()
    onCancel = nil
  }
}
