import IssueReporting

/// A web page for tests, driven as a browser drives one: views rendered by the browser renderer
/// (the one `ComposableUIWeb` serves), events sent as the page's script sends them, and each
/// frame's patches applied to a model of the page.
///
/// ```swift
/// let page = TestWebPage()
/// page.render { CounterView(store: store) }
/// await page.click("+")
/// #expect(page.texts.contains("1"))
/// ```
///
/// Every read of ``html`` also checks that the page the patches made is the page the renderer
/// would paint from scratch, and reports an issue when they differ, so that a test of a view
/// also tests the patches it sends. Updates run in ``settle()`` (or ``update()``), never on
/// their own, so that a test decides when the page changes.
@MainActor
public final class TestWebPage {
  package let renderer = WebRenderer()
  /// The page as the patches made it.
  private var model: PageModel?
  /// The messages the renderer sent (one per frame, its patches as JSON), in order.
  public private(set) var messages: [String] = []
  /// What the renderer logged about the events it rejected.
  public private(set) var logged: [String] = []
  /// The number of the last event sent, as the page's script counts them.
  private var sequence = 0

  /// A page with nothing shown yet.
  public init() {
    // Updates run in `settle()`, so that a test decides when the page changes.
    renderer.graph.requestUpdate = { _ in }
    renderer.onMessage = { [unowned self] message in
      self.messages.append(message)
      self.model?.acknowledged = self.renderer.acknowledged
      self.model?.apply(self.renderer.lastPatches)
    }
    renderer.log = { [unowned self] line in self.logged.append(line) }
  }

  isolated deinit {
    renderer.close()
  }

  /// Shows a root view, as the first paint of a page.
  public func render<Content: View>(@ViewBuilder _ content: () -> Content) {
    renderer.show(content())
    model = PageModel(root: renderer.shownRoot!)
  }

  /// The page's HTML, as the patches made it (attributes in name order); checked against a
  /// fresh paint.
  public var html: String {
    let patched = model?.html ?? ""
    let painted = PageModel(root: renderer.freshPaint()).html
    if patched != painted {
      reportIssue("The patched page differs from a fresh paint:\n\(patched)\n\(painted)")
    }
    return patched
  }

  /// The id of the element the app last moved focus to.
  package var focused: String? { model?.focused }

  /// The page's HTML as the renderer paints it now: what a page opened now gets first.
  public var paintedHTML: String { renderer.html }

  /// The text a person reads, element by element, in document order; a text field's text, as
  /// the field shows it, in brackets.
  public var texts: [String] { model?.texts ?? [] }

  /// Whether the toggle with a label shows as on, as the page shows it (which, like a browser's
  /// checkbox, changes when clicked, before the app answers); `nil` when there is no such toggle.
  ///
  /// - Parameter label: The toggle's label.
  public func isOn(_ label: String) -> Bool? {
    checkbox(label).flatMap { model?.nodes[$0]?.isChecked }
  }

  /// The text of the option the picker with a title shows as chosen; `nil` when there is no
  /// such picker or it shows none.
  ///
  /// - Parameter picker: The picker's title.
  public func choice(of picker: String) -> String? {
    guard let select = menu(picker), let node = model?.nodes[select] else { return nil }
    return node.children.first(where: \.isSelected)?.text
  }

  /// The id of the innermost element with the given tag that has the text (itself or in an
  /// element inside it), the first in document order.
  package func id(of text: String, tag: String? = nil) -> String? {
    model?.id(of: text, tag: tag)
  }

  /// The id of the text field with a placeholder.
  package func field(_ placeholder: String) -> String? {
    model?.id(attribute: "placeholder", placeholder)
  }

  /// The id of the checkbox of the toggle with a label.
  package func checkbox(_ label: String) -> String? {
    id(of: label, tag: "label").map { $0 + ".box" }
  }

  /// The id of the menu of the picker with a title.
  package func menu(_ title: String) -> String? {
    model?.id(attribute: "aria-label", title).flatMap { id in
      model?.nodes[id]?.tag == "select" ? id : nil
    }
  }

  /// Sends an event as the page's script would, from the frame the page shows.
  @discardableResult
  package func send(
    _ kind: WebEvent.Kind, _ target: String?, value: String? = nil, version: Int? = nil
  ) async -> WebRenderer.EventResult {
    guard let target else {
      reportIssue("No element to send \(kind) to")
      return .rejected("no element")
    }
    sequence += 1
    if kind == .input { model?.lastEdit[target] = sequence }
    let result = renderer.handle(
      WebEvent(
        kind: kind, target: target, version: version ?? renderer.version, value: value,
        sequence: sequence))
    await settle()
    return result
  }

