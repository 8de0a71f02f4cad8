import ComposableArchitecture

extension TransitionNode {
  /// The content's elements, each carrying the transition in data attributes for the page's
  /// script: `data-enter` and `data-exit` hold the CSS declarations the element starts from when
  /// it is inserted and ends at when it is removed (empty for no change at all), and
  /// `data-enter-timing` and `data-exit-timing`, when the transition has an animation of its
  /// own, its timing as a JSON object (`null` for none).
  func collectTransitionElements(into elements: inout [HTMLElement], context: WebContext) {
    let start = elements.count
    content.collectElements(into: &elements, context: context)
    var sources: [HTMLElement] = []
    var decorated: [HTMLElement] = []
    for index in start..<elements.count {
      let element = elements[index]
      let offset = index - start
      // The copy made last time when the content handed the same element, so that an
      // unchanged view hands the next frame the same element.
      let copy =
        offset < lastSources.count && lastSources[offset] === element
        ? lastDecorated[offset] : decorate(element)
      sources.append(element)
      decorated.append(copy)
      elements[index] = copy
    }
    lastSources = sources
    lastDecorated = decorated
  }

  /// `element` with the transition's attributes.
  private func decorate(_ element: HTMLElement) -> HTMLElement {
    let insertion = TransitionCSS(kind, removal: false)
    let removal = TransitionCSS(kind, removal: true)
    var attributes = element.attributes
    attributes.append(.init("data-enter", insertion.declarations))
    attributes.append(.init("data-exit", removal.declarations))
    #if !canImport(SwiftUI)
      if let timing = insertion.animation {
        attributes.append(
          .init("data-enter-timing", timing.map { PageAnimation($0).json } ?? "null"))
      }
      if let timing = removal.animation {
        attributes.append(
          .init("data-exit-timing", timing.map { PageAnimation($0).json } ?? "null"))
      }
    #endif
    return HTMLElement(
      id: element.id, tag: element.tag, attributes: attributes, text: element.text,
      children: element.children)
  }
}

extension AnimationScopeNode {
  /// The content's elements; in a frame where the value changed, the changes to them and inside
  /// them animate with the modifier's animation.
  func collectScopedElements(into elements: inout [HTMLElement], context: WebContext) {
    let start = elements.count
    content.collectElements(into: &elements, context: context)
    #if !canImport(SwiftUI)
      guard let animation = graph.scopedAnimation(of: self) else { return }
      let json = animation.map { PageAnimation($0).json }
      for element in elements[start...] {
        context.animate(element.id, with: json)
      }
    #endif
  }
}

/// One side of a transition (how a view comes in, or how it goes out) as CSS: the opacity and
/// transforms of the state the element comes from or goes to.
struct TransitionCSS: Equatable {
  /// The opacity at the far end, if the transition fades.
  var opacity: Double?
  /// The transforms at the far end, in the order they apply.
  var transforms: [String] = []
  /// The point transforms apply around, as CSS `transform-origin`.
  var origin: String?
  /// The transition's own animation: `nil` when it has none (the change's animation runs it),
  /// `.some(nil)` when it asked for none.
  var animation: Animation??

  /// The side of `kind` an element takes when it is removed (`removal`) or inserted.
  init(_ kind: AnyTransition.Kind, removal: Bool) {
    switch kind {
    case .identity:
      break
    case .opacity:
      opacity = 0
    case .scale(let factor, let anchor):
      // SwiftUI's `.scale` grows the view from nothing.
      transforms = ["scale(\(CSS.number(Double(factor ?? 0))))"]
      origin = "\(CSS.number(Double(anchor.x) * 100))% \(CSS.number(Double(anchor.y) * 100))%"
    case .slide:
      // In from the leading edge, out towards the trailing one.
      transforms = [Self.translation(towards: removal ? .trailing : .leading)]
    case .move(let edge):
      transforms = [Self.translation(towards: edge)]
    case .push(let edge):
      // In from the edge, out towards the opposite one, fading both ways.
      transforms = [Self.translation(towards: removal ? edge.opposite : edge)]
      opacity = 0
    case .asymmetric(let insertion, let removalKind):
      self = Self(removal ? removalKind : insertion, removal: removal)
    case .combined(let first, let second):
      self = Self(first, removal: removal)
      let other = Self(second, removal: removal)
      if let fade = other.opacity { opacity = min(opacity ?? 1, fade) }
      transforms += other.transforms
      origin = origin ?? other.origin
      if animation == nil { animation = other.animation }
    case .animation(let inner, let animation):
      self = Self(inner, removal: removal)
      self.animation = .some(animation)
    }
  }

  /// The declarations, `opacity:0;transform:translateY(100%)`; empty when the element does not
  /// change.
  var declarations: String {
    var declarations: [String] = []
    if let opacity { declarations.append("opacity:\(CSS.number(opacity))") }
    if !transforms.isEmpty {
      declarations.append("transform:\(transforms.joined(separator: " "))")
      if let origin { declarations.append("transform-origin:\(origin)") }
    }
    return declarations.joined(separator: ";")
  }

  /// A move by the element's own size towards an edge.
  private static func translation(towards edge: Edge) -> String {
    switch edge {
    case .top: "translateY(-100%)"
    case .bottom: "translateY(100%)"
    case .leading: "translateX(-100%)"
    case .trailing: "translateX(100%)"
    }
  }
}

extension Edge {
  /// The edge across from this one.
  fileprivate var opposite: Edge {
    switch self {
    case .top: .bottom
    case .bottom: .top
    case .leading: .trailing
    case .trailing: .leading
    }
  }
}
