import Foundation

// How each primitive view shows in a web page. The page's stylesheet (see `WebPage`) gives the
// classes their look; lengths a view gives in terminal cells become `ch` across and `lh` down, so
// that a layout keeps its proportions.

extension Text {
  func element(node: LeafNode<Text>, context: WebContext) -> HTMLElement {
    let id = HTMLElement.id(of: node)
    let inherited = node.environment.textAttributes
    if runs.count == 1 {
      return HTMLElement(
        id: id, tag: "span",
        attributes: CSS.attributes(
          class: "text", style: CSS.text(inherited.overridden(by: runs[0].attributes))),
        text: runs[0].string)
    }
    // Text joined with `+`: one span per run, each with its own attributes.
    return HTMLElement(
      id: id, tag: "span", attributes: [.init("class", "text")],
      children: runs.enumerated().map { offset, run in
        HTMLElement(
          id: "\(id).\(offset)", tag: "span",
          attributes: CSS.attributes(style: CSS.text(inherited.overridden(by: run.attributes))),
          text: run.string)
      })
  }
}

extension Spacer {
  func element(node: LeafNode<Spacer>, context: WebContext) -> HTMLElement {
    HTMLElement(
      id: HTMLElement.id(of: node), tag: "div",
      attributes: CSS.attributes(
        class: "spacer", style: minLength > 0 ? "min-width:\(minLength)ch" : nil))
  }
}

extension Divider {
  func element(node: LeafNode<Divider>, context: WebContext) -> HTMLElement {
    HTMLElement(id: HTMLElement.id(of: node), tag: "hr", attributes: [.init("class", "divider")])
  }
}

extension Image {
  func element(node: LeafNode<Image>, context: WebContext) -> HTMLElement {
    let id = HTMLElement.id(of: node)
    let style = CSS.text(node.environment.textAttributes)
    // A symbol with a drawing is a vector image; any other shows its glyph (or the placeholder).
    guard let shapes = systemName.flatMap({ SymbolImages.shapes[$0] }) else {
      return HTMLElement(
        id: id, tag: "span",
        attributes: CSS.attributes(class: "image", style: style) + [.init("aria-hidden", "true")],
        text: glyph)
    }
    return HTMLElement(
      id: id, tag: "svg",
      attributes: CSS.attributes(class: "image symbol", style: style) + [
        .init("viewBox", "0 0 24 24"), .init("aria-hidden", "true"),
      ],
      children: shapes.enumerated().map { offset, shape in
        HTMLElement(
          id: "\(id).\(offset)", tag: shape.tag,
          attributes: shape.attributes.map { HTMLElement.Attribute($0.0, $0.1) })
      })
  }
}

extension ProgressView {
  func element(node: LeafNode<ProgressView>, context: WebContext) -> HTMLElement {
    let id = HTMLElement.id(of: node)
    var bar: [HTMLElement.Attribute] = [.init("class", "bar")]
    if let fraction {
      bar += [.init("max", "1"), .init("value", String(fraction))]
    }
    var children = [HTMLElement(id: "\(id).bar", tag: "progress", attributes: bar)]
    if let title {
      children.insert(
        HTMLElement(
          id: "\(id).title", tag: "span", attributes: [.init("class", "text")], text: title),
        at: 0)
    }
    return HTMLElement(
      id: id, tag: "div", attributes: [.init("class", "progress")], children: children)
  }
}

extension StackContainer {
  func element(content: _ViewNode, node: ControlNode, context: WebContext) -> HTMLElement {
    let isVertical = layout.axis == .vertical
    let alignment =
      isVertical
      ? CSS.flexAlignment(layout.crossAlignment.horizontal)
      : CSS.flexAlignment(layout.crossAlignment.vertical)
    let gap = layout.spacing > 0 ? "gap:\(layout.spacing)\(isVertical ? "lh" : "ch");" : ""
    return block(
      class: isVertical ? "vstack" : "hstack", style: "\(gap)align-items:\(alignment)",
      content: content, node: node, context: context)
  }
}

