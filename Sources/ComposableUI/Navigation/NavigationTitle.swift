import IssueReporting

/// Reports a misuse of navigation, and keeps the app running.
@MainActor
func reportNavigationIssue(_ message: String) {
  reportIssue(message)
}

/// The title a screen shows in its navigation stack's header.
struct NavigationTitleModifier: ViewModifier {
  typealias Body = Never
  let title: String

  static func _makeNode<Modified: View>(
    _ modifier: Self, content: Modified, inputs: _ViewInputs
  ) -> _ViewNode {
    let node = NavigationTitleNode(inputs: inputs)
    node.title = modifier.title
    node.content = Modified._makeNode(content, inputs: inputs.children(of: node))
    return node
  }

  static func _updateNode<Modified: View>(
    _ node: _ViewNode, modifier: Self, content: Modified, inputs: _ViewInputs
  ) {
    let node = unsafeDowncast(node, to: NavigationTitleNode.self)
    node.environment = inputs.environment
    if node.title != modifier.title {
      node.title = modifier.title
      node.invalidateLayout()
    }
    Modified._updateNode(node.content, with: content, inputs: inputs.children(of: node))
  }
}

/// The node of `.navigationTitle`: its content lays out where it is; the stack finds the title.
final class NavigationTitleNode: _ViewNode {
  var title = ""
  var content: _ViewNode!

  override var children: [_ViewNode] { [content] }
  override func forEachChild(_ body: (_ViewNode) -> Void) { body(content) }

  /// The first title set in a screen, not looking into nested stacks.
  static func title(in node: _ViewNode) -> String? {
    if let titled = node as? NavigationTitleNode { return titled.title }
    if node is ContainerNode<NavigationLayout> { return nil }
    for child in node.children {
      if let title = title(in: child) { return title }
    }
    return nil
  }
}

/// Items a screen shows in its navigation stack's header.
struct ToolbarModifier<Items: View>: ViewModifier {
  typealias Body = Never
  let items: Items

  static func _makeNode<Modified: View>(
    _ modifier: Self, content: Modified, inputs: _ViewInputs
  ) -> _ViewNode {
    let node = ToolbarNode(inputs: inputs)
    node.content = Modified._makeNode(content, inputs: inputs.children(of: node))
    node.items = HStack(spacing: 2) { modifier.items }._makeNode(inputs.content(of: node))
    return node
  }

  static func _updateNode<Modified: View>(
    _ node: _ViewNode, modifier: Self, content: Modified, inputs: _ViewInputs
  ) {
    let node = unsafeDowncast(node, to: ToolbarNode.self)
    node.environment = inputs.environment
    Modified._updateNode(node.content, with: content, inputs: inputs.children(of: node))
    HStack(spacing: 2) { modifier.items }._updateNode(node.items, inputs: inputs.content(of: node))
  }
}

/// The node of `.toolbar`: its content lays out where it is; the stack draws the items.
final class ToolbarNode: _ViewNode {
  var content: _ViewNode!
  var items: _ViewNode!

  override var children: [_ViewNode] { [content, items] }

  /// The toolbar's items are shown in the navigation bar, not in place.
  override func collectElements(into elements: inout [HTMLElement], context: WebContext) {
    content.collectElements(into: &elements, context: context)
  }

  override func collectLayoutItems(into items: inout [_ViewNode]) {
    content.collectLayoutItems(into: &items)
  }

  /// The items of the first toolbar in a screen, not looking into nested stacks.
  static func toolbar(in node: _ViewNode) -> _ViewNode? {
    if let toolbar = node as? ToolbarNode { return toolbar.items }
    if node is ContainerNode<NavigationLayout> { return nil }
    for child in node.children {
      if let items = toolbar(in: child) { return items }
    }
    return nil
  }
}

/// Where a toolbar item goes; the terminal puts every item at the right of the header.
public struct ToolbarItemPlacement: Hashable, Sendable {
  let name: String

  /// Wherever the platform puts items.
  public static let automatic = ToolbarItemPlacement(name: "automatic")
  /// The main action of the screen.
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
  /// The action that confirms (a sheet's "Save").
  public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
  /// The action that cancels (a sheet's "Cancel").
  public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
  /// The leading edge of the header.
  public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
  /// The trailing edge of the header.
  public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
}

/// One item of a toolbar.
public struct ToolbarItem<Content: View>: View {
  let content: Content

  /// An item, placed by `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View { content }
}

/// Several items of a toolbar, placed together.
public struct ToolbarItemGroup<Content: View>: View {
  let content: Content

  /// Items, placed by `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View { content }
}

extension View {
  /// The title this screen shows in the header of its navigation stack.
  public func navigationTitle(_ title: String) -> some View {
    modifier(NavigationTitleModifier(title: title))
  }

  /// The title this screen shows in the header of its navigation stack.
  public func navigationTitle(_ title: Text) -> some View {
    modifier(NavigationTitleModifier(title: title.string))
  }

  /// Items (buttons, usually) this screen shows at the right of its navigation stack's header.
  public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> some View {
    modifier(ToolbarModifier(items: content()))
  }
}
