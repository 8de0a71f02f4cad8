/// The listeners of a root store, called in the order they were added after each batch of
/// actions.
///
/// Every store that is observed adds one, so a store of many rows can hold thousands: adding and
/// removing are O(1), and the order is rebuilt only when it changed since the last batch.
struct Listeners {
  private var nextToken = 0
  private var listeners: [Int: @MainActor () -> Void] = [:]
  private var order: [Int]? = []

  var isEmpty: Bool { listeners.isEmpty }

  mutating func add(_ listener: @escaping @MainActor () -> Void) -> ListenerToken {
    nextToken += 1
    listeners[nextToken] = listener
    order?.append(nextToken)
    return ListenerToken(rawValue: nextToken)
  }

  mutating func remove(_ token: ListenerToken) {
    if listeners.removeValue(forKey: token.rawValue) != nil {
      order = nil
    }
  }

  /// The tokens of the listeners, in the order they were added.
  /// Raw tokens; returning the cached array costs a retain, not an allocation.
  mutating func callOrder() -> [Int] {
    if let order { return order }
    let order = listeners.keys.sorted()
    self.order = order
    return order
  }

  /// The listener for a raw token, or `nil` once it was removed.
  func listener(_ token: Int) -> (@MainActor () -> Void)? {
    listeners[token]
  }
}