extension OverlayContainer {
  func element(content: _ViewNode, node: ControlNode, context: WebContext) -> HTMLElement {
    block(
      class: "zstack",
      style: "align-items:\(CSS.flexAlignment(alignment.vertical));"
        + "justify-items:\(CSS.flexAlignment(alignment.horizontal))", content: content, node: node,
      context: context)
  }
}

extension ButtonControl {
  func element(content: _ViewNode, node: ControlNode, context: WebContext) -> HTMLElement {
    let id = HTMLElement.id(of: node)
    context.listen(to: id, for: node, kinds: [.click])
    var attributes: [HTMLElement.Attribute] = [
      .init("type", "button"),
      .init("class", role == .destructive ? "button destructive" : "button"),
    ]
    if !node.environment.isEnabled { attributes.append(.init("disabled", "")) }
    return HTMLElement(
      id: id, tag: "button", attributes: attributes, children: content.elements(context: context))
  }

  func handle(_ event: WebEvent, part: String?, content: _ViewNode, node: ControlNode) -> Bool {
    handle(.enter, content: content, node: node)
  }
}

extension ToggleControl {
  func element(content: _ViewNode, node: ControlNode, context: WebContext) -> HTMLElement {
    let id = HTMLElement.id(of: node)
    context.listen(to: "\(id).box", for: node, part: "box", kinds: [.change])
    var box: [HTMLElement.Attribute] = [.init("type", "checkbox")]
    if node.read(isOn) { box.append(.init("checked", "")) }
    if !node.environment.isEnabled { box.append(.init("disabled", "")) }
    return HTMLElement(
      id: id, tag: "label", attributes: [.init("class", "toggle")],
      children: [
        HTMLElement(id: "\(id).box", tag: "input", attributes: box),
        HTMLElement(
          id: "\(id).label", tag: "span", attributes: [.init("class", "label")],
          children: content.elements(context: context)),
      ])
  }

  func handle(_ event: WebEvent, part: String?, content: _ViewNode, node: ControlNode) -> Bool {
    // The page says what the box shows now: setting it (rather than flipping the value) keeps
    // a repeated or late event from undoing the person's choice.
    guard let value = event.value.flatMap(Bool.init) else { return false }
    if value != node.read(isOn) { isOn.wrappedValue = value }
    node.setNeedsDisplay()
    return true
  }
}

extension StepperControl {
  func element(content: _ViewNode, node: ControlNode, context: WebContext) -> HTMLElement {
    let id = HTMLElement.id(of: node)
    let enabled = node.environment.isEnabled
    func button(_ direction: Direction, part: String, label: String) -> HTMLElement {
      context.listen(to: "\(id).\(part)", for: node, part: part, kinds: [.click])
      var attributes: [HTMLElement.Attribute] = [
        .init("type", "button"), .init("class", "button step"),
        .init("aria-label", direction == .up ? "Increment" : "Decrement"),
      ]
      if !enabled || !canStep(direction, node) { attributes.append(.init("disabled", "")) }
      return HTMLElement(id: "\(id).\(part)", tag: "button", attributes: attributes, text: label)
    }
    return HTMLElement(
      id: id, tag: "div", attributes: [.init("class", "stepper")],
      children: [
        HTMLElement(
          id: "\(id).label", tag: "span", attributes: [.init("class", "label")],
          children: content.elements(context: context)),
        button(.down, part: "down", label: "−"),
        button(.up, part: "up", label: "+"),
      ])
  }

  func handle(_ event: WebEvent, part: String?, content: _ViewNode, node: ControlNode) -> Bool {
    let direction: Direction = part == "up" ? .up : .down
    guard canStep(direction, node) else { return false }
    step(direction, node)
    node.setNeedsDisplay()
    return true
  }
}

