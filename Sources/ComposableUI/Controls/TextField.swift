/// A control that edits a line of text.
///
/// ```swift
/// TextField("Name", text: $name)
/// TextField("Search", text: $store.query.sending(\.queryChanged))
///   .onSubmit { store.send(.searchSubmitted) }
/// ```
///
/// The terminal draws a field as an underlined line, with its title (or its prompt) in gray
/// while the text is empty. Tab moves focus to it; while it has focus, typed and pasted
/// characters go in at the cursor, drawn in reverse video, Left, Right, Home and End move the
/// cursor, Backspace and Delete remove a character before or after it, and Enter runs the
/// ``View/onSubmit(_:)`` action. Text wider than the field scrolls to keep the cursor in view.
///
/// A field takes the width it is offered, as SwiftUI's do; its ideal width is its text's (or its
/// placeholder's), plus a cell for the cursor.
public struct TextField<Label: View>: View {
  let field: TextFieldControl

  /// A primitive view: the view graph draws it, and has no body to evaluate.
  public var body: Never { primitiveBody(Self.self) }

  /// Makes the view's node. Part of how views plug into the view graph.
  public static func _makeNode(_ view: Self, inputs: _ViewInputs) -> _ViewNode {
    TextFieldNode(view.field, inputs: inputs)
  }

  /// Gives the view's node its new value. Part of how views plug into the view graph.
  public static func _updateNode(_ node: _ViewNode, with view: Self, inputs: _ViewInputs) {
    unsafeDowncast(node, to: TextFieldNode.self).update(view.field, inputs: inputs)
  }
}

extension TextField where Label == Text {
  /// A field editing a string, with a title shown while the text is empty.
  ///
  /// - Parameters:
  ///   - title: What the field is for, shown in gray while the text is empty.
  ///   - text: The text to edit.
  public init(_ title: String, text: Binding<String>) {
    field = TextFieldControl(text: text, placeholder: title, isSecure: false)
  }

  /// A field editing a string, with a prompt shown while the text is empty.
  ///
  /// - Parameters:
  ///   - title: What the field is for; shown while the text is empty when `prompt` is `nil`.
  ///   - text: The text to edit.
  ///   - prompt: What the field shows, in gray, while the text is empty.
  public init(_ title: String, text: Binding<String>, prompt: Text?) {
    field = TextFieldControl(
      text: text, placeholder: prompt?.string ?? title, isSecure: false)
  }
}

/// A control that edits a line of text without showing it: a password.
///
/// ```swift
/// SecureField("Password", text: $password)
/// ```
///
/// It edits as a ``TextField`` does, and draws a "•" for each character.
public struct SecureField<Label: View>: View {
  let field: TextFieldControl

  /// A primitive view: the view graph draws it, and has no body to evaluate.
  public var body: Never { primitiveBody(Self.self) }

  /// Makes the view's node. Part of how views plug into the view graph.
  public static func _makeNode(_ view: Self, inputs: _ViewInputs) -> _ViewNode {
    TextFieldNode(view.field, inputs: inputs)
  }

  /// Gives the view's node its new value. Part of how views plug into the view graph.
  public static func _updateNode(_ node: _ViewNode, with view: Self, inputs: _ViewInputs) {
    unsafeDowncast(node, to: TextFieldNode.self).update(view.field, inputs: inputs)
  }
}

extension SecureField where Label == Text {
  /// A field editing a secret string, with a title shown while it is empty.
  ///
  /// - Parameters:
  ///   - title: What the field is for, shown in gray while the text is empty.
  ///   - text: The text to edit.
  public init(_ title: String, text: Binding<String>) {
    field = TextFieldControl(text: text, placeholder: title, isSecure: true)
  }

  /// A field editing a secret string, with a prompt shown while it is empty.
  ///
  /// - Parameters:
  ///   - title: What the field is for; shown while the text is empty when `prompt` is `nil`.
  ///   - text: The text to edit.
  ///   - prompt: What the field shows, in gray, while the text is empty.
  public init(_ title: String, text: Binding<String>, prompt: Text?) {
    field = TextFieldControl(text: text, placeholder: prompt?.string ?? title, isSecure: true)
  }
}