  /// Clicks the button with a label, then lets the page settle.
  public func click(_ label: String) async {
    await send(.click, id(of: label, tag: "button"))
  }

  /// Types into the text field with a placeholder, as a browser reports it: the field's whole
  /// text after each character.
  public func type(_ text: String, into placeholder: String) async {
    guard let field = field(placeholder) else {
      reportIssue("No text field with the placeholder \"\(placeholder)\" on the page")
      return
    }
    for character in text {
      // The field changes as the person types, before the app hears of it.
      guard let node = model?.nodes[field] else {
        reportIssue("The text field \"\(placeholder)\" left the page while typing \"\(text)\"")
        return
      }
      node.value.append(character)
      await send(.input, field, value: node.value)
    }
  }

  /// Clicks the toggle with a label: its box changes at once, as a browser's checkbox does, and
  /// then the page settles with the app's answer.
  ///
  /// - Parameter label: The toggle's label.
  public func toggle(_ label: String) async {
    guard let box = checkbox(label), let node = model?.nodes[box] else {
      reportIssue("No toggle labelled \"\(label)\" on the page")
      return
    }
    node.isChecked.toggle()
    await send(.change, box, value: String(node.isChecked))
  }

  /// Chooses an option in the menu of the picker with a title, as a person does in a browser.
  ///
  /// - Parameters:
  ///   - option: The option's text.
  ///   - picker: The picker's title.
  public func choose(_ option: String, in picker: String) async {
    guard let select = menu(picker), let menu = model?.nodes[select],
      let chosen = menu.children.first(where: { $0.text == option })
    else {
      reportIssue("No picker titled \"\(picker)\" offering \"\(option)\" on the page")
      return
    }
    for node in menu.children { node.isSelected = node === chosen }
    let value = chosen.attributes.first { $0.0 == "value" }?.1
    await send(.change, select, value: value)
  }

  /// Dismisses the dialog on top (a sheet, an alert), as Escape does in a browser.
  public func dismiss() async {
    guard let dialog = model?.topDialog else {
      reportIssue("No dialog on the page to dismiss")
      return
    }
    await send(.dismiss, dialog)
  }

  /// Runs the pending update and sends its frame at once, without waiting for tasks.
  public func update() {
    renderer.update()
  }

  /// Runs tasks and updates until nothing is left to do.
  public func settle() async {
    for _ in 0..<100 {
      for _ in 0..<16 { await Task.yield() }
      guard renderer.graph.isUpdatePending || renderer.graph.hasPendingWork else { return }
      renderer.update()
    }
  }
}

/// A page's elements as a browser holds them, changed by patches.
final class PageModel {
  final class Node {
    var id: String
    var tag: String
    var attributes: [(String, String)]
    var text: String?
    var children: [Node]
    weak var parent: Node?
    // What a browser keeps apart from the attributes, and changes as the person uses a control:
    // a field's text, a checkbox's mark, an option's being chosen.
    var value: String
    var isChecked: Bool
    var isSelected: Bool

    init(_ element: HTMLElement) {
      id = element.id
      tag = element.tag
      attributes = element.attributes.map { ($0.name, $0.value) }
      text = element.text
      children = element.children.map(Node.init)
      value = element[attribute: "value"] ?? ""
      isChecked = element[attribute: "checked"] != nil
      isSelected = element[attribute: "selected"] != nil
      for child in children { child.parent = self }
    }

    /// Calls `body` with this node and every node below it.
    func forEachNode(_ body: (Node) -> Void) {
      body(self)
      for child in children { child.forEachNode(body) }
    }

    /// The HTML, attributes sorted: a patched attribute may sit elsewhere than a painted one.
    func write(to html: inout String) {
      html += "<\(tag) id=\"\(id)\""
      for (name, value) in attributes.sorted(by: { $0.0 < $1.0 }) {
        var escaped = ""
        HTMLElement.escape(value, into: &escaped)
        html += " \(name)=\"\(escaped)\""
      }
      html += ">"
      if ["input", "hr"].contains(tag) { return }
      if let text {
        HTMLElement.escape(text, into: &html)
      } else {
        for child in children { child.write(to: &html) }
      }
      html += "</\(tag)>"
    }
  }