extension PickerControl {
  func element(content: _ViewNode, node: ControlNode, context: WebContext) -> HTMLElement {
    let id = HTMLElement.id(of: node)
    context.listen(to: "\(id).select", for: node, part: "select", kinds: [.change])
    let current = node.read(selection)
    let offered = options(in: content)
    var select: [HTMLElement.Attribute] = [.init("class", "select")]
    if !title.isEmpty { select.append(.init("aria-label", title)) }
    if !node.environment.isEnabled { select.append(.init("disabled", "")) }
    // An option is named by its view's identity, not its position: a choice made on a page
    // whose options then moved still picks the option the person saw.
    let options = offered.map { option in
      let value = HTMLElement.id(of: option.node)
      var attributes: [HTMLElement.Attribute] = [.init("value", value)]
      if option.value == current { attributes.append(.init("selected", "")) }
      return HTMLElement(
        id: "\(value).option", tag: "option", attributes: attributes,
        text: HTMLElement.plainText(of: option.node.elements(context: context)))
    }
    var children = [
      HTMLElement(id: "\(id).select", tag: "select", attributes: select, children: options)
    ]
    if !title.isEmpty {
      children.insert(
        HTMLElement(
          id: "\(id).title", tag: "span", attributes: [.init("class", "label")], text: title),
        at: 0)
    }
    return HTMLElement(
      id: id, tag: "label", attributes: [.init("class", "picker")], children: children)
  }

  func handle(_ event: WebEvent, part: String?, content: _ViewNode, node: ControlNode) -> Bool {
    // An option the picker does not offer now is not a choice.
    guard
      let option = options(in: content).first(where: { HTMLElement.id(of: $0.node) == event.value })
    else { return false }
    selection.wrappedValue = option.value
    node.setNeedsDisplay()
    return true
  }
}

extension PaddingLayout {
  func element(content: _ViewNode, node: ControlNode, context: WebContext) -> HTMLElement {
    block(
      class: "padding",
      style: "padding:\(insets.top)lh \(insets.trailing)ch \(insets.bottom)lh \(insets.leading)ch",
      content: content, node: node, context: context)
  }
}

extension FrameLayout {
  func element(content: _ViewNode, node: ControlNode, context: WebContext) -> HTMLElement {
    var style =
      "align-items:\(CSS.flexAlignment(alignment.vertical));"
      + "justify-content:\(CSS.flexAlignment(alignment.horizontal))"
    if let width { style += ";width:\(width)ch" }
    if let height { style += ";height:\(height)lh" }
    return block(class: "frame", style: style, content: content, node: node, context: context)
  }
}

extension FlexibleFrameLayout {
  func element(content: _ViewNode, node: ControlNode, context: WebContext) -> HTMLElement {
    var style =
      "align-items:\(CSS.flexAlignment(alignment.vertical));"
      + "justify-content:\(CSS.flexAlignment(alignment.horizontal))"
    func length(_ name: String, _ value: Int?, unit: String) {
      guard let value else { return }
      // `.infinity` fills what the container offers.
      style += value >= maximumLength ? ";\(name):100%" : ";\(name):\(value)\(unit)"
    }
    length("min-width", minWidth, unit: "ch")
    length("width", idealWidth, unit: "ch")
    length("max-width", maxWidth, unit: "ch")
    length("min-height", minHeight, unit: "lh")
    length("height", idealHeight, unit: "lh")
    length("max-height", maxHeight, unit: "lh")
    if let maxWidth, maxWidth >= maximumLength { style += ";flex-grow:1;width:100%" }
    if let maxHeight, maxHeight >= maximumLength { style += ";flex-grow:1;height:100%" }
    return block(class: "frame", style: style, content: content, node: node, context: context)
  }
}

extension BackgroundLayout {
  func element(content: _ViewNode, node: ControlNode, context: WebContext) -> HTMLElement {
    block(
      class: "view", style: "background:\(CSS.color(color))", content: content, node: node,
      context: context)
  }
}

