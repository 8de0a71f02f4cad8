/// A view drawn by a container layout around its content: what the layout modifiers (padding,
/// frames, borders, backgrounds) return. Its node is a `ContainerNode` whose layout is the
/// modifier's.
struct ContainerView<Content: View, Layout: ContainerLayout>: View {
  let layout: Layout
  let content: Content

  var body: Never { primitiveBody(Self.self) }

  static func _makeNode(_ view: Self, inputs: _ViewInputs) -> _ViewNode {
    ContainerNode(view.layout, content: view.content, inputs: inputs)
  }

  static func _updateNode(_ node: _ViewNode, with view: Self, inputs: _ViewInputs) {
    unsafeDowncast(node, to: ContainerNode<Layout>.self).update(
      view.layout, content: view.content, inputs: inputs)
  }
}

extension View {
  /// This view inside a container layout.
  func container<Layout: ContainerLayout>(_ layout: Layout) -> ContainerView<Self, Layout> {
    ContainerView(layout: layout, content: self)
  }
}
