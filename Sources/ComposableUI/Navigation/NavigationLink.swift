/// A button that pushes a screen onto the enclosing ``NavigationStack``.
///
/// ```swift
/// NavigationLink(state: AppFeature.Path.State.detail(SyncUpDetail.State(syncUp: syncUp))) {
///   Text(syncUp.title)
/// }
/// ```
///
/// Pressing it sends the stack's `.push(id:state:)` action with the state. A link whose state
/// is not of the stack's element type is reported, and does nothing.
public struct NavigationLink<Label: View>: View {
  let state: Any?
  let label: Label

  /// A link that pushes `state` onto the enclosing store-driven stack.
  public init<P>(state: P?, @ViewBuilder label: () -> Label) {
    self.state = state
    self.label = label()
  }

  public var body: some View {
    LinkButton(state: state, label: label)
  }
}

extension NavigationLink where Label == Text {
  /// A link with a title that pushes `state` onto the enclosing store-driven stack.
  public init<P>(_ title: String, state: P?) {
    self.init(state: state) { Text(title) }
  }
}

/// The button of a link: it reads the stack's push action from its environment.
private struct LinkButton<Label: View>: View {
  let state: Any?
  let label: Label
  @Environment(\.navigationPush) private var push

  var body: some View {
    let push = self.push
    let state = self.state
    Button {
      guard let state else { return }
      guard let push else {
        reportNavigationIssue(
          "A NavigationLink was pressed outside a NavigationStack with a path, so it pushes nothing."
        )
        return
      }
      if !push(state) {
        reportNavigationIssue(
          """
          A NavigationLink's state, \(type(of: state)), is not the element type of the \
          enclosing NavigationStack's path, so it pushes nothing.
          """)
      }
    } label: {
      label
    }
  }
}