extension CornerRadiusLayout {
  func element(content: _ViewNode, node: ControlNode, context: WebContext) -> HTMLElement {
    block(
      class: "view", style: "border-radius:\(CSS.number(radius))px;overflow:hidden",
      content: content, node: node, context: context)
  }
}

extension BorderLayout {
  func element(content: _ViewNode, node: ControlNode, context: WebContext) -> HTMLElement {
    block(
      class: "view", style: "border:1px solid \(color.map(CSS.color) ?? "currentColor")",
      content: content, node: node, context: context)
  }
}

extension FixedSizeLayout {
  func element(content: _ViewNode, node: ControlNode, context: WebContext) -> HTMLElement {
    var style = "flex-shrink:0"
    if horizontal { style += ";white-space:nowrap;width:max-content" }
    return block(class: "view", style: style, content: content, node: node, context: context)
  }
}

extension NavigationLayout {
  func element(content: _ViewNode, node: ControlNode, context: WebContext) -> HTMLElement {
    let id = HTMLElement.id(of: node)
    let top = Self.screens(in: content).last ?? content
    var header: [HTMLElement] = []
    if showsBackButton(content: content) {
      context.listen(to: "\(id).back", for: node, part: "back", kinds: [.click])
      header.append(
        HTMLElement(
          id: "\(id).back", tag: "button",
          attributes: [.init("type", "button"), .init("class", "button back")], text: "‹ Back"))
    }
    header.append(
      HTMLElement(
        id: "\(id).title", tag: "h1", attributes: [.init("class", "title")],
        text: NavigationTitle.title(in: top) ?? ""))
    if let toolbar = ToolbarNode.toolbar(in: top) {
      header.append(
        HTMLElement(
          id: "\(id).toolbar", tag: "div", attributes: [.init("class", "toolbar")],
          children: toolbar.elements(context: context)))
    }
    return HTMLElement(
      id: id, tag: "div", attributes: [.init("class", "navigation")],
      children: [
        HTMLElement(
          id: "\(id).header", tag: "header", attributes: [.init("class", "bar")],
          children: header),
        // The screen's element is the top screen's identity: a push or a pop shows a new one.
        HTMLElement(
          id: HTMLElement.id(of: top, part: "screen"), tag: "main",
          attributes: [.init("class", "screen")], children: top.elements(context: context)),
      ])
  }

  func handle(_ event: WebEvent, part: String?, content: _ViewNode, node: ControlNode) -> Bool {
    guard part == "back", showsBackButton(content: content) else { return false }
    pop()
    return true
  }
}

extension TextFieldNode {
  /// The field as an `input`.
  func collectFieldElements(into elements: inout [HTMLElement], context: WebContext) {
    elements.append(
      element {
        let id = HTMLElement.id(of: self)
        context.listen(to: id, for: self, kinds: [.input, .submit])
        var attributes: [HTMLElement.Attribute] = [
          .init("type", field.isSecure ? "password" : "text"), .init("class", "field"),
          .init("placeholder", field.placeholder), .init("aria-label", field.placeholder),
          .init("value", read(field.text)),
        ]
        if !environment.isEnabled { attributes.append(.init("disabled", "")) }
        return HTMLElement(id: id, tag: "input", attributes: attributes)
      })
  }

  /// Takes the text the page's field holds, or its Return key.
  func handleFieldEvent(_ event: WebEvent) -> Bool {
    guard environment.isEnabled else { return false }
    switch event.kind {
    case .input:
      guard let text = event.value else { return false }
      // A single line keeps no line breaks, as typing in the terminal does.
      replaceText(with: String(text.unicodeScalars.filter { $0 != "\n" && $0 != "\r" }))
      return true
    case .submit:
      return handle(.enter)
    default:
      return false
    }
  }
}

