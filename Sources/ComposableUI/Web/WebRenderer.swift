import Foundation

/// Shows a view graph as a web page and routes the page's events to it: the part of the browser
/// renderer that knows views, apart from any server (ComposableUIWeb serves it).
///
/// Each frame, the views build the page's elements; a view that did not change hands back the
/// element it built before, so building a frame costs what changed. The new page is compared
/// with the one the browser shows, and the differences go out as one message of patches,
/// numbered by frame, with the number of the last event handled before it:
/// `{"version":3,"ack":7,"patches":[["text","v12","1"]]}`.
///
/// Events come back numbered with the frame the page showed (see ``WebEvent``). The renderer
/// only lets through what a person could have done on the page: an event on an element that is
/// on the page and listens for that kind, from a recent frame, on an enabled view.
@MainActor
package final class WebRenderer {
  let graph = ViewGraph()
  let context = WebContext()
  /// The number of the frame the page shows once it applied every message sent.
  package private(set) var version = 0
  /// The page's number of the last event handled (see ``WebEvent/sequence``).
  package private(set) var acknowledged = 0
  /// The page's root element, as last sent.
  private var shown: HTMLElement?
  /// The page's root element, as last built.
  var shownRoot: HTMLElement? { shown }
  /// The messages of the latest frames, oldest first, to send again to a page that reconnects
  /// after missing some.
  private var history: [(version: Int, message: String)] = []
  /// How many frames' messages are kept for a page that reconnects.
  package var historyLimit = 64
  /// How many frames may have changed the page, other than the answers to its own events,
  /// between the frame an event was made on and now: past it, the page the person acted on
  /// changed too much (a timer, another page's edits) to say what they meant. Frames that answer
  /// the page's own events do not count, so that fast typing, whose events outrun the frames
  /// that answer them, loses nothing.
  package var staleLimit = 32
  /// How many recent frames the renderer remembers for that count; an event from an older
  /// frame is stale.
  package var rememberedFrames = 1_024
  /// For each recent frame, how many frames up to it did not answer one of the page's events.
  private var framesElsewhere: [(version: Int, count: Int)] = [(0, 0)]
  /// Whether the renderer is answering an event: the frames it sends then do not count.
  private var isAnsweringEvent = false
  /// What the frames answering the current event set (see ``HTMLPatch/setting``).
  private var answeredSettings: Set<String> = []
  /// The last frame's patches, for tests that apply them to a model of the page.
  package private(set) var lastPatches: [HTMLPatch] = []
  /// Called with each frame's message of patches.
  package var onMessage: (String) -> Void = { _ in }
  /// Where rejected input is reported: a page's messages are not trusted, so what is wrong with
  /// them is logged, and the session goes on.
  package var log: (String) -> Void = { line in
    FileHandle.standardError.write(Data(("ComposableUIWeb: " + line + "\n").utf8))
  }

  package init() {
    graph.requestUpdate = { [weak self] _ in
      Task { @MainActor in self?.update() }
    }
  }

  /// Shows a root view and builds the first frame, which ``html`` serves.
  package func show<Root: View>(_ view: Root) {
    graph.setRoot(view)
    render(sending: false)
  }

  /// Ends every identity of the graph: tasks are cancelled, disappearance callbacks run.
  package func close() {
    graph.removeRoot()
  }

  /// The page as it is now, for a first paint or a page that missed too many frames.
  package var html: String {
    if shown == nil || graph.needsDraw { render(sending: true) }
    return shown?.html ?? ""
  }

  /// Runs the graph's pending update and sends the frame's patches, if anything changed.
  package func update() {
    #if !canImport(SwiftUI)
      animation = graph.takeAnimation().map(PageAnimation.init)
    #endif
    graph.update()
    guard graph.needsDraw else { return }
    render(sending: true)
    // Views that appeared while their elements were built (a list's rows) run their callbacks,
    // which may change what is shown again.
    for _ in 0..<TerminalRenderer.maximumRedraws where graph.hasPendingWork {
      #if !canImport(SwiftUI)
        animation = graph.takeAnimation().map(PageAnimation.init)
      #endif
      graph.update()
      render(sending: true)
    }
    #if !canImport(SwiftUI)
      animation = nil
    #endif
  }

  #if !canImport(SwiftUI)
    /// How the frame being built animates, if the changes it shows were made with an animation.
    private var animation: PageAnimation?
  #endif

  /// The elements of the frame just built whose changes animate otherwise than the frame's, if
  /// any.
  private func animationScopes() -> AnimationScopes? {
    #if !canImport(SwiftUI)
      graph.forgetScopedAnimations()
      let byID = context.takeAnimatedElements()
      guard !byID.isEmpty else { return nil }
      return AnimationScopes(byID: byID, current: animation?.json)
    #else
      return nil
    #endif
  }

  /// Builds the frame and, when `sending`, sends what changed since the last.
  private func render(sending: Bool) {
    graph.needsDraw = false
    let root = page()
    // Taken for every frame built, sent or not: they belong to this frame only.
    let scopes = animationScopes()

    defer { shown = root }
    guard sending, let shown else { return }
    var patches: [HTMLPatch] = []
    HTMLPatch.diff(shown, root, into: &patches, scopes: scopes)
    patches += scrolls()
    patches += focusChanges()
    send(patches)
  }

  /// Sends a frame of patches, if there are any.
  private func send(_ patches: [HTMLPatch]) {
    guard !patches.isEmpty else { return }
    if isAnsweringEvent {
      for patch in patches {
        if let setting = patch.setting { answeredSettings.insert(setting) }
      }
    }
    lastPatches = patches
    version += 1
    let elsewhere = framesElsewhere.last!.count + (isAnsweringEvent ? 0 : 1)
    framesElsewhere.append((version, elsewhere))
    if framesElsewhere.count > rememberedFrames {
      framesElsewhere.removeFirst(framesElsewhere.count - rememberedFrames)
    }
    var message = "{\"version\":\(version),\"ack\":\(acknowledged),"
    #if !canImport(SwiftUI)
      if let animation {
        message += "\"animation\":"
        animation.writeJSON(to: &message)
        message += ","
      }
    #endif
    message += "\"patches\":["
    for (index, patch) in patches.enumerated() {
      if index > 0 { message += "," }
      patch.writeJSON(to: &message)
    }
    message += "]}"
    history.append((version, message))
    if history.count > historyLimit { history.removeFirst(history.count - historyLimit) }
    onMessage(message)
  }

  /// The view whose element has focus in the page, as the page last reported it or the app
  /// last moved it.
  private weak var focusedNode: _ViewNode?

  /// The focused view, if it is still in the graph.
  var focused: _ViewNode? {
    guard let focusedNode, focusedNode.isMounted else { return nil }
    return focusedNode
  }

  /// The focus moves the app asked for (a `@FocusState` it wrote) as patches, and the focus
  /// reported to the `.focused` views.
  private func focusChanges() -> [HTMLPatch] {
    var patches: [HTMLPatch] = []
    for request in graph.focus.takeRequests() {
      switch request.focusChange(from: focused) {
      case .keep:
        break
      case .focus(let target):
        if let (node, id) = context.firstFocusTarget(in: target) {
          focusedNode = node
          patches.append(.focus(id: id))
        }
      case .clear:
        focusedNode = nil
        patches.append(.blur)
      }
    }
    graph.reportFocus(focused)
    return patches
  }

  /// The scrolls asked for since the last frame, as patches that scroll their targets'
  /// elements into view.
  private func scrolls() -> [HTMLPatch] {
    defer { graph.scrollRequests.removeAll() }
    return graph.scrollRequests.compactMap { request in
      let id: String?
      switch request.target {
      case .node(let node):
        id = node.isMounted ? node.elements(context: context).first?.id : nil
      case .row(let rows, let rowID):
        // A list's row is its `li`.
        id = rows.offset(ofRowWithID: rowID).map {
          HTMLElement.id(of: rows.row(at: $0), part: "row")
        }
      }
      guard let id else { return nil }
      let anchor: String
      switch request.anchor.map({ $0.fraction(along: .vertical) }) {
      case nil: anchor = "nearest"
      case let fraction? where fraction < 0.25: anchor = "start"
      case let fraction? where fraction > 0.75: anchor = "end"
      default: anchor = "center"
      }
      return .scroll(id: id, anchor: anchor)
    }
  }

  /// The page's root element: the root view's elements, then the presentations' dialogs.
  private func page() -> HTMLElement {
    var children = graph.root?.elements(context: context) ?? []
    for presentation in graph.presentations {
      if let dialog = dialog(for: presentation) { children.append(dialog) }
    }
    return HTMLElement(
      id: "app", tag: "div", attributes: [.init("class", "app")], children: children)
  }

  /// The page built with no element kept from earlier frames: what the page must be, to check
  /// that the kept elements and the patches sent built the same one. For tests; it costs a
  /// whole page.
  package func freshPaint() -> HTMLElement {
    func forget(_ node: _ViewNode) {
      node.renderedElement = nil
      node.renderedRowElement = nil
      // A list's chunks from the last frame too: every row is built again.
      if let list = node as? ListNode {
        list.shownRows = nil
        list.changedRows = nil
      }
      for child in node.children { forget(child) }
    }
    graph.root.map(forget)
    for presentation in graph.presentations { forget(presentation) }
    return page()
  }

  /// A presentation as a dialog over the page: sheets large, alerts small.
  private func dialog(for presentation: PresentationNode) -> HTMLElement? {
    guard let presented = presentation.presented else { return nil }
    return presentation.element {
      let id = HTMLElement.id(of: presented, part: "dialog")
      context.listen(to: id, for: presentation, kinds: [.dismiss])
      return HTMLElement(
        id: id, tag: "dialog",
        attributes: [
          .init("class", presentation.style == .sheet ? "sheet" : "alert"), .init("open", ""),
        ],
        children: presented.elements(context: context))
    }
  }

  /// The messages a page that reconnects needs after showing frame `version`: the frames it
  /// missed, or, when they are no longer kept, the whole page.
  package func messages(after version: Int) -> [String] {
    if version == self.version { return [] }
    if version < self.version, let first = history.first, first.version <= version + 1 {
      return history.filter { $0.version > version }.map(\.message)
    }
    return [pageMessage]
  }

  /// A message that replaces the whole page: `{"version":3,"ack":7,"html":"…"}`.
  package var pageMessage: String {
    // The page first, then its frame's number: building the page may make a frame.
    let html = self.html
    var message = "{\"version\":\(version),\"ack\":\(acknowledged),\"html\":"
    JSON.string(html, to: &message)
    message += "}"
    return message
  }

  /// What became of an event.
  package enum EventResult: Equatable, Sendable {
    /// A view took it.
    case handled
    /// It was not let through; the reason was logged.
    case rejected(String)
    /// The message was not an event at all (not JSON, not an event's shape, over the size limit);
    /// the reason was logged. Unlike a rejected event, it is no sign that a person uses the page.
    case unreadable(String)
  }

  /// Decodes a page's message and handles the event in it.
  @discardableResult
  package func handle(message: String, limit: Int) -> EventResult {
    do {
      return handle(try WebEvent(json: message, limit: limit))
    } catch {
      log("ignored a message from the page: \(error.description)")
      return .unreadable(error.description)
    }
  }

  /// Sends an event to the view whose element it happened to, if a person could have done it
  /// on the page, then runs the update it caused, so that its patches go out at once. A control
  /// whose change was rejected is set back to the app's state.
  @discardableResult
  package func handle(_ event: WebEvent) -> EventResult {
    let result = dispatch(event)
    if case .rejected = result {
      answeredSettings = []
      restate(after: event)
    }
    return result
  }

  private func dispatch(_ event: WebEvent) -> EventResult {
    // Its server counts it as activity; there is nothing for a view in it.
    if event.kind == .visible { return .handled }
    if let sequence = event.sequence { acknowledged = max(acknowledged, sequence) }
    guard event.version <= version else {
      return reject(
        "\(event.kind.rawValue) on \(event.target) is from frame \(event.version), which was not sent yet (the page is at \(version))"
      )
    }
    guard let then = framesElsewhere.first(where: { $0.version == event.version }) else {
      return reject(
        "\(event.kind.rawValue) on \(event.target) is from frame \(event.version), older than the \(rememberedFrames) frames remembered"
      )
    }
    let changes = framesElsewhere.last!.count - then.count
    guard changes <= staleLimit else {
      return reject(
        "\(event.kind.rawValue) on \(event.target) is from frame \(event.version); \(changes) frames changed the page since, besides answers to its events (the limit is \(staleLimit))"
      )
    }
    guard let listener = context.listener(for: event.target, kind: event.kind) else {
      return reject("\(event.kind.rawValue) on \(event.target): no such element on the page")
    }
    guard isShown(listener.node) else {
      return reject(
        "\(event.kind.rawValue) on \(event.target): the element is covered (by a presentation or a pushed screen)"
      )
    }
    // Any control can take focus: the `.focused` views hear of it.
    if event.kind == .focus || event.kind == .blur {
      guard !listener.kinds.isDisjoint(with: [.click, .input, .change]) else {
        return reject("\(event.kind.rawValue) on \(event.target): the element takes no focus")
      }
      isAnsweringEvent = true
      defer { isAnsweringEvent = false }
      if event.kind == .focus {
        focusedNode = listener.node
      } else if focusedNode === listener.node {
        focusedNode = nil
      }
      graph.reportFocus(focused)
      update()
      return .handled
    }
    guard listener.listens else {
      return reject("\(event.kind.rawValue) on \(event.target): the element does not take it")
    }
    isAnsweringEvent = true
    defer { isAnsweringEvent = false }
    let handled: Bool
    if let presentation = listener.node as? PresentationNode {
      presentation.dismiss()
      handled = true
    } else if listener.part == "row" {
      // A row's key goes to its `ForEach`, as a key that came through the row does.
      handled =
        Self.key(event.value).map { key in
          listener.node.parent?.handleKeyPress(key, from: listener.node) ?? false
        } ?? false
    } else {
      handled = listener.node.handle(event, part: listener.part)
    }
    guard handled else {
      return reject(
        "\(event.kind.rawValue) on \(event.target): the view did not take it (disabled, or a value it does not offer)"
      )
    }
    answeredSettings = []
    update()
    restate(after: event)
    return .handled
  }

  /// Sets the state of the control an event came from (a field's text, a box's mark, a menu's
  /// choice) to the app's, when the frames answering the event did not: the browser changed the
  /// control itself, and the app may have kept another value (a reducer that refused the change
  /// or clamped it to what it had, or an event rejected).
  private func restate(after event: WebEvent) {
    guard event.kind == .input || event.kind == .change,
      let node = context.listener(for: event.target, kind: event.kind)?.node, node.isMounted,
      let element = node.renderedElement?.element(id: event.target)
    else { return }
    let patches = HTMLPatch.restating(element).filter { patch in
      guard let setting = patch.setting else { return true }
      let id = String(setting.prefix { $0 != " " })
      return !answeredSettings.contains(setting) && !answeredSettings.contains(id)
    }
    send(patches)
  }

  /// Whether a view is where a person can use it: inside the top presentation when there is one,
  /// and inside the top screen of each navigation stack around it. The page shows only those
  /// (a dialog is modal), so an event on anything else was not made by a person using the page.
  private func isShown(_ node: _ViewNode) -> Bool {
    if let top = graph.presentations.last {
      guard node === top || top.presented.map({ node.isInside($0) }) == true else { return false }
    }
    var child = node
    while let parent = child.parent {
      // Above a presented view is the view that presents it: the presentation answers for it.
      if let presentation = parent as? PresentationNode, presentation.presented === child {
        return true
      }
      if let navigation = parent as? ContainerNode<NavigationLayout> {
        let top: _ViewNode =
          NavigationLayout.screens(in: navigation.content).last ?? navigation.content
        guard node.isInside(top) else { return false }
      }
      child = parent
    }
    return true
  }

  /// The key a page names in a `key` event; `nil` for any other.
  static func key(_ name: String?) -> Key? {
    switch name {
    case "Delete": .delete
    case "Backspace": .backspace
    case "Alt+ArrowUp": .modified(.up, .option)
    case "Alt+ArrowDown": .modified(.down, .option)
    default: nil
    }
  }

  private func reject(_ reason: String) -> EventResult {
    log("ignored a message from the page: \(reason)")
    return .rejected(reason)
  }
}
