extension View {
  /// Prints why the view's `body` is being evaluated, when called inside it, as SwiftUI's does:
  ///
  /// ```swift
  /// var body: some View {
  ///   let _ = Self._printChanges()   // "CounterView: _count changed."
  ///   …
  /// }
  /// ```
  ///
  /// The reasons are `@self` (the parent gave the view a different value), `@identity` (the
  /// view's first evaluation), `@environment` (an environment value it read changed),
  /// `@dependencies` (a store's state, or an `@Observable` it read, changed), and the names of the
  /// `@State`s that changed (`_count`). Lines go to standard error (a full-screen app's screen
  /// is untouched when it is redirected: `2> changes.log`); a ``TestTerminal`` collects them in
  /// ``TestTerminal/printedChanges``. Called outside a body, it prints nothing.
  @MainActor
  public static func _printChanges() {
    guard let node = EvaluationContext.current, let recording = node as? any ChangeRecording
    else { return }
    let changes = recording.changes
    let reasons = changes.isEmpty ? "unchanged" : changes.joined(separator: ", ") + " changed"
    node.graph.printChanges("\(Self.self): \(reasons).")
  }
}
