/// One change that turns the page a browser shows into the next frame's, addressed by element id:
/// what the web renderer sends instead of the page, so that a change to one row of a long list
/// costs that row.
///
/// A browser applies a frame's patches in order. Patches of one parent's children follow
/// ``KeyedDiff``'s order (removals, then moves, then insertions), so that offsets count the
/// parent's element children as they are at that point.
package enum HTMLPatch: Sendable {
  /// Replaces an element's text.
  case setText(id: String, text: String)
  /// Sets an attribute (for an `input`'s `value` or `checked`, its current value too).
  case setAttribute(id: String, name: String, value: String)
  /// Removes an attribute.
  case removeAttribute(id: String, name: String)
  /// Inserts an element among a parent's children, at an offset.
  case insert(parent: String, offset: Int, element: HTMLElement)
  /// Removes an element.
  case remove(id: String)
  /// Takes a parent's child out at `from` and puts it back at `to` (see ``KeyedDiff``).
  case move(parent: String, from: Int, to: Int)
  /// Replaces an element with another (its tag changed, or it went from text to elements).
  case replace(id: String, element: HTMLElement)
  /// Scrolls an element into view: `start`, `center` or `end` of it at the same edge of what
  /// scrolls, or `nearest` for the least scroll (``ScrollViewProxy/scrollTo(_:anchor:)``).
  case scroll(id: String, anchor: String)
  /// Moves focus to an element (a `@FocusState` the app wrote).
  case focus(id: String)
  /// Takes focus from whatever has it.
  case blur
  /// Animates the patches that follow with an animation (its JSON object, see
  /// `PageAnimation`), or with none when `nil`, until the next `animate`: what an
  /// `.animation(_:value:)` whose value changed asks for the changes inside its view.
  case animate(json: String?)

  /// The patches that turn `old` into `new`. Elements the two share (a view that did not
  /// change) are skipped without being looked into.
  ///
  /// - Parameter scopes: The elements whose changes animate otherwise than the frame's, if any.
  static func diff(
    _ old: HTMLElement, _ new: HTMLElement, into patches: inout [HTMLPatch],
    scopes: AnimationScopes? = nil
  ) {
    guard old !== new else { return }
    guard old.id == new.id, old.tag == new.tag, (old.text == nil) == (new.text == nil) else {
      patches.append(.replace(id: old.id, element: new))
      return
    }
    if let scopes, let animation = scopes.byID[new.id] {
      patches.append(.animate(json: animation))
      diffContent(old, new, into: &patches, scopes: scopes.entering(animation))
      patches.append(.animate(json: scopes.current))
    } else {
      diffContent(old, new, into: &patches, scopes: scopes)
    }
  }

  /// The patches that turn the attributes and content of `old` into those of `new`, the same
  /// element.
  private static func diffContent(
    _ old: HTMLElement, _ new: HTMLElement, into patches: inout [HTMLPatch],
    scopes: AnimationScopes?
  ) {
    if old.attributes != new.attributes {
      for attribute in new.attributes where old[attribute: attribute.name] != attribute.value {
        patches.append(.setAttribute(id: new.id, name: attribute.name, value: attribute.value))
      }
      for attribute in old.attributes where new[attribute: attribute.name] == nil {
        patches.append(.removeAttribute(id: new.id, name: attribute.name))
      }
    }
    if let text = new.text {
      if text != old.text { patches.append(.setText(id: new.id, text: text)) }
    } else {
      diffChildren(of: new.id, old.children, new.children, into: &patches, scopes: scopes)
    }
  }

  /// The patches that turn a parent's children `old` into `new`, matching them by id.
  static func diffChildren(
    of parent: String, _ old: HTMLChildren, _ new: HTMLChildren,
    into patches: inout [HTMLPatch], scopes: AnimationScopes? = nil
  ) {
    // The usual frame: the same children in the same order, some of them changed. Most are the
    // very same elements (a list of 10,000 rows where one changed), in chunks the two frames
    // share.
    if old.count == new.count {
      let changed = HTMLChildren.differences(between: old, and: new)
      if changed.allSatisfy({ old[$0].id == new[$0].id }) {
        for index in changed {
          diff(old[index], new[index], into: &patches, scopes: scopes)
        }
        return
      }
    }
    let keyed = KeyedDiff(old: old.map(\.id), new: new.map(\.id))
    for offset in keyed.removals {
      patches.append(.remove(id: old[offset].id))
    }
    for move in keyed.moves {
      patches.append(.move(parent: parent, from: move.from, to: move.to))
    }
    for offset in keyed.insertions {
      patches.append(.insert(parent: parent, offset: offset, element: new[offset]))
    }
    for pair in keyed.kept {
      diff(old[pair.old], new[pair.new], into: &patches, scopes: scopes)
    }
  }

  /// What of the page the patch sets: an element's attribute (`"v12 value"`), or a whole
  /// element it replaces or removes (`"v12"`); `nil` for what sets neither (text, focus, a
  /// scroll, children put in or moved).
  var setting: String? {
    switch self {
    case .setAttribute(let id, let name, _), .removeAttribute(let id, let name):
      "\(id) \(name)"
    case .remove(let id), .replace(let id, _):
      id
    case .setText, .insert, .move, .scroll, .focus, .blur, .animate:
      nil
    }
  }

  /// The patches that set a control's state in the page to what `element` says it is: a field's
  /// text, a checkbox's mark, a menu's chosen option. A browser changes these itself as the person
  /// uses the control, so the page may show a state the app did not take (a value the reducer
  /// refused or changed back), which no difference between two frames reveals.
  static func restating(_ element: HTMLElement) -> [HTMLPatch] {
    switch element.tag {
    case "input" where element[attribute: "type"] == "checkbox":
      return element[attribute: "checked"] == nil
        ? [.removeAttribute(id: element.id, name: "checked")]
        : [.setAttribute(id: element.id, name: "checked", value: "")]
    case "input":
      return [
        .setAttribute(id: element.id, name: "value", value: element[attribute: "value"] ?? "")
      ]
    case "select":
      return element.children.filter { $0[attribute: "selected"] != nil }.map {
        .setAttribute(id: $0.id, name: "selected", value: "")
      }
    default:
      return []
    }
  }

  /// The patch as the JSON array the page's script applies: the operation's name, then its
  /// arguments.
  package func writeJSON(to json: inout String) {
    switch self {
    case .setText(let id, let text):
      JSON.array(&json, "text", id, text)
    case .setAttribute(let id, let name, let value):
      JSON.array(&json, "attr", id, name, value)
    case .removeAttribute(let id, let name):
      JSON.array(&json, "unattr", id, name)
    case .insert(let parent, let offset, let element):
      JSON.array(&json, "insert", parent, offset, element.html)
    case .remove(let id):
      JSON.array(&json, "remove", id)
    case .move(let parent, let from, let to):
      JSON.array(&json, "move", parent, from, to)
    case .replace(let id, let element):
      JSON.array(&json, "replace", id, element.html)
    case .scroll(let id, let anchor):
      JSON.array(&json, "scroll", id, anchor)
    case .focus(let id):
      JSON.array(&json, "focus", id)
    case .blur:
      JSON.array(&json, "blur")
    case .animate(let animation):
      json += "[\"animate\","
      json += animation ?? "null"
      json += "]"
    }
  }
}