/// What a text field edits and how it shows it.
struct TextFieldControl {
  let text: Binding<String>
  let placeholder: String
  let isSecure: Bool
}

/// The node of a text field: it keeps the cursor, and how far the text is scrolled, for the
/// identity's lifetime.
///
/// Invariants: `cursor` is a character offset in `0...knownText.count`, and
/// `firstVisible <= cursor` after each layout of the line.
final class TextFieldNode: ControlNode {
  private(set) var field: TextFieldControl
  /// Where the cursor is, in characters from the start: before the character it is on.
  private(set) var cursor = 0
  /// The text as the field last read or wrote it: a different value read from the binding was
  /// changed from outside.
  private var knownText = ""
  /// The first character shown when the text is wider than the field.
  private var firstVisible = 0
  /// Where the field was last drawn, to find the character a click is on.
  private var drawnLine: Rect?

  init(_ field: TextFieldControl, inputs: _ViewInputs) {
    self.field = field
    super.init(inputs: inputs)
    knownText = read(field.text)
    cursor = knownText.count
  }

  func update(_ field: TextFieldControl, inputs: _ViewInputs) {
    if !BitwiseEquality.areEqual(self.field, field)
      || !environment.isIdentical(to: inputs.environment)
    {
      self.field = field
      bindingDidChange()
      invalidateLayout()
    }
    environment = inputs.environment
  }

  /// The bound text, with the cursor kept inside it when it changed from outside: clamped when
  /// the text got shorter, and kept at the end when it was there (as a field whose text is
  /// replaced shows the cursor after it).
  private func currentText() -> String {
    let text = read(field.text)
    guard text != knownText else { return text }
    let count = text.count
    cursor = cursor == knownText.count ? count : min(cursor, count)
    knownText = text
    return text
  }

  /// Writes an edit: once to the binding, then redraws.
  private func write(_ text: String) {
    knownText = text
    field.text.wrappedValue = text
    setNeedsDisplay()
  }

  /// Takes the whole text as edited elsewhere (in a web page's field), with the cursor at its
  /// end; nothing is written when it is the text already.
  func replaceText(with text: String) {
    guard text != currentText() else { return }
    cursor = text.count
    write(text)
  }

  override func collectElements(into elements: inout [HTMLElement], context: WebContext) {
    collectFieldElements(into: &elements, context: context)
  }

  override func handle(_ event: WebEvent, part: String?) -> Bool {
    handleFieldEvent(event)
  }

  override func collectLayoutItems(into items: inout [_ViewNode]) {
    items.append(self)
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    if let width = proposal.width, width != Int.max {
      return Size(width: max(width, 0), height: 1)
    }
    if proposal.width == Int.max {
      // A field stretches, as a `.frame(maxWidth: .infinity)` would.
      return Size(width: Int.max, height: 1)
    }
    let textWidth = Self.cellWidths(of: glyphs(of: currentText())).reduce(0, +)
    return Size(width: max(textWidth, DisplayWidth.of(field.placeholder)) + 1, height: 1)
  }

  /// What the field shows for each character of its text.
  private func glyphs(of text: String) -> [Character] {
    field.isSecure ? Array(repeating: "•", count: text.count) : Array(text)
  }

  /// The cells each glyph takes. A character that takes none (a control character set from
  /// outside) is shown as a blank cell, so that the cursor can sit on it.
  private static func cellWidths(of glyphs: [Character]) -> [Int] {
    glyphs.map { max(CellBuffer.width(of: $0), 1) }
  }

