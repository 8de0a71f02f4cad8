/// What the view graph keeps about focus between the app, which writes ``FocusState``s, and the
/// renderer, which owns focus: the states written since the last frame, and the `.focused`
/// views focus was last reported to be inside.
///
/// Focus only moves in a frame: a written state is a request the renderer applies after drawing
/// (when it knows which views can take focus), and a move the renderer made is reported to the
/// `.focused` views in the update after the frame, so that no state is written while a body is
/// evaluated or a frame drawn.
@MainActor
struct FocusTracking {
  /// The states the app wrote since the last frame, once each, in the order written.
  private var requests: [any FocusRequest] = []
  /// The focused view when focus was last reported. Strong, so that a view that went away
  /// while focused still counts as a change.
  private var reportedFocus: _ViewNode?
  /// The `.focused` views `reportedFocus` is inside, innermost first.
  private var holders: [FocusBindingNode] = []

  /// Asks the renderer to move focus where a state says, in the next frame.
  mutating func request(_ request: any FocusRequest) {
    guard !requests.contains(where: { $0 === request }) else { return }
    requests.append(request)
  }

  /// The requests made since the last call.
  mutating func takeRequests() -> [any FocusRequest] {
    defer { requests.removeAll() }
    return requests
  }

  /// Notes where focus is; returns the `.focused` views it left and entered, or `nil` when the
  /// focused view is the one last reported.
  mutating func report(
    focused: _ViewNode?
  ) -> (left: [FocusBindingNode], entered: [FocusBindingNode])? {
    guard focused !== reportedFocus else { return nil }
    reportedFocus = focused
    var current: [FocusBindingNode] = []
    for node in focused?.focusScope ?? [] {
      if let binding = node as? FocusBindingNode { current.append(binding) }
    }
    let left = holders.filter { old in !current.contains { $0 === old } }
    let entered = current.filter { new in !holders.contains { $0 === new } }
    holders = current
    guard !left.isEmpty || !entered.isEmpty else { return nil }
    return (left, entered)
  }
}

/// Where focus should go for a state the app wrote.
enum FocusChange {
  /// Focus is where the state says, or the state names no view on screen.
  case keep
  /// To the first view that can take focus inside this one.
  case focus(_ViewNode)
  /// Out of the view that has it: nothing has focus.
  case clear
}

/// A ``FocusState``'s storage, as the renderer sees a write to it.
protocol FocusRequest: AnyObject {
  /// Where focus should go, given the focused view.
  @MainActor
  func focusChange(from focused: _ViewNode?) -> FocusChange
}

extension _ViewNode {
  /// This view and the views around it, innermost first, up to the root of the presentation it
  /// is in: for keys and focus, a sheet's or an alert's views are not inside the view that
  /// presents them.
  var focusScope: [_ViewNode] {
    var scope: [_ViewNode] = [self]
    var node: _ViewNode = self
    while let parent = node.parent {
      if let presentation = parent as? PresentationNode, presentation.presented === node { break }
      scope.append(parent)
      node = parent
    }
    return scope
  }

  /// Whether this view is `ancestor` or inside it, within one presentation.
  func isInside(_ ancestor: _ViewNode) -> Bool {
    var node: _ViewNode? = self
    while let current = node {
      if current === ancestor { return true }
      if let parent = current.parent as? PresentationNode, parent.presented === current {
        return false
      }
      node = current.parent
    }
    return false
  }
}
