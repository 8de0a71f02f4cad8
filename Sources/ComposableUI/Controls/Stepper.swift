/// A control that increments and decrements a value.
///
/// ```swift
/// Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10)
/// Stepper("Count: \(store.count)") {
///   store.send(.incrementButtonTapped)
/// } onDecrement: {
///   store.send(.decrementButtonTapped)
/// }
/// ```
///
/// The terminal draws a stepper as its label followed by its two buttons, `Quantity: 3 [-|+]`, in
/// reverse video while it has focus. Left or `-` decrements; Right, `+` or Enter increments. A
/// value stays within its range, and the button that cannot change it is grayed out.
public struct Stepper<Label: View>: View {
  let control: StepperControl
  let label: Label

  /// A stepper that changes a value by a step, within a range, with a label built by a closure.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - bounds: The range the value stays within.
  ///   - step: How much one press changes the value.
  ///   - label: What the value is.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label
  ) {
    control = StepperControl(value: value, in: bounds, step: step)
    self.label = label()
  }

  /// A stepper that runs an action for each press, with a label built by a closure.
  ///
  /// - Parameters:
  ///   - onIncrement: What `+` does; `nil` grays it out.
  ///   - onDecrement: What `-` does; `nil` grays it out.
  ///   - label: What the stepper changes.
  public init(
    onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
    @ViewBuilder label: () -> Label
  ) {
    control = StepperControl(onIncrement: onIncrement, onDecrement: onDecrement)
    self.label = label()
  }

  /// A primitive view: the view graph draws it, and has no body to evaluate.
  public var body: Never { primitiveBody(Self.self) }

  /// Makes the view's node. Part of how views plug into the view graph.
  public static func _makeNode(_ view: Self, inputs: _ViewInputs) -> _ViewNode {
    ContainerNode(view.control, content: view.label, inputs: inputs)
  }

  /// Gives the view's node its new value. Part of how views plug into the view graph.
  public static func _updateNode(_ node: _ViewNode, with view: Self, inputs: _ViewInputs) {
    unsafeDowncast(node, to: ContainerNode<StepperControl>.self)
      .update(view.control, content: view.label, inputs: inputs)
  }
}

extension Stepper where Label == Text {
  /// A stepper that changes a value by a step, within a range, labeled with a string.
  ///
  /// - Parameters:
  ///   - title: What the value is; usually shows it, as in `"Quantity: \(quantity)"`.
  ///   - value: The value.
  ///   - bounds: The range the value stays within.
  ///   - step: How much one press changes the value.
  public init<V: Strideable>(
    _ title: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
  ) {
    self.init(value: value, in: bounds, step: step) { Text(title) }
  }

  /// A stepper that runs an action for each press, labeled with a string.
  ///
  /// - Parameters:
  ///   - title: What the stepper changes.
  ///   - onIncrement: What `+` does; `nil` grays it out.
  ///   - onDecrement: What `-` does; `nil` grays it out.
  public init(
    _ title: String, onIncrement: (@MainActor () -> Void)?,
    onDecrement: (@MainActor () -> Void)?
  ) {
    self.init(onIncrement: onIncrement, onDecrement: onDecrement) { Text(title) }
  }
}

/// A stepper's buttons, and what its keys do.
struct StepperControl: ContainerLayout {
  enum Direction {
    case down, up
  }

  /// Changes the value one step, reading it through the node.
  let step: @MainActor (Direction, ControlNode) -> Void
  /// Whether a step that way can change anything, reading the value through the node.
  let canStep: @MainActor (Direction, ControlNode) -> Bool

  /// A stepper over a value in a range.
  init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride) {
    self.step = { direction, node in
      let current = node.read(value)
      let next = Self.stepped(current, direction, by: step, in: bounds)
      if next != current { value.wrappedValue = next }
    }
    canStep = { direction, node in
      let current = node.read(value)
      return direction == .up ? current < bounds.upperBound : current > bounds.lowerBound
    }
  }

  /// A stepper running actions.
  init(onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?) {
    step = { direction, _ in
      if direction == .up { onIncrement?() } else { onDecrement?() }
    }
    canStep = { direction, _ in
      direction == .up ? onIncrement != nil : onDecrement != nil
    }
  }

  /// The value one step away, within the range. A value within a step of the end it moves
  /// toward goes to that end without being advanced, so that a range ending at `Int.max` (or
  /// starting at `Int.min`) does not overflow.
  private static func stepped<V: Strideable>(
    _ value: V, _ direction: Direction, by step: V.Stride, in bounds: ClosedRange<V>
  ) -> V {
    switch direction {
    case .up:
      guard value < bounds.upperBound, value.distance(to: bounds.upperBound) > step else {
        return bounds.upperBound
      }
      return max(value.advanced(by: step), bounds.lowerBound)
    case .down:
      guard value > bounds.lowerBound, bounds.lowerBound.distance(to: value) > step else {
        return bounds.lowerBound
      }
      return min(value.advanced(by: -step), bounds.upperBound)
    }
  }

  /// The buttons, and the space before them: ` [-|+]`.
  private static let buttonsWidth = 6

  func sizeThatFits(_ proposal: ProposedSize, content: _ViewNode, node: ControlNode) -> Size {
    var inner = proposal
    inner.width = proposal.width.map { $0 == Int.max ? $0 : max($0 - Self.buttonsWidth, 0) }
    let size = content.size(for: inner)
    return Size(width: saturatingAdd(size.width, Self.buttonsWidth), height: max(size.height, 1))
  }

  func draw(in frame: Rect, content: _ViewNode, node: ControlNode, context: DrawContext) {
    var style = node.controlStyle(in: context)
    context.addFocusable(node, frame: frame, isEnabled: node.environment.isEnabled)
    if context.isFocused(node) {
      style.inverse = true
      context.fill(frame, style: style)
    }
    let labelWidth = max(frame.width - Self.buttonsWidth, 0)
    context.withStyle(style) {
      content.draw(
        in: Rect(x: frame.x, y: frame.y, width: labelWidth, height: frame.height),
        context: context)
    }
    var unavailable = style
    unavailable.foreground = .gray
    let column = frame.x + labelWidth + 1
    context.write("[", column: column, row: frame.y, style: style)
    context.write(
      "-", column: column + 1, row: frame.y,
      style: canStep(.down, node) ? style : unavailable)
    context.write("|", column: column + 2, row: frame.y, style: style)
    context.write(
      "+", column: column + 3, row: frame.y,
      style: canStep(.up, node) ? style : unavailable)
    context.write("]", column: column + 4, row: frame.y, style: style)
  }

  /// A click on `[-` decrements; anywhere else, as Enter does, increments.
  func handleClick(column: Int, row: Int, frame: Rect, content: _ViewNode, node: ControlNode) {
    let buttons = frame.x + max(frame.width - Self.buttonsWidth, 0) + 1
    let key: Key = (buttons...buttons + 1).contains(column) ? .left : .right
    _ = handle(key, content: content, node: node)
  }

  func handle(_ key: Key, content: _ViewNode, node: ControlNode) -> Bool {
    switch key {
    case .left, .character("-"):
      step(.down, node)
    case .right, .character("+"), .enter:
      step(.up, node)
    default:
      return false
    }
    node.setNeedsDisplay()
    return true
  }
}
