import IssueReporting

@testable import ComposableUI

/// A web page driven as a browser would drive it, for tests of the web renderer: it applies each
/// frame's patches to its own model of the page and checks that the result is the page the
/// renderer would paint from scratch, so that every test also tests the diff.
@MainActor
final class TestPage {
  let renderer = WebRenderer()
  /// The page as the patches made it.
  private(set) var model: PageModel?
  /// The messages sent, in order.
  private(set) var messages: [String] = []
  /// What the renderer logged about rejected input.
  private(set) var logged: [String] = []

  init() {
    // Updates run in `settle()`, so that a test decides when the page changes.
    renderer.graph.requestUpdate = { _ in }
    renderer.onMessage = { [unowned self] message in
      self.messages.append(message)
      self.model?.apply(self.renderer.lastPatches)
    }
    renderer.log = { [unowned self] line in self.logged.append(line) }
  }

  isolated deinit {
    renderer.close()
  }

  func render<Content: View>(@ViewBuilder _ content: () -> Content) {
    renderer.show(content())
    model = PageModel(html: renderer.html, root: renderer.shownRoot!)
  }

  /// The page's HTML, as the patches made it; checked against a fresh paint.
  var html: String {
    let patched = model?.html ?? ""
    let painted = PageModel(html: "", root: renderer.shownRoot!).html
    if patched != painted {
      reportIssue("The patched page differs from a fresh paint:\n\(patched)\n\(painted)")
    }
    return patched
  }

  /// The text a person reads, element by element: each text element on its own line.
  var texts: [String] { model?.texts ?? [] }

  /// The id of the innermost element with the given tag that has the text (itself or in an
  /// element inside it), the first in document order.
  func id(of text: String, tag: String? = nil) -> String? {
    model?.id(of: text, tag: tag)
  }

  /// The id of the text field with a placeholder.
  func field(_ placeholder: String) -> String? {
    model?.id(attribute: "placeholder", placeholder)
  }

  /// The id of the checkbox of the toggle with a label.
  func toggle(_ label: String) -> String? {
    id(of: label, tag: "label").map { $0 + ".box" }
  }

  /// Sends an event as the page's script would, from the frame the page shows.
  @discardableResult
  func send(
    _ kind: WebEvent.Kind, _ target: String?, value: String? = nil, version: Int? = nil
  ) async -> WebRenderer.EventResult {
    guard let target else {
      reportIssue("No element to send \(kind) to")
      return .rejected("no element")
    }
    let result = renderer.handle(
      WebEvent(kind: kind, target: target, version: version ?? renderer.version, value: value))
    await settle()
    return result
  }

  /// Clicks the button with a label.
  func click(_ label: String) async {
    await send(.click, id(of: label, tag: "button"))
  }

  /// Runs tasks and updates until nothing is left to do.
  func settle() async {
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

    init(_ element: HTMLElement) {
      id = element.id
      tag = element.tag
      attributes = element.attributes.map { ($0.name, $0.value) }
      text = element.text
      children = element.children.map(Node.init)
    }

    func find(_ id: String) -> (node: Node, parent: Node?)? {
      if self.id == id { return (self, nil) }
      for child in children {
        if child.id == id { return (child, self) }
        if let found = child.find(id) { return found }
      }
      return nil
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

  init(html: String, root: HTMLElement) {
    self.root = Node(root)
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
      if node.tag == "input", let value = node.attributes.first(where: { $0.0 == "value" }) {
        texts.append("[\(value.1)]")
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
      case .removeAttribute(let id, let name):
        node(id)?.attributes.removeAll { $0.0 == name }
      case .insert(let parent, let offset, let element):
        node(parent)?.children.insert(Node(element), at: offset)
      case .remove(let id):
        guard let parent = root.find(id)?.parent else {
          reportIssue("remove: \(id) has no parent")
          continue
        }
        parent.children.removeAll { $0.id == id }
      case .move(let parent, let from, let to):
        guard let parent = node(parent) else { continue }
        parent.children.insert(parent.children.remove(at: from), at: to)
      case .replace(let id, let element):
        guard let parent = root.find(id)?.parent,
          let index = parent.children.firstIndex(where: { $0.id == id })
        else {
          reportIssue("replace: \(id) has no parent")
          continue
        }
        parent.children[index] = Node(element)
      }
    }
  }

  private func node(_ id: String) -> Node? {
    guard let found = root.find(id)?.node else {
      reportIssue("A patch names \(id), which is not on the page")
      return nil
    }
    return found
  }
}