/// The elements of a frame whose changes animate otherwise than the frame's own (an
/// `.animation(_:value:)` whose value changed), and the animation of the element being compared.
struct AnimationScopes {
  /// Each such element's animation, as its JSON object (`nil` for none), by element id.
  let byID: [String: String?]
  /// The animation the patches being written take: the frame's, or the nearest scope's.
  let current: String?

  /// The scopes inside an element that animates with `animation`.
  func entering(_ animation: String?) -> Self {
    Self(byID: byID, current: animation)
  }
}

/// Writes the few JSON shapes the web renderer sends, without building intermediate values.
enum JSON {
  /// Appends a JSON array of strings and integers.
  static func array(_ json: inout String, _ items: any JSONScalar...) {
    json += "["
    for (index, item) in items.enumerated() {
      if index > 0 { json += "," }
      item.writeJSON(to: &json)
    }
    json += "]"
  }

  /// Appends a JSON string literal.
  static func string(_ string: String, to json: inout String) {
    json += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": json += "\\\""
      case "\\": json += "\\\\"
      case "\n": json += "\\n"
      case "\r": json += "\\r"
      case "\t": json += "\\t"
      // The page is HTML: a `</script>` in a string must not end a script element it is
      // written into, nor may the two separators JavaScript once read as line ends.
      case "<": json += "\\u003c"
      case "\u{2028}": json += "\\u2028"
      case "\u{2029}": json += "\\u2029"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        json += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default:
        json.unicodeScalars.append(scalar)
      }
    }
    json += "\""
  }
}

/// A value the web renderer writes into its JSON messages.
protocol JSONScalar {
  func writeJSON(to json: inout String)
}

extension String: JSONScalar {
  func writeJSON(to json: inout String) { JSON.string(self, to: &json) }
}

extension Int: JSONScalar {
  func writeJSON(to json: inout String) { json += String(self) }
}
