extension TerminalRenderer {
  /// Offers a key the focused view did not use to the `.onKeyPress` handlers; returns whether
  /// one handled it.
  ///
  /// With a view focused, the handlers around it, innermost first, up to the root of its
  /// presentation. With nothing focused, every handler in the top presentation, or on screen
  /// when none is shown: inner handlers before the ones around them, otherwise in the order
  /// the views are built. A navigation stack offers the key to its top screen only: the screens
  /// it covers keep their nodes, and their handlers, while the person cannot see them.
  func routeToKeyPressHandlers(_ key: Key) -> Bool {
    if let focused {
      var child: _ViewNode?
      for node in focused.focusScope {
        if node.handleKeyPress(key, from: child) { return true }
        child = node
      }
      return false
    }
    guard let scope = graph.presentations.last?.presented ?? graph.root else { return false }
    return Self.offer(key, toHandlersIn: scope)
  }

  private static func offer(_ key: Key, toHandlersIn node: _ViewNode) -> Bool {
    for child in node.keyPressChildren where offer(key, toHandlersIn: child) {
      return true
    }
    return node.handleKeyPress(key, from: nil)
  }

  /// Moves focus where the ``FocusState``s written since the last frame say, among the views
  /// the frame found focusable; returns whether focus moved.
  func applyFocusRequests() -> Bool {
    let requests = graph.focus.takeRequests()
    guard !requests.isEmpty else { return false }
    let before = focused
    for request in requests {
      switch request.focusChange(from: focused) {
      case .keep:
        break
      case .focus(let target):
        if let first = focusables.first(where: { $0.node.isInside(target) }) {
          focus(first.node)
        }
      case .clear:
        focus(nil)
      }
    }
    return focused !== before
  }

  /// Tells the `.focused` views whose focus changed since the last frame.
  func reportFocus() {
    graph.reportFocus(focused)
  }
}