extension ListNode {
  /// The list as a `ul`, one `li` per row.
  func collectListElements(into elements: inout [HTMLElement], context: WebContext) {
    elements.append(
      element {
        // A page scrolls itself: every row is built, where the terminal builds what it shows.
        let rows = listedRows()
        let chunks = rowChunks(rows, context: context)
        shownRows = (rows, chunks)
        return HTMLElement(
          id: HTMLElement.id(of: self), tag: "ul", attributes: [.init("class", "list")],
          children: HTMLChildren(chunks: chunks))
      })
  }

  /// Every row's node, in order: a lazy `ForEach`'s list of them as it keeps it, when it is the
  /// list's only content, so that a frame where no row came, went or moved has the same array.
  private func listedRows() -> [_ViewNode] {
    let items = content.layoutItems
    if items.count == 1, let lazy = items[0] as? any LazyRows {
      return lazy.allRows()
    }
    var rows: [_ViewNode] = []
    for item in items {
      rows += (item as? any LazyRows)?.allRows() ?? [item]
    }
    return rows
  }

  /// The rows' `li`s in chunks (see ``HTMLChildren``). When the rows are the ones the last frame
  /// listed (the same array), a chunk none of whose rows changed is the last frame's chunk: a
  /// frame where one row of 10,000 changed builds that row's chunk and takes a reference to each
  /// of the others, without looking at the other rows.
  private func rowChunks(_ rows: [_ViewNode], context: WebContext) -> [[HTMLElement]] {
    let size = HTMLChildren.chunkSize
    let changed = changedRows
    changedRows = []
    // The same array: `shownRows` holds it, so no other array can have taken its address.
    let kept = shownRows.flatMap { shown in
      shown.rows.withUnsafeBufferPointer { shownRows in
        rows.withUnsafeBufferPointer { rows in
          shownRows.baseAddress == rows.baseAddress && shownRows.count == rows.count
        }
      } ? shown.chunks : nil
    }
    return rows.withUnsafeBufferPointer { rows in
      // Rows are read in place: a node is referenced weakly (by its children), and taking a
      // reference to each of 10,000 rows costs more than building the list.
      @MainActor func chunk(at start: Int) -> [HTMLElement] {
        let end = Swift.min(start + size, rows.count)
        var chunk: [HTMLElement] = []
        chunk.reserveCapacity(end - start)
        for offset in start..<end {
          let row = rows[offset]
          row.listRowOffset = offset
          chunk.append(row.renderedRowElement ?? Self.rowElement(row, context))
        }
        return chunk
      }
      // Only the changed rows' chunks, found by the offsets their rows were last built at
      // (the same array: no row moved since).
      // A row found anywhere else than where it was built says the rows are not as they were:
      // every row is looked at then.
      if var chunks = kept, let changed,
        changed.allSatisfy({ row in
          rows.indices.contains(row.listRowOffset) && rows[row.listRowOffset] === row
        })
      {
        var rebuilt = Set<Int>()
        for row in changed {
          let index = row.listRowOffset / size
          if rebuilt.insert(index).inserted {
            chunks[index] = chunk(at: index * size)
          }
        }
        return chunks
      }
      return stride(from: 0, to: rows.count, by: size).map { start in
        let index = start / size
        if let kept {
          // Unchanged rows hand back the `li` they made for the last frame.
          let isUnchanged = kept[index].withUnsafeBufferPointer { keptRows in
            (start..<Swift.min(start + size, rows.count)).allSatisfy {
              rows[$0].renderedRowElement === keptRows[$0 - start]
            }
          }
          if isUnchanged { return kept[index] }
        }
        return chunk(at: start)
      }
    }
  }

