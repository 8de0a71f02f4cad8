extension Store {
  /// Calls `unwrap` with a store of the wrapped state each time the optional state becomes
  /// non-`nil`, and `else` each time it becomes `nil`: how a UIKit controller pushes and pops a
  /// child screen.
  ///
  /// ```swift
  /// store.scope(state: \.detail, action: AppAction.detail)
  ///   .ifLet(
  ///     then: { [weak self] in self?.push(DetailViewController(store: $0)) },
  ///     else: { [weak self] in self?.popToSelf() }
  ///   )
  ///   .store(in: &cancellables)
  /// ```
  ///
  /// Once the state is `nil` again, the unwrapped store keeps the last non-`nil` value, so a
  /// screen on its way out still has state to show.
  ///
  /// - Parameters:
  ///   - unwrap: Receives a store of the wrapped state.
  ///   - else: Called when the state becomes `nil`.
  /// - Returns: A cancellable that stops the calls; keep it as long as the screen lives.
  public func ifLet<Wrapped>(
    then unwrap: @escaping (Store<Wrapped, Action>) -> Void,
    else: @escaping () -> Void = {}
  ) -> any Cancellable where State == Wrapped? {
    state
      .removeDuplicates(by: { ($0 != nil) == ($1 != nil) })
      .sink { [self] state in
        // The subscription keeps this store alive (a scoped store often has no other owner)
        // until the returned cancellable is cancelled or released.
        guard var lastWrapped = state else {
          `else`()
          return
        }
        unwrap(
          scope(state: { state in
            if let state { lastWrapped = state }
            return lastWrapped
          })
        )
      }
  }
}
