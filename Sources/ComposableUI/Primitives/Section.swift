/// A group of rows with a header and a footer, in a `List` or a `Form` (or anywhere, where it
/// stacks them).
///
/// ```swift
/// Section("Settings") {
///   Toggle("Notifications", isOn: $store.notifications)
/// }
/// ```
public struct Section<Parent: View, Content: View, Footer: View>: View {
  let header: Parent
  let content: Content
  let footer: Footer

  /// A section with a header and a footer built by closures.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

  public var body: Never { primitiveBody(Self.self) }

  public static func _makeNode(_ view: Self, inputs: _ViewInputs) -> _ViewNode {
    let node = ChildrenNode(inputs: inputs)
    let childInputs = inputs.children(of: node)
    node.nodes = [
      view.header.bold()._makeNode(childInputs),
      Content._makeNode(view.content, inputs: childInputs),
      Footer._makeNode(view.footer, inputs: childInputs),
    ]
    return node
  }

  public static func _updateNode(_ node: _ViewNode, with view: Self, inputs: _ViewInputs) {
    let node = unsafeDowncast(node, to: ChildrenNode.self)
    node.environment = inputs.environment
    let childInputs = inputs.children(of: node)
    view.header.bold()._updateNode(node.nodes[0], inputs: childInputs)
    Content._updateNode(node.nodes[1], with: view.content, inputs: childInputs)
    Footer._updateNode(node.nodes[2], with: view.footer, inputs: childInputs)
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// A section without header or footer.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Footer == EmptyView {
  /// A section with a header view.
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { EmptyView() })
  }

  /// A section with a header built by a closure.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section with a title.
  public init(_ title: String, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
  }
}

extension View {
  /// Makes this view's node (for primitives built from other views).
  func _makeNode(_ inputs: _ViewInputs) -> _ViewNode {
    Self._makeNode(self, inputs: inputs)
  }

  /// Updates this view's node.
  func _updateNode(_ node: _ViewNode, inputs: _ViewInputs) {
    Self._updateNode(node, with: self, inputs: inputs)
  }
}
