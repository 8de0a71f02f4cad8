/// A change applied to a view that can be reused across views: `content.modifier(Card())`.
///
/// ```swift
/// struct Card: ViewModifier {
///   func body(content: Content) -> some View {
///     content.padding().border(.gray)
///   }
/// }
/// ```
@MainActor
@preconcurrency
public protocol ViewModifier {
  /// The view `body(content:)` builds.
  associatedtype Body: View

  /// The view being modified, as `body(content:)` receives it.
  typealias Content = _ViewModifier_Content<Self>

  /// The modified view, built around `content`.
  @ViewBuilder
  @MainActor
  @preconcurrency
  func body(content: Content) -> Body

  /// Creates the node of a view with this modifier. Part of how modifiers plug into the view
  /// graph; not meant to be called or implemented outside this module.
  static func _makeNode<Modified: View>(
    _ modifier: Self, content: Modified, inputs: _ViewInputs
  ) -> _ViewNode

  /// Updates the node of a view with this modifier.
  static func _updateNode<Modified: View>(
    _ node: _ViewNode, modifier: Self, content: Modified, inputs: _ViewInputs)
}

extension ViewModifier {
  /// A modifier built from views evaluates `body(content:)` as a view evaluates its body.
  public static func _makeNode<Modified: View>(
    _ modifier: Self, content: Modified, inputs: _ViewInputs
  ) -> _ViewNode {
    ModifierBody<Self, Modified>._makeNode(
      ModifierBody(modifier: modifier, content: content), inputs: inputs)
  }

  public static func _updateNode<Modified: View>(
    _ node: _ViewNode, modifier: Self, content: Modified, inputs: _ViewInputs
  ) {
    ModifierBody<Self, Modified>._updateNode(
      node, with: ModifierBody(modifier: modifier, content: content), inputs: inputs)
  }
}

extension ViewModifier where Body == Never {
  /// A primitive modifier has no body.
  public func body(content: Content) -> Never {
    fatalError("\(Self.self) is a primitive modifier: the view graph applies it")
  }
}

/// A view with a modifier applied, as `view.modifier(_:)` makes it.
public struct ModifiedContent<Content, Modifier> {
  /// The view.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// A view with a modifier.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public var body: Never { primitiveBody(Self.self) }

  public static func _makeNode(_ view: Self, inputs: _ViewInputs) -> _ViewNode {
    Modifier._makeNode(view.modifier, content: view.content, inputs: inputs)
  }

  public static func _updateNode(_ node: _ViewNode, with view: Self, inputs: _ViewInputs) {
    Modifier._updateNode(node, modifier: view.modifier, content: view.content, inputs: inputs)
  }
}

extension View {
  /// This view with a modifier applied.
  public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<
    Self, Modifier
  > {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// The view a modifier's `body(content:)` receives: it stands for the view being modified.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  let content: AnyViewStorage

  public var body: Never { primitiveBody(Self.self) }

  public static func _makeNode(_ view: Self, inputs: _ViewInputs) -> _ViewNode {
    let node = ErasedNode(inputs: inputs)
    node.show(view.content, inputs: inputs)
    return node
  }

  public static func _updateNode(_ node: _ViewNode, with view: Self, inputs: _ViewInputs) {
    unsafeDowncast(node, to: ErasedNode.self).show(view.content, inputs: inputs)
  }
}

/// A user's modifier applied to a view, evaluated as a view whose body is the modifier's.
struct ModifierBody<Modifier: ViewModifier, Modified: View>: View {
  let modifier: Modifier
  let content: Modified

  var body: Modifier.Body {
    modifier.body(content: _ViewModifier_Content(content: AnyViewBox(content)))
  }
}
