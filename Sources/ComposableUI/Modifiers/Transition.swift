import ComposableArchitecture
import Foundation

/// How a view comes in when it is inserted and goes out when it is removed, as a branch of an
/// `if` does when its condition changes: fading, scaling, sliding, moving from an edge.
///
/// ```swift
/// if isShowingToast {
///   Text("Invalid phone number")
///     .transition(.move(edge: .bottom).combined(with: .opacity))
/// }
/// ```
///
/// A web page runs the transition when the change that inserts or removes the view is animated
/// (``withAnimation(_:_:)``, ``Binding/animation(_:)``, `store.send(_:animation:)`), or when the
/// transition has an animation of its own (``animation(_:)``). A view with no transition fades,
/// as in SwiftUI. The terminal has no frames in between: an inserted view shows at once, and a
/// removed one is gone at once, whatever its transition.
public struct AnyTransition: Sendable {
  /// What the transition is made of.
  let kind: Kind

  /// The transitions a view can ask for, composed as the public spellings compose them.
  indirect enum Kind: Hashable, Sendable {
    case identity
    case opacity
    /// `nil` for SwiftUI's own factor, which `.scale` leaves unsaid.
    case scale(CGFloat?, anchor: UnitPoint)
    case slide
    case move(Edge)
    case push(Edge)
    case asymmetric(insertion: Kind, removal: Kind)
    case combined(Kind, Kind)
    case animation(Kind, Animation?)
  }

  private init(_ kind: Kind) {
    self.kind = kind
  }

  /// No transition: the view is inserted and removed as it is.
  public static let identity = AnyTransition(.identity)

  /// Fades the view in when it is inserted and out when it is removed.
  public static let opacity = AnyTransition(.opacity)

  /// Scales the view up when it is inserted and down when it is removed.
  public static var scale: AnyTransition { AnyTransition(.scale(nil, anchor: .center)) }

  /// Scales the view by an amount when it is inserted and removed.
  ///
  /// - Parameters:
  ///   - scale: The scale the view comes from and goes to, 1 being its own size.
  ///   - anchor: The point the view scales around.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition(.scale(scale, anchor: anchor))
  }

  /// Slides the view in from the leading edge when it is inserted, and out towards the trailing
  /// edge when it is removed.
  public static var slide: AnyTransition { AnyTransition(.slide) }

  /// Moves the view in from an edge when it is inserted, and out towards it when it is removed.
  ///
  /// - Parameter edge: The edge the view comes from and goes to.
  public static func move(edge: Edge) -> AnyTransition {
    AnyTransition(.move(edge))
  }

  /// Moves the view in from an edge while fading it in, and out towards the opposite edge while
  /// fading it out.
  ///
  /// - Parameter edge: The edge the view comes from.
  public static func push(from edge: Edge) -> AnyTransition {
    AnyTransition(.push(edge))
  }

  /// One transition for insertion and another for removal.
  ///
  /// ```swift
  /// .transition(.asymmetric(insertion: .scale, removal: .opacity))
  /// ```
  ///
  /// - Parameters:
  ///   - insertion: How the view comes in.
  ///   - removal: How the view goes out.
  public static func asymmetric(
    insertion: AnyTransition, removal: AnyTransition
  ) -> AnyTransition {
    AnyTransition(.asymmetric(insertion: insertion.kind, removal: removal.kind))
  }

  /// This transition and another at the same time.
  ///
  /// ```swift
  /// .transition(.move(edge: .bottom).combined(with: .opacity))
  /// ```
  ///
  /// - Parameter other: The transition to run alongside this one.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(.combined(kind, other.kind))
  }

  /// This transition, run with an animation of its own rather than the one of the change that
  /// inserts or removes the view.
  ///
  /// - Parameter animation: The animation; `nil` for none.
  public func animation(_ animation: Animation?) -> AnyTransition {
    AnyTransition(.animation(kind, animation))
  }
}

extension View {
  /// How the view comes in when it is inserted and goes out when it is removed.
  ///
  /// ```swift
  /// if isExpanded {
  ///   DetailView()
  ///     .transition(.slide)
  /// }
  /// ```
  ///
  /// In a web page the view's element runs the transition when it is inserted or removed in an
  /// animated change (or whenever, for a transition with an animation of its own). In the
  /// terminal, which has no frames in between, it shows and goes at once. A transition never
  /// changes a view's identity or its layout: the view is inserted and removed when its
  /// identity starts and ends, and on a `ForEach` each row has the transition. `.slide` and the
  /// leading and trailing edges are those of left-to-right text.
  ///
  /// - Parameter t: The transition.
  /// - Returns: The view, inserted and removed with the transition.
  public func transition(_ t: AnyTransition) -> some View {
    modifier(TransitionModifier(kind: t.kind))
  }
}

/// `.transition(_:)`: its content lays out and draws as it is, and in a page each of the
/// content's elements carries the transition.
struct TransitionModifier: ViewModifier {
  typealias Body = Never
  let kind: AnyTransition.Kind

  static func _makeNode<Modified: View>(
    _ modifier: Self, content: Modified, inputs: _ViewInputs
  ) -> _ViewNode {
    let node = TransitionNode(kind: modifier.kind, inputs: inputs)
    node.content = Modified._makeNode(content, inputs: inputs.children(of: node))
    return node
  }

  static func _updateNode<Modified: View>(
    _ node: _ViewNode, modifier: Self, content: Modified, inputs: _ViewInputs
  ) {
    let node = unsafeDowncast(node, to: TransitionNode.self)
    node.environment = inputs.environment
    if node.kind != modifier.kind {
      node.kind = modifier.kind
      node.invalidateLayout()
    }
    Modified._updateNode(node.content, with: content, inputs: inputs.children(of: node))
  }
}

/// The node of `.transition(_:)`: it stands aside in layout; in a page, its content's elements
/// carry the transition.
final class TransitionNode: StandAsideNode {
  var kind: AnyTransition.Kind {
    didSet {
      // Elements are decorated again with the new transition.
      lastSources = []
      lastDecorated = []
    }
  }
  /// The content's elements the last web frame decorated, and their decorated copies.
  var lastSources: [HTMLElement] = []
  var lastDecorated: [HTMLElement] = []

  init(kind: AnyTransition.Kind, inputs: _ViewInputs) {
    self.kind = kind
    super.init(inputs: inputs)
  }

  override func collectElements(into elements: inout [HTMLElement], context: WebContext) {
    collectTransitionElements(into: &elements, context: context)
  }
}
