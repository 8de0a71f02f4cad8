/// A change to the environment of a view and the views below it.
public struct _EnvironmentModifier: ViewModifier {
  public typealias Body = Never
  let transform: @MainActor (inout EnvironmentValues) -> Void

  public static func _makeNode<Modified: View>(
    _ modifier: Self, content: Modified, inputs: _ViewInputs
  ) -> _ViewNode {
    var inputs = inputs
    modifier.transform(&inputs.environment)
    return Modified._makeNode(content, inputs: inputs)
  }

  public static func _updateNode<Modified: View>(
    _ node: _ViewNode, modifier: Self, content: Modified, inputs: _ViewInputs
  ) {
    var inputs = inputs
    modifier.transform(&inputs.environment)
    Modified._updateNode(node, with: content, inputs: inputs)
  }
}

extension View {
  /// Sets an environment value for this view and the views below it.
  public func environment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
  ) -> some View {
    modifier(_EnvironmentModifier { $0[keyPath: keyPath] = value })
  }

  /// Draws the text below in a color.
  public func foregroundColor(_ color: Color?) -> some View {
    modifier(_EnvironmentModifier { $0.textAttributes.foreground = color })
  }

  /// Draws the text below in a color.
  public func foregroundStyle(_ color: Color) -> some View {
    foregroundColor(color)
  }

  /// Draws the text below in bold.
  public func bold(_ isActive: Bool = true) -> some View {
    modifier(_EnvironmentModifier { $0.textAttributes.bold = isActive })
  }

  /// Draws the text below in italics.
  public func italic(_ isActive: Bool = true) -> some View {
    modifier(_EnvironmentModifier { $0.textAttributes.italic = isActive })
  }

  /// Underlines the text below.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
    modifier(_EnvironmentModifier { $0.textAttributes.underline = isActive })
  }

  /// Turns off the buttons, fields and toggles below when `disabled` is true: they are drawn
  /// grayed out, do not take focus, and ignore keys and clicks.
  public func disabled(_ disabled: Bool) -> some View {
    modifier(_EnvironmentModifier { if disabled { $0.isEnabled = false } })
  }
}
