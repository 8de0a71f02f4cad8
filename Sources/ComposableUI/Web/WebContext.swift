/// What the web renderer keeps across frames while views build their elements: which view
/// listens to events on which element.
///
/// An element built once is reused by later frames for as long as its view does not change, so a
/// view registers its elements' listeners when it builds them, and the registration lasts while
/// the view's identity does.
@MainActor
package final class WebContext {
  /// A view that listens to an element's events, held weakly: a view that went away leaves an
  /// entry that no event reaches.
  private struct Listener {
    weak var node: _ViewNode?
    let part: String?
    let kinds: Set<WebEvent.Kind>
  }

  private var listeners: [String: Listener] = [:]
  /// The element that takes focus for each view that has one: its first element that takes
  /// clicks, input or choices.
  private var focusTargets: [ObjectIdentifier: (node: WeakNode, id: String)] = [:]

  /// A view held weakly.
  private struct WeakNode {
    weak var node: _ViewNode?
  }
  /// The number of listeners after the last sweep of the ones whose view went away.
  private var sweptCount = 0

  init() {}

  /// The elements of the frame being built whose changes animate otherwise than the frame's
  /// (inside an `.animation(_:value:)` whose value changed), by id: the animation as a JSON
  /// object, or `nil` for none.
  private var animatedElements: [String: String?] = [:]

  /// Animates the changes to the element `id` and inside it with `animation` (a JSON object, or
  /// `nil` for none) in the frame being built.
  func animate(_ id: String, with animation: String?) {
    animatedElements[id] = .some(animation)
  }

  /// The elements whose changes animate otherwise than the frame's, which the frame takes.
  func takeAnimatedElements() -> [String: String?] {
    defer { animatedElements = [:] }
    return animatedElements
  }

  /// Sends the events of the given kinds on the element `id` to `node`, telling it which `part`
  /// of its elements it is (`nil` for its main one).
  func listen(
    to id: String, for node: _ViewNode, part: String? = nil, kinds: Set<WebEvent.Kind>
  ) {
    listeners[id] = Listener(node: node, part: part, kinds: kinds)
    let key = ObjectIdentifier(node)
    if focusTargets[key]?.node.node !== node, !kinds.isDisjoint(with: [.click, .input, .change]) {
      focusTargets[key] = (WeakNode(node: node), id)
    }
    // Views come and go: once the entries double, the ones whose view went away are dropped.
    if listeners.count > max(2 * sweptCount, 64) {
      listeners = listeners.filter { $0.value.node?.isMounted == true }
      focusTargets = focusTargets.filter { $0.value.node.node?.isMounted == true }
      sweptCount = listeners.count
    }
  }

  /// The element that takes focus for the first view in `node`'s subtree that has one, with
  /// that view, in the order the page shows them.
  func firstFocusTarget(in node: _ViewNode) -> (node: _ViewNode, id: String)? {
    if let target = focusTargets[ObjectIdentifier(node)], target.node.node === node {
      return (node, target.id)
    }
    for child in node.children {
      if let found = firstFocusTarget(in: child) { return found }
    }
    return nil
  }

  /// The view listening to an element's events of a kind, if the element is still some view's.
  func listener(
    for id: String, kind: WebEvent.Kind
  ) -> (node: _ViewNode, part: String?, listens: Bool, kinds: Set<WebEvent.Kind>)? {
    guard let listener = listeners[id], let node = listener.node, node.isMounted else {
      return nil
    }
    return (node, listener.part, listener.kinds.contains(kind), listener.kinds)
  }
}
