/// Actions run when a view's identity appears and disappears, and a task that lives as long as
/// it (restarted when its id changes).
public struct _AppearanceModifier: ViewModifier {
  public typealias Body = Never
  var onAppear: (@MainActor () -> Void)?
  var onDisappear: (@MainActor () -> Void)?
  var task: TaskAction?

  /// A task and what restarts it.
  struct TaskAction {
    let id: AnyHashable?
    let priority: TaskPriority
    let action: @MainActor @Sendable () async -> Void
  }

  public static func _makeNode<Modified: View>(
    _ modifier: Self, content: Modified, inputs: _ViewInputs
  ) -> _ViewNode {
    AppearanceNode(modifier, content: content, inputs: inputs)
  }

  public static func _updateNode<Modified: View>(
    _ node: _ViewNode, modifier: Self, content: Modified, inputs: _ViewInputs
  ) {
    unsafeDowncast(node, to: AppearanceNode.self).update(modifier, content: content, inputs: inputs)
  }
}

/// The node of `.onAppear`, `.onDisappear` and `.task`: appearance is the identity's start,
/// disappearance its end; both run once the graph's update is done.
final class AppearanceNode: _ViewNode {
  private var modifier: _AppearanceModifier
  private var content: _ViewNode!
  private var running: Task<Void, Never>?
  /// Whether `onAppear` ran: a view removed before its appearance ran does not disappear.
  private var hasAppeared = false

  init<Content: View>(_ modifier: _AppearanceModifier, content: Content, inputs: _ViewInputs) {
    self.modifier = modifier
    super.init(inputs: inputs)
    graph.enqueueAppear { [weak self] in self?.appear() }
    self.content = Content._makeNode(content, inputs: inputs.children(of: self))
  }

  override var children: [_ViewNode] { [content] }
  override func forEachChild(_ body: (_ViewNode) -> Void) { body(content) }

  /// A graph thrown away without unmounting (a test's terminal going out of scope) still stops
  /// its tasks.
  isolated deinit {
    running?.cancel()
  }

  func update<Content: View>(
    _ modifier: _AppearanceModifier, content: Content, inputs: _ViewInputs
  ) {
    let restart = modifier.task?.id != self.modifier.task?.id
    // The latest closures run: they see the latest values the view captured.
    self.modifier = modifier
    environment = inputs.environment
    if restart, running != nil {
      running?.cancel()
      startTask()
    }
    Content._updateNode(self.content, with: content, inputs: inputs.children(of: self))
  }

  private func appear() {
    guard isMounted else { return }
    hasAppeared = true
    modifier.onAppear?()
    startTask()
  }

  private func startTask() {
    guard let task = modifier.task else { return }
    running = Task(priority: task.priority) { @MainActor in
      await task.action()
    }
  }

  override func didUnmount() {
    running?.cancel()
    running = nil
    if hasAppeared, let onDisappear = modifier.onDisappear {
      graph.enqueueDisappear(onDisappear)
    }
  }
}

extension View {
  /// Runs an action when the view appears: once per identity, after the update that added it.
  public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    modifier(_AppearanceModifier(onAppear: action))
  }

  /// Runs an action when the view disappears: once, when its identity ends.
  public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    modifier(_AppearanceModifier(onDisappear: action))
  }

  /// Starts a task when the view appears, cancelled when it disappears.
  ///
  /// ```swift
  /// .task { await store.send(.task).finish() }
  /// ```
  public func task(
    priority: TaskPriority = .userInitiated,
    _ action: @escaping @MainActor @Sendable () async -> Void
  ) -> some View {
    modifier(
      _AppearanceModifier(task: .init(id: nil, priority: priority, action: action)))
  }

  /// Starts a task when the view appears and again, after cancelling the running one, each time
  /// `id` changes; cancelled when the view disappears.
  public func task<ID: Equatable & Hashable>(
    id: ID, priority: TaskPriority = .userInitiated,
    _ action: @escaping @MainActor @Sendable () async -> Void
  ) -> some View {
    modifier(
      _AppearanceModifier(task: .init(id: AnyHashable(id), priority: priority, action: action)))
  }
}