  /// A row's `li`, kept on the row's node until the row changes. A row its `ForEach` can delete
  /// or move takes the keys that do it (Delete, Option-Up and Option-Down), as in the terminal.
  private static func rowElement(_ row: _ViewNode, _ context: WebContext) -> HTMLElement {
    let id = HTMLElement.id(of: row, part: "row")
    var attributes: [HTMLElement.Attribute] = [.init("class", "row")]
    if let rows = row.parent as? any ForEachRows, rows.offersRowActions {
      context.listen(to: id, for: row, part: "row", kinds: [.key])
      attributes.append(.init("data-keys", ""))
    }
    let element = HTMLElement(
      id: id, tag: "li", attributes: attributes, children: row.elements(context: context))
    row.renderedRowElement = element
    return element
  }

}

extension LazyForEachNode {
  /// Outside a list (which the graph avoids), every row.
  func collectRowElements(into elements: inout [HTMLElement], context: WebContext) {
    for row in allRows() {
      row.collectElements(into: &elements, context: context)
    }
  }
}

extension ScrollNode {
  /// The scrolling content in a block that scrolls.
  func collectScrollElements(into elements: inout [HTMLElement], context: WebContext) {
    elements.append(
      element {
        HTMLElement(
          id: HTMLElement.id(of: self), tag: "div",
          attributes: [.init("class", axis == .vertical ? "scroll vertical" : "scroll horizontal")],
          children: content.elements(context: context))
      })
  }
}

extension ContainerLayout {
  /// A block with a class and a style, holding the content's elements.
  func block(
    class name: String, style: String, content: _ViewNode, node: ControlNode,
    context: WebContext
  ) -> HTMLElement {
    HTMLElement(
      id: HTMLElement.id(of: node), tag: "div",
      attributes: CSS.attributes(class: name, style: style),
      children: content.elements(context: context))
  }
}

extension HTMLElement {
  /// The text of elements and their descendants, joined: what a picker's option shows.
  static func plainText(of elements: some Collection<HTMLElement>) -> String {
    elements.map { $0.text ?? plainText(of: $0.children) }.joined()
  }
}

/// The styles the primitives write inline.
enum CSS {
  /// The class and style attributes, leaving out what is empty.
  static func attributes(class name: String? = nil, style: String? = nil) -> [HTMLElement.Attribute]
  {
    var attributes: [HTMLElement.Attribute] = []
    if let name { attributes.append(.init("class", name)) }
    if let style, !style.isEmpty { attributes.append(.init("style", style)) }
    return attributes
  }

  /// The declarations that draw text with the attributes.
  static func text(_ attributes: TextAttributes) -> String {
    var declarations: [String] = []
    if let foreground = attributes.foreground { declarations.append("color:\(color(foreground))") }
    if let background = attributes.background {
      declarations.append("background:\(color(background))")
    }
    if attributes.bold == true { declarations.append("font-weight:bold") }
    if attributes.italic == true { declarations.append("font-style:italic") }
    let lines = [
      attributes.underline == true ? "underline" : nil,
      attributes.strikethrough == true ? "line-through" : nil,
    ].compactMap { $0 }
    if !lines.isEmpty { declarations.append("text-decoration:\(lines.joined(separator: " "))") }
    return declarations.joined(separator: ";")
  }

  /// A number as CSS writes it: `25`, `12.5`.
  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  /// A color, as the stylesheet's variable for it.
  static func color(_ color: Color) -> String {
    switch color {
    case .default: "inherit"
    case .black: "var(--black)"
    case .red: "var(--red)"
    case .green: "var(--green)"
    case .yellow: "var(--yellow)"
    case .blue: "var(--blue)"
    case .magenta: "var(--magenta)"
    case .cyan: "var(--cyan)"
    case .white: "var(--white)"
    case .gray: "var(--gray)"
    }
  }

  static func flexAlignment(_ alignment: HorizontalAlignment) -> String {
    switch alignment.position {
    case .leading: "flex-start"
    case .center: "center"
    case .trailing: "flex-end"
    }
  }

  static func flexAlignment(_ alignment: VerticalAlignment) -> String {
    switch alignment.position {
    case .top: "flex-start"
    case .center: "center"
    case .bottom: "flex-end"
    }
  }
}
