import ComposableArchitecture

/// A stack of screens: a root, and the screens pushed onto it, of which the top one shows, under
/// a header with its title, a back button and its toolbar.
///
/// With a store, the stack is the feature's `StackState`, as in TCA with SwiftUI:
///
/// ```swift
/// NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
///   SyncUpsList(store: store.scope(state: \.list, action: \.list))
/// } destination: { store in
///   switch store.case {
///   case .detail(let store): SyncUpDetail(store: store)
///   case .meeting(let store): MeetingView(store: store)
///   }
/// }
/// ```
///
/// A ``NavigationLink`` with `state:` pushes a screen (sending `.push(id:state:)`); the back
/// button, and Escape when nothing is presented, pop the top one (sending `.popFrom(id:)`),
/// unless the screen hid them with ``View/navigationBarBackButtonHidden(_:)``. Every
/// screen on the stack keeps its identity while it is on the stack, shown or not.
public struct NavigationStack<Root: View>: View {
  let root: Root
  let pages: AnyView
  let layout: NavigationLayout

  /// A stack showing only its root, with the root's title and toolbar in a header.
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
    pages = AnyView(EmptyView())
    layout = NavigationLayout(depth: 0, pop: {}, push: nil)
  }

  /// A stack driven by a feature's `StackState`: the root, then a screen for each element, built
  /// by `destination` from the element's store.
  public init<State, Action, Destination: View>(
    path: Binding<Store<StackState<State>, StackAction<State, Action>>>,
    @ViewBuilder root: () -> Root,
    @ViewBuilder destination: @escaping (Store<State, Action>) -> Destination
  ) {
    let store = path.wrappedValue
    let ids = Array(store.withState { $0.ids })
    self.root = root()
    pages = AnyView(
      ForEach(ids, id: \.self) { id in
        StackElementView(path: store, id: id, destination: destination)
      })
    layout = NavigationLayout(
      depth: ids.count,
      pop: {
        if let last = ids.last { store.send(.popFrom(id: last)) }
      },
      push: { state in
        guard let state = state as? State else { return false }
        @Dependency(\.stackElementID) var nextID
        var id = nextID()
        let current = store.withState { $0.ids }
        while current.contains(id) { id = nextID() }
        store.send(.push(id: id, state: state))
        return true
      })
  }

  public var body: Never { primitiveBody(Self.self) }

  public static func _makeNode(_ view: Self, inputs: _ViewInputs) -> _ViewNode {
    view.container._makeNode(inputs)
  }

  public static func _updateNode(_ node: _ViewNode, with view: Self, inputs: _ViewInputs) {
    view.container._updateNode(node, inputs: inputs)
  }

  /// The root and the pages, which can push onto this stack, under the layout that shows the
  /// top one.
  private var container: some View {
    let push = layout.push
    return ContainerView(
      layout: layout,
      content: TupleView(root, pages)
        .modifier(_EnvironmentModifier(push) { $0.navigationPush = $1 }))
  }
}

/// One screen of a store-driven stack: the destination built from its element's store, while the
/// element is on the stack.
struct StackElementView<State, Action, Destination: View>: View {
  let path: Store<StackState<State>, StackAction<State, Action>>
  let id: StackElementID
  let destination: (Store<State, Action>) -> Destination

  var body: some View {
    if let store = path.scope(state: \.[id: id], action: \.[id: id]) {
      destination(store)
    }
  }
}

/// Pushes a screen onto the nearest enclosing stack: set by each `NavigationStack` for its
/// screens.
struct NavigationPushKey: EnvironmentKey {
  static let defaultValue: (@MainActor (Any) -> Bool)? = nil
}

extension EnvironmentValues {
  /// Pushes a state onto the nearest stack; returns false when the stack takes another type.
  var navigationPush: (@MainActor (Any) -> Bool)? {
    get { self[NavigationPushKey.self] }
    set { self[NavigationPushKey.self] = newValue }
  }
}

/// How a stack draws: the header (a back button when something is pushed and the top screen
/// does not hide it, the top screen's title, its toolbar), a line, then the top screen in the
/// rest of the frame.
///
/// The back button is the stack's node itself, focusable while it is shown: Enter on it pops.
struct NavigationLayout: ContainerLayout {
  let depth: Int
  let pop: @MainActor () -> Void
  let push: (@MainActor (Any) -> Bool)?