  private(set) var root: Node
  /// The element a `focus` patch last moved focus to.
  var focused: String?
  /// Every node by id, as a browser's `getElementById` finds them.
  private(set) var nodes: [String: Node] = [:]
  /// The number of the last event the renderer had handled when it sent the frame applied last.
  var acknowledged = 0
  /// For each field, the number of the last event that edited it: while the renderer has not
  /// handled it, the field keeps the person's text, as the page's script does.
  var lastEdit: [String: Int] = [:]

  init(root: HTMLElement) {
    self.root = Node(root)
    add(self.root)
  }

  private func add(_ node: Node) {
    node.forEachNode { nodes[$0.id] = $0 }
  }

  private func drop(_ node: Node) {
    node.forEachNode { nodes[$0.id] = nil }
  }

  /// The dialog shown on top: the last open one in document order.
  var topDialog: String? {
    var top: String?
    root.forEachNode { node in
      if node.tag == "dialog" { top = node.id }
    }
    return top
  }

  var html: String {
    var html = ""
    root.write(to: &html)
    return html
  }

  var texts: [String] {
    var texts: [String] = []
    func walk(_ node: Node) {
      if let text = node.text, !text.isEmpty { texts.append(text) }
      if node.tag == "input", node.attributes.contains(where: { $0.0 == "value" }) {
        texts.append("[\(node.value)]")
      }
      node.children.forEach(walk)
    }
    walk(root)
    return texts
  }

  /// The id of the first element with an attribute's value.
  func id(attribute name: String, _ value: String) -> String? {
    func walk(_ node: Node) -> String? {
      if node.attributes.contains(where: { $0 == (name, value) }) { return node.id }
      for child in node.children {
        if let found = walk(child) { return found }
      }
      return nil
    }
    return walk(root)
  }

  func id(of text: String, tag: String?) -> String? {
    func contains(_ node: Node) -> Bool {
      node.text == text || node.children.contains(where: contains)
    }
    // The innermost match: a stepper's block rather than the stack around it.
    func walk(_ node: Node) -> String? {
      for child in node.children {
        if let found = walk(child) { return found }
      }
      return tag.map({ $0 == node.tag }) ?? true && contains(node) ? node.id : nil
    }
    return walk(root)
  }

  func apply(_ patches: [HTMLPatch]) {
    for patch in patches {
      switch patch {
      case .setText(let id, let text):
        node(id)?.text = text
      case .setAttribute(let id, let name, let value):
        guard let node = node(id) else { continue }
        if let index = node.attributes.firstIndex(where: { $0.0 == name }) {
          node.attributes[index].1 = value
        } else {
          node.attributes.append((name, value))
        }
        setProperty(node, name, value: value)
      case .removeAttribute(let id, let name):
        guard let node = node(id) else { continue }
        node.attributes.removeAll { $0.0 == name }
        setProperty(node, name, value: nil)
      case .insert(let parent, let offset, let element):
        guard let parent = node(parent) else { continue }
        let child = Node(element)
        child.parent = parent
        parent.children.insert(child, at: offset)
        add(child)
      case .remove(let id):
        guard let child = node(id), let parent = child.parent else {
          reportIssue("remove: \(id) has no parent")
          continue
        }
        parent.children.removeAll { $0 === child }
        drop(child)
      case .move(let parent, let from, let to):
        guard let parent = node(parent) else { continue }
        parent.children.insert(parent.children.remove(at: from), at: to)
      case .scroll, .blur, .animate:
        // What scrolls, focus and how changes animate are not part of the page's elements.
        break
      case .focus(let id):
        focused = id
      case .replace(let id, let element):
        guard let old = node(id), let parent = old.parent,
          let offset = parent.children.firstIndex(where: { $0 === old })
        else {
          reportIssue("replace: \(id) has no parent")
          continue
        }
        let new = Node(element)
        new.parent = parent
        parent.children[offset] = new
        drop(old)
        add(new)
      }
    }
  }

  /// What the page's script does to a control's state when its attribute is set (`value`) or
  /// removed (`nil`).
  private func setProperty(_ node: Node, _ name: String, value: String?) {
    switch name {
    case "value" where node.tag == "input":
      // A field whose latest edit the renderer has not handled keeps the person's text.
      if (lastEdit[node.id] ?? 0) <= acknowledged { node.value = value ?? "" }
    case "checked":
      node.isChecked = value != nil
    case "selected":
      // One option of a menu is chosen at a time.
      if value != nil {
        for sibling in node.parent?.children ?? [] { sibling.isSelected = false }
      }
      node.isSelected = value != nil
    default:
      break
    }
  }

  private func node(_ id: String) -> Node? {
    guard let found = nodes[id] else {
      reportIssue("A patch names \(id), which is not on the page")
      return nil
    }
    return found
  }
}
