import ComposableArchitecture

/// The node of a view that may be bound to a value (a text field, and every container, of which
/// toggles, steppers and pickers are): it reads the value through its binding when it draws, and
/// watches it, so that a change made anywhere else (another view, a reducer) redraws the
/// control even when no body read the value.
///
/// Invariant: a control reads one binding, the one its view was last given; `read(_:)` watches
/// that binding's value from its first read after the view was given, or after the value
/// changed, until the value changes again.
class ControlNode: _ViewNode {
  /// Counts watches: a change reported by an earlier watch, which may still be registered (the
  /// binding was replaced since), is ignored.
  private var watchGeneration = 0
  /// Whether the next read registers a new watch: at first, after the view gave a new binding,
  /// and after the watched value changed (a watch reports one change).
  private var needsWatch = true
  /// The watch of the bound value, cancelled when the next one replaces it or the identity ends.
  private var watch: ReadTracking?

  /// Reads the control's bound value, watching it when no watch covers the current binding.
  final func read<Value>(_ binding: Binding<Value>) -> Value {
    guard needsWatch else { return binding.wrappedValue }
    needsWatch = false
    watchGeneration += 1
    let generation = watchGeneration
    watch?.cancel()
    let (value, watch) = trackingReads {
      binding.wrappedValue
    } onChange: { [weak self] in
      self?.boundValueWillChange(generation: generation)
    }
    self.watch = watch
    return value
  }

  /// Takes a new binding from the view: the next read watches it, since it may read from
  /// somewhere else than the last.
  final func bindingDidChange() {
    needsWatch = true
  }

  /// Redraws the control after a change only it knows about (a cursor moved), or after it wrote
  /// its value, which a binding that is not observable would not report.
  final func setNeedsDisplay() {
    invalidateLayout()
    graph.setNeedsUpdate()
  }

  override func didUnmount() {
    watch?.cancel()
    watch = nil
  }

  private func boundValueWillChange(generation: Int) {
    guard generation == watchGeneration, isMounted else { return }
    needsWatch = true
    setNeedsDisplay()
  }

  /// The style a control draws with: its environment's text attributes over the enclosing
  /// control's style, gray when disabled.
  final func controlStyle(in context: DrawContext) -> CellStyle {
    var style = environment.textAttributes.cellStyle(over: context.baseStyle)
    if !environment.isEnabled { style.foreground = .gray }
    return style
  }
}
