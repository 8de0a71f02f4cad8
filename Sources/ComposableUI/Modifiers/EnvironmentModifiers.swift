/// A change to the environment of a view and the views below it, made from an input value
/// (the color of `.foregroundColor(_:)`, say).
///
/// The node keeps the environment it made: the same parent environment and the same input give
/// the same environment, so that the views below see no change and are not updated for nothing.
public struct _EnvironmentModifier<Input>: ViewModifier {
  public typealias Body = Never
  let input: Input
  let transform: @MainActor (inout EnvironmentValues, Input) -> Void

  init(_ input: Input, transform: @escaping @MainActor (inout EnvironmentValues, Input) -> Void) {
    self.input = input
    self.transform = transform
  }

  public static func _makeNode<Modified: View>(
    _ modifier: Self, content: Modified, inputs: _ViewInputs
  ) -> _ViewNode {
    let node = EnvironmentNode<Input>(inputs: inputs)
    node.content = Modified._makeNode(
      content, inputs: node.childInputs(inputs, modifier: modifier))
    return node
  }

  public static func _updateNode<Modified: View>(
    _ node: _ViewNode, modifier: Self, content: Modified, inputs: _ViewInputs
  ) {
    let node = unsafeDowncast(node, to: EnvironmentNode<Input>.self)
    node.environment = inputs.environment
    Modified._updateNode(
      node.content, with: content, inputs: node.childInputs(inputs, modifier: modifier))
  }
}

/// The node of an environment change: it remembers the environment it made, and from what.
final class EnvironmentNode<Input>: _ViewNode {
  var content: _ViewNode!
  private var made: (parent: EnvironmentValues, input: Input, result: EnvironmentValues)?

  override var children: [_ViewNode] { [content] }
  override func forEachChild(_ body: (_ViewNode) -> Void) { body(content) }

  /// The inputs of the content: the parent's with the change applied, the same as last time
  /// when neither the parent's environment nor the input changed.
  func childInputs(_ inputs: _ViewInputs, modifier: _EnvironmentModifier<Input>) -> _ViewInputs {
    var childInputs = inputs.children(of: self)
    if let made, made.parent.isIdentical(to: inputs.environment),
      BitwiseEquality.areEqual(made.input, modifier.input)
    {
      childInputs.environment = made.result
      return childInputs
    }
    modifier.transform(&childInputs.environment, modifier.input)
    made = (inputs.environment, modifier.input, childInputs.environment)
    return childInputs
  }
}

extension View {
  /// Sets an environment value for this view and the views below it.
  public func environment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
  ) -> some View {
    modifier(_EnvironmentModifier(value) { $0[keyPath: keyPath] = $1 })
  }

  /// Draws the text below in a color.
  public func foregroundColor(_ color: Color?) -> some View {
    modifier(_EnvironmentModifier(color) { $0.textAttributes.foreground = $1 })
  }

  /// Draws the text below in a color.
  public func foregroundStyle(_ color: Color) -> some View {
    foregroundColor(color)
  }

  /// Draws the text below in bold.
  public func bold(_ isActive: Bool = true) -> some View {
    modifier(_EnvironmentModifier(isActive) { $0.textAttributes.bold = $1 })
  }

  /// Draws the text below in italics.
  public func italic(_ isActive: Bool = true) -> some View {
    modifier(_EnvironmentModifier(isActive) { $0.textAttributes.italic = $1 })
  }

  /// Underlines the text below.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
    modifier(_EnvironmentModifier(isActive) { $0.textAttributes.underline = $1 })
  }

  /// Turns off the buttons, fields and toggles below when `disabled` is true: they are drawn
  /// grayed out, do not take focus, and ignore keys and clicks.
  public func disabled(_ disabled: Bool) -> some View {
    modifier(_EnvironmentModifier(disabled) { if $1 { $0.isEnabled = false } })
  }
}
