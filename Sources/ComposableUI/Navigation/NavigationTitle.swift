import IssueReporting

/// Reports a misuse of navigation, and keeps the app running.
@MainActor
func reportNavigationIssue(_ message: String) {
  reportIssue(message)
}

extension _ViewNode {
  /// The first node of a type in this screen, depth first, not looking into nested stacks: where
  /// a stack finds what its top screen says of its header.
  ///
  /// A sheet or alert the screen presents is not part of it: what its content says does not reach
  /// the stack under it.
  func firstInScreen<Found: _ViewNode>(_ type: Found.Type) -> Found? {
    if let found = self as? Found { return found }
    if self is ContainerNode<NavigationLayout> { return nil }
    if let presentation = self as? PresentationNode {
      return presentation.content.firstInScreen(type)
    }
    for child in children {
      if let found = child.firstInScreen(type) { return found }
    }
    return nil
  }
}

/// Something a screen says of its navigation stack's header (its title, whether it hides the
/// back button): the content lays out where it is, and the stack finds the setting of its top
/// screen with ``ScreenSettingNode/setting(in:)``.
struct ScreenSettingModifier<Setting: Equatable>: ViewModifier {
  typealias Body = Never
  let setting: Setting

  static func _makeNode<Modified: View>(
    _ modifier: Self, content: Modified, inputs: _ViewInputs
  ) -> _ViewNode {
    let node = ScreenSettingNode<Setting>(inputs: inputs)
    node.setting = modifier.setting
    node.content = Modified._makeNode(content, inputs: inputs.children(of: node))
    return node
  }

  static func _updateNode<Modified: View>(
    _ node: _ViewNode, modifier: Self, content: Modified, inputs: _ViewInputs
  ) {
    let node = unsafeDowncast(node, to: ScreenSettingNode<Setting>.self)
    node.environment = inputs.environment
    if node.setting != modifier.setting {
      node.setting = modifier.setting
      node.invalidateLayout()
    }
    Modified._updateNode(node.content, with: content, inputs: inputs.children(of: node))
  }
}

/// The node of a ``ScreenSettingModifier``.
final class ScreenSettingNode<Setting: Equatable>: _ViewNode {
  var setting: Setting!
  var content: _ViewNode!

  override var children: [_ViewNode] { [content] }
  override func forEachChild(_ body: (_ViewNode) -> Void) { body(content) }

  /// The first setting of this kind in a screen, not looking into nested stacks.
  static func setting(in screen: _ViewNode) -> Setting? {
    screen.firstInScreen(ScreenSettingNode.self)?.setting
  }
}

/// The title a screen shows in its navigation stack's header.
struct NavigationTitle: Equatable {
  let title: String

  /// The title of a screen, if it sets one.
  @MainActor
  static func title(in screen: _ViewNode) -> String? {
    ScreenSettingNode<NavigationTitle>.setting(in: screen)?.title
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
  static func toolbar(in screen: _ViewNode) -> _ViewNode? {
    screen.firstInScreen(ToolbarNode.self)?.items
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
    modifier(ScreenSettingModifier(setting: NavigationTitle(title: title)))
  }

  /// The title this screen shows in the header of its navigation stack.
  public func navigationTitle(_ title: Text) -> some View {
    modifier(ScreenSettingModifier(setting: NavigationTitle(title: title.string)))
  }

  /// Items (buttons, usually) this screen shows at the right of its navigation stack's header.
  public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> some View {
    modifier(ToolbarModifier(items: content()))
  }
}