  override func draw(in frame: Rect, context: DrawContext) {
    let text = currentText()
    let enabled = environment.isEnabled
    context.addFocusable(self, frame: frame, isEnabled: enabled)
    let showsCursor = enabled && context.isFocused(self)
    var style = controlStyle(in: context)
    style.underline = true
    var cursorStyle = style
    cursorStyle.inverse = true
    let line = Rect(x: frame.x, y: frame.y, width: frame.width, height: min(frame.height, 1))
    drawnLine = line
    context.clipped(to: line) {
      context.fill(line, style: style)
      if text.isEmpty {
        firstVisible = 0
        var placeholderStyle = style
        placeholderStyle.foreground = .gray
        context.write(field.placeholder[...], column: line.x, row: line.y, style: placeholderStyle)
        if showsCursor {
          // The cursor sits on the placeholder's first character, which stays readable.
          let first = field.placeholder.first.map { String($0) } ?? " "
          context.write(first[...], column: line.x, row: line.y, style: cursorStyle)
        }
        return
      }
      let shown = glyphs(of: text)
      let widths = Self.cellWidths(of: shown)
      scroll(widths: widths, width: line.width)
      var column = line.x
      var index = firstVisible
      while index < shown.count, column + widths[index] <= line.maxX {
        let glyph = CellBuffer.width(of: shown[index]) == 0 ? " " : String(shown[index])
        context.write(
          glyph[...], column: column, row: line.y,
          style: showsCursor && index == cursor ? cursorStyle : style)
        column += widths[index]
        index += 1
      }
      if showsCursor, cursor == shown.count, column < line.maxX {
        context.write(" ", column: column, row: line.y, style: cursorStyle)
      }
    }
  }

  /// Moves the first visible character so that the cursor's cell is in the field, and so that
  /// the field stays full when the text after it got shorter.
  private func scroll(widths: [Int], width: Int) {
    let cursorWidth = cursor < widths.count ? widths[cursor] : 1
    firstVisible = min(firstVisible, cursor)
    var span = widths[firstVisible..<cursor].reduce(0, +) + cursorWidth
    while span > width, firstVisible < cursor {
      span -= widths[firstVisible]
      firstVisible += 1
    }
    // The text from `firstVisible` to its end, and the cell after it for the cursor.
    var rest = widths[firstVisible...].reduce(0, +) + 1
    while firstVisible > 0, rest + widths[firstVisible - 1] <= width {
      firstVisible -= 1
      rest += widths[firstVisible]
    }
  }

  override func handle(_ key: Key) -> Bool {
    guard environment.isEnabled else { return false }
    var text = currentText()
    switch key {
    case .character(let character):
      // Paste delivers line breaks and tabs as characters: a single line keeps neither.
      guard let first = character.unicodeScalars.first,
        first.properties.generalCategory != .control
      else { return true }
      let count = text.count
      text.insert(character, at: text.index(text.startIndex, offsetBy: cursor))
      // A combining mark joins the character before it: the text does not get longer.
      cursor += max(text.count - count, 0)
      write(text)
    case .backspace:
      guard cursor > 0 else { return true }
      text.remove(at: text.index(text.startIndex, offsetBy: cursor - 1))
      cursor -= 1
      write(text)
    case .delete:
      guard cursor < text.count else { return true }
      text.remove(at: text.index(text.startIndex, offsetBy: cursor))
      write(text)
    case .left:
      moveCursor(to: cursor - 1, in: text)
    case .right:
      moveCursor(to: cursor + 1, in: text)
    case .home:
      moveCursor(to: 0, in: text)
    case .end:
      moveCursor(to: text.count, in: text)
    case .enter:
      environment.submitAction.run()
    default:
      return false
    }
    return true
  }

  /// Pasted text goes in at the cursor in one edit: one write of the binding however long it
  /// is, without its line breaks and tabs (and other controls), which a single line keeps none
  /// of.
  override func handlePaste(_ pasted: String) -> Bool {
    guard environment.isEnabled else { return false }
    let kept = pasted.filter { character in
      character.unicodeScalars.first.map { $0.properties.generalCategory != .control } ?? false
    }
    guard !kept.isEmpty else { return true }
    var text = currentText()
    let count = text.count
    text.insert(contentsOf: kept, at: text.index(text.startIndex, offsetBy: cursor))
    cursor += max(text.count - count, 0)
    write(text)
    return true
  }

  /// A click puts the cursor on the character clicked, or after the text.
  override func handleClick(column: Int, row: Int) {
    guard environment.isEnabled, let line = drawnLine else { return }
    let text = currentText()
    let widths = Self.cellWidths(of: glyphs(of: text))
    var position = min(firstVisible, widths.count)
    var left = line.x
    while position < widths.count, left + widths[position] <= column {
      left += widths[position]
      position += 1
    }
    moveCursor(to: position, in: text)
  }

  private func moveCursor(to position: Int, in text: String) {
    let position = min(max(position, 0), text.count)
    guard position != cursor else { return }
    cursor = position
    setNeedsDisplay()
  }
}