  /// The screens: the root's node, then each pushed screen's.
  static func screens(in content: _ViewNode) -> [_ViewNode] {
    // Under the environment change that lets links push, the block of the root and the pages.
    var node = content
    while !(node is ChildrenNode), node.children.count == 1 {
      node = node.children[0]
    }
    guard let children = node as? ChildrenNode, children.nodes.count == 2 else {
      return [content]
    }
    return [children.nodes[0]] + pages(under: children.nodes[1])
  }

  /// The pushed screens: the rows of the `ForEach` under the erased pages view.
  private static func pages(under node: _ViewNode) -> [_ViewNode] {
    if let rows = node as? any NavigationPages { return rows.pageNodes }
    return node.children.flatMap(pages(under:))
  }

  func sizeThatFits(_ proposal: ProposedSize, content: _ViewNode, node: ControlNode) -> Size {
    // A stack takes the whole space it is offered, as SwiftUI's does.
    let top = Self.screens(in: content).last ?? content
    var inner = proposal
    inner.height = proposal.height.map { $0 == Int.max ? $0 : max($0 - 2, 0) }
    let size = top.size(for: inner)
    return Size(
      width: proposal.width.flatMap { $0 == Int.max ? nil : $0 } ?? size.width,
      height: proposal.height.flatMap { $0 == Int.max ? nil : $0 } ?? saturatingAdd(size.height, 2))
  }

  /// The top screen only: the screens under it keep their identities (and state) while covered,
  /// but a key typed on the top one must not reach a handler the person cannot see.
  func keyPressChildren(content: _ViewNode) -> [_ViewNode] {
    [Self.screens(in: content).last ?? content]
  }

  func draw(in frame: Rect, content: _ViewNode, node: ControlNode, context: DrawContext) {
    let top = Self.screens(in: content).last ?? content
    var style = node.environment.textAttributes.cellStyle(over: context.baseStyle)
    var x = frame.x
    let showsBack = showsBackButton(content: content)
    if showsBack {
      let back = "‹ Back"
      let backFrame = Rect(x: x, y: frame.y, width: back.count, height: 1)
      context.addFocusable(node, frame: backFrame)
      var backStyle = style
      backStyle.inverse = context.isFocused(node)
      context.write(back[...], column: x, row: frame.y, style: backStyle)
      x = backFrame.maxX + 2
    }
    if let title = NavigationTitle.title(in: top) {
      style.bold = true
      context.write(title[...], column: x, row: frame.y, style: style)
    }
    if let toolbar = ToolbarNode.toolbar(in: top) {
      let size = toolbar.size(for: ProposedSize(width: frame.width / 2, height: 1))
      toolbar.draw(
        in: Rect(x: frame.maxX - size.width, y: frame.y, width: size.width, height: 1),
        context: context)
    }
    context.write(
      String(repeating: "─", count: frame.width)[...], column: frame.x, row: frame.y + 1,
      style: node.environment.textAttributes.cellStyle(over: context.baseStyle))
    let body = Rect(x: frame.x, y: frame.y + 2, width: frame.width, height: frame.height - 2)
    // Escape pops a pushed screen, unless it hid its back button: then Escape does nothing,
    // rather than pop a stack further out.
    if depth == 0 {
      context.navigationStacks.append((node, nil))
    } else if showsBack {
      context.navigationStacks.append((node, pop))
    } else {
      context.navigationStacks.append((node, {}))
    }
    let size = top.size(for: ProposedSize(body.size))
    top.draw(
      in: body.placing(
        Size(width: min(size.width, body.width), height: min(size.height, body.height)),
        alignment: .top),
      context: context)
  }
}

/// The nodes of the pushed screens of a stack.
@MainActor
protocol NavigationPages: AnyObject {
  var pageNodes: [_ViewNode] { get }
}

extension ForEachNode: NavigationPages {
  var pageNodes: [_ViewNode] { rows }
}

extension NavigationLayout {
  /// Whether the header shows a back button: something is pushed, and the top screen does not
  /// hide it.
  func showsBackButton(content: _ViewNode) -> Bool {
    depth > 0 && !BackButtonHidden.isHidden(in: Self.screens(in: content).last ?? content)
  }

  /// The back button: Enter pops.
  func handle(_ key: Key, content: _ViewNode, node: ControlNode) -> Bool {
    guard showsBackButton(content: content), key == .enter || key == .character(" ") else {
      return false
    }
    pop()
    return true
  }
}
