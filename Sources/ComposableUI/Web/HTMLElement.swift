/// One element of the page a browser shows for a view graph: what the web renderer builds from
/// the views, serializes for the first paint, and compares between frames to find the patches.
///
/// An element is immutable once built, so that a view that did not change hands the same
/// element to the next frame, and the comparison skips it by identity.
///
/// Every element has an id derived from the identity of the view that made it (see
/// ``HTMLElement/id(of:part:)``): it stays the same as long as the view's identity lives, and a
/// new identity gets a new id, so the browser creates a new DOM node exactly where SwiftUI would
/// create a new view.
package final class HTMLElement: Sendable {
  /// The element's id in the page.
  package let id: String
  /// The element's tag name: `div`, `button`, `input`, …
  package let tag: String
  /// The attributes other than the id, in the order they are written.
  package let attributes: [Attribute]
  /// The element's text, for an element that holds text rather than elements.
  package let text: String?
  /// The elements inside, for an element that holds elements rather than text.
  package let children: HTMLChildren

  /// One attribute: a name and its value.
  package struct Attribute: Equatable, Sendable {
    package let name: String
    package let value: String

    package init(_ name: String, _ value: String) {
      self.name = name
      self.value = value
    }
  }

  /// An element: its id, tag, attributes, and its text or the elements inside.
  package init(
    id: String, tag: String, attributes: [Attribute] = [], text: String? = nil,
    children: HTMLChildren = []
  ) {
    self.id = id
    self.tag = tag
    self.attributes = attributes
    self.text = text
    self.children = children
  }

  /// An element whose children are given in one array.
  package convenience init(
    id: String, tag: String, attributes: [Attribute] = [], text: String? = nil,
    children: [HTMLElement]
  ) {
    self.init(
      id: id, tag: tag, attributes: attributes, text: text, children: HTMLChildren(children))
  }

  /// The id of the element a view node makes, or of one of its parts (`"inc"` for a stepper's
  /// increment button): its identity's serial number, which no other identity of the graph has.
  @MainActor
  static func id(of node: _ViewNode, part: String? = nil) -> String {
    part.map { "v\(node.serial).\($0)" } ?? "v\(node.serial)"
  }

  /// The element with an id, this one or one inside it.
  func element(id: String) -> HTMLElement? {
    if self.id == id { return self }
    for child in children {
      if let found = child.element(id: id) { return found }
    }
    return nil
  }

  /// The value of an attribute, if the element has it.
  package subscript(attribute name: String) -> String? {
    attributes.first { $0.name == name }?.value
  }

  /// Elements with no end tag and no content.
  private static let voidTags: Set<String> = ["input", "hr", "br", "img", "meta", "link"]

  /// The element as HTML.
  package var html: String {
    var html = ""
    write(to: &html)
    return html
  }

  /// Appends the element as HTML, its text and attribute values escaped.
  package func write(to html: inout String) {
    html += "<"
    html += tag
    html += " id=\""
    Self.escape(id, into: &html)
    html += "\""
    for attribute in attributes {
      html += " "
      html += attribute.name
      html += "=\""
      Self.escape(attribute.value, into: &html)
      html += "\""
    }
    html += ">"
    if Self.voidTags.contains(tag) { return }
    if let text {
      Self.escape(text, into: &html)
    } else {
      for child in children {
        child.write(to: &html)
      }
    }
    html += "</"
    html += tag
    html += ">"
  }

  /// Appends text so that a browser shows it as it is, in element content or in a quoted
  /// attribute value: `&`, `<`, `>`, `"` and `'` become character references.
  package static func escape(_ text: String, into html: inout String) {
    // Most text has nothing to escape: it is appended whole.
    guard
      text.utf8.contains(where: {
        $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27
      })
    else {
      html += text
      return
    }
    for character in text.unicodeScalars {
      switch character {
      case "&": html += "&amp;"
      case "<": html += "&lt;"
      case ">": html += "&gt;"
      case "\"": html += "&quot;"
      case "'": html += "&#39;"
      default: html.unicodeScalars.append(character)
      }
    }
  }
}
