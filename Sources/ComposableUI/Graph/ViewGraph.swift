import ComposableArchitecture
import Foundation
import IssueReporting

/// The tree of nodes behind a root view: it owns every identity's node, knows which ones must
/// evaluate their body again, and runs the callbacks of views that appear and disappear.
///
/// Changes never update the graph where they happen: a node whose observed data changed is only
/// marked, and the graph asks its host for one update, which runs later on the main actor (after
/// the reducer that changed the data has returned) and evaluates every marked node at once,
/// parents before children.
@MainActor
final class ViewGraph {
  /// The node of the root view.
  private(set) var root: _ViewNode?
  /// Nodes whose body must be evaluated again.
  private var dirty: [DirtyMarkable] = []
  /// Callbacks of views that appeared or disappeared during this update, in the order they did;
  /// run once the update is done, disappearances first.
  private var appeared: [@MainActor () -> Void] = []
  private var disappeared: [@MainActor () -> Void] = []
  /// The presentations shown over the root, in the order they appeared: the last is on top.
  private(set) var presentations: [PresentationNode] = []
  /// The scrolls asked for since the last frame (``ScrollViewProxy/scrollTo(_:anchor:)``): a
  /// terminal's containers take theirs when drawn, a web page scrolls each target's element
  /// into view; a frame drops what is left.
  var scrollRequests: [ScrollRequest] = []

  /// The latest scroll asked of a container since the last frame, taken from the requests.
  func takeScrollRequest(for container: AnyObject) -> ScrollRequest? {
    guard let latest = scrollRequests.last(where: { $0.container === container }) else {
      return nil
    }
    scrollRequests.removeAll { $0.container === container }
    return latest
  }
  /// Whether an update was requested and has not run yet.
  private(set) var isUpdatePending = false
  /// Whether something changed since the last frame was drawn.
  var needsDraw = true
  /// The environment the root view gets.
  var environment = EnvironmentValues()
  /// The focus states the app wrote, and where focus was last reported to the `.focused` views.
  var focus = FocusTracking()
  /// Asked for an update once per batch of changes; the host runs `update()` soon after, on the
  /// main actor. The default runs it in a new task.
  var requestUpdate: @MainActor (ViewGraph) -> Void = { graph in
    Task { @MainActor in graph.update() }
  }
  /// Whether evaluated bodies mark their views for the debug overlay (see
  /// `TerminalRenderer.marksEvaluations`).
  var marksEvaluations = false
  /// Where `View._printChanges()` writes its lines: standard error by default, which a terminal
  /// app's screen does not use when it is redirected (`2> changes.log`).
  var printChanges: @MainActor (String) -> Void = { line in
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
  /// How many update passes one update may take before the graph gives up on a loop of views
  /// changing what they read as they appear.
  static let maximumPasses = 64

  init() {}

  /// The last serial number a node took.
  private var lastSerial = 0

  /// Tells the `.focused` views that focus entered or left them since it was last reported, in
  /// callbacks run at the end of the update (which write their `@FocusState`s).
  func reportFocus(_ focused: _ViewNode?) {
    guard let change = focus.report(focused: focused) else { return }
    enqueueAppear {
      for node in change.left { node.focusDidLeave() }
      for node in change.entered { node.focusDidEnter() }
    }
    setNeedsUpdate()
  }

  /// A serial number for a new node, never given before in this graph.
  func nextSerial() -> Int {
    lastSerial += 1
    return lastSerial
  }

  /// Shows `view` as the root: a view of the same type as the current root updates it in place,
  /// keeping its identity; any other replaces it.
  func setRoot<Root: View>(_ view: Root) {
    isUpdating = true
    defer { isUpdating = false }
    let inputs = _ViewInputs(graph: self, parent: nil, environment: environment, depth: 0)
    if let root, type(of: root) == RootNode<Root>.self {
      Root._updateNode(
        unsafeDowncast(root, to: RootNode<Root>.self).content, with: view, inputs: inputs)
    } else {
      root?.unmount()
      root = RootNode(view, inputs: inputs)
    }
    needsDraw = true
    update()
  }

  /// Removes the root view, ending every identity.
  func removeRoot() {
    root?.unmount()
    root = nil
    runCallbacks()
  }

  /// Marks a node's body for evaluation, and asks for an update if none is pending.
  func markDirty(_ node: DirtyMarkable) {
    dirty.append(node)
    #if !canImport(SwiftUI)
      // Marked while the change that marks it is made: inside its `withAnimation`, if any.
      if let animation = Animation.current { pendingAnimation = animation }
    #endif
    setNeedsUpdate()
  }

  #if !canImport(SwiftUI)
    /// The animation of the changes waiting for the next frame: the one the latest animated
    /// change was made with. A frame that shows animated and unanimated changes together
    /// animates them all.
    private var pendingAnimation: Animation?

    /// The animation of the changes waiting for the next frame, which the frame that shows them
    /// takes.
    func takeAnimation() -> Animation? {
      defer { pendingAnimation = nil }
      return pendingAnimation
    }

    /// The views whose changes in the frame being built animate otherwise than the frame's
    /// (`.animation(_:value:)` whose value changed), by node serial: an animation, or `nil`
    /// for none.
    private var scopedAnimations: [Int: Animation?] = [:]

    /// Animates what the update being run changes inside `node` with `animation` (`nil` for no
    /// animation), whatever the frame's own animation.
    func animate(_ node: _ViewNode, with animation: Animation?) {
      scopedAnimations[node.serial] = .some(animation)
    }

    /// How the changes inside `node` animate in the frame being built, if otherwise than the
    /// frame's: an animation, or `.some(nil)` for none.
    func scopedAnimation(of node: _ViewNode) -> Animation?? {
      scopedAnimations[node.serial]
    }

    /// Forgets the views whose changes animated otherwise than the frame's, once the frame
    /// that shows them is built.
    func forgetScopedAnimations() {
      scopedAnimations.removeAll(keepingCapacity: true)
    }
  #endif

  /// Asks the host for an update, once per batch.
  func setNeedsUpdate() {
    needsDraw = true
    guard !isUpdatePending else { return }
    isUpdatePending = true
    requestUpdate(self)
  }

  /// Shows a presentation on top of the others.
  func addPresentation(_ node: PresentationNode) {
    presentations.removeAll { $0 === node }
    presentations.append(node)
    needsDraw = true
  }

  /// Stops showing a presentation.
  func removePresentation(_ node: PresentationNode) {
    presentations.removeAll { $0 === node }
    needsDraw = true
  }

  /// Queues a view's appearance callback, run at the end of the update (or, for a view that
  /// appears while a frame is drawn, such as a list row scrolled into view, in an update asked
  /// for now).
  func enqueueAppear(_ action: @escaping @MainActor () -> Void) {
    appeared.append(action)
    if !isUpdating { setNeedsUpdate() }
  }

  /// Queues a view's disappearance callback, run at the end of the update.
  func enqueueDisappear(_ action: @escaping @MainActor () -> Void) {
    disappeared.append(action)
    if !isUpdating { setNeedsUpdate() }
  }

  /// Whether an update loop was reported, so that it is reported once.
  private var hasReportedLoop = false
  /// Whether `update()` or `setRoot(_:)` is running, which runs queued callbacks itself.
  private var isUpdating = false

  /// Whether an update would do anything.
  var hasPendingWork: Bool { !dirty.isEmpty || !appeared.isEmpty || !disappeared.isEmpty }

  /// Evaluates every marked body, parents first, then runs the appearance callbacks; repeats while
  /// those callbacks mark more nodes.
  func update() {
    isUpdatePending = false
    isUpdating = true
    defer { isUpdating = false }
    var passes = 0
    while hasPendingWork {
      passes += 1
      guard passes <= Self.maximumPasses else {
        if !hasReportedLoop {
          hasReportedLoop = true
          reportIssue(
            """
            Views kept changing what they read while appearing: \(Self.maximumPasses) updates \
            in a row each marked views again, so the graph goes on in the next turn instead.

            An onAppear or task that changes state which makes another view appear, which \
            changes state again, loops forever. Make the change conditional.
            """
          )
        }
        // The work is kept, not dropped: the marked views still evaluate, a turn later, so
        // that the app keeps running (and stays responsive) rather than freezing them.
        setNeedsUpdate()
        return
      }
      var batch = dirty
      dirty.removeAll()
      // A parent's evaluation updates its children, so evaluating parents first lets each
      // child evaluate once.
      batch.sort { $0.depth < $1.depth }
      for node in batch {
        node.evaluateIfDirty()
      }
      runCallbacks()
    }
  }

  /// Runs the queued callbacks, disappearances first.
  private func runCallbacks() {
    while !disappeared.isEmpty || !appeared.isEmpty {
      let gone = disappeared
      disappeared.removeAll()
      for action in gone { action() }
      let came = appeared
      appeared.removeAll()
      for action in came { action() }
    }
  }
}

/// A node that evaluates a body, and can be marked to evaluate it again.
@MainActor
protocol DirtyMarkable: AnyObject {
  /// How deep the node is: parents are evaluated first.
  var depth: Int { get }
  /// Evaluates the body if it is still marked and mounted.
  func evaluateIfDirty()
}

/// The node above the root view: it gives the root a parent, so that the root can be replaced.
final class RootNode<Content: View>: _ViewNode {
  private(set) var content: _ViewNode!

  init(_ view: Content, inputs: _ViewInputs) {
    super.init(inputs: inputs)
    content = Content._makeNode(view, inputs: inputs.children(of: self))
  }

  override var children: [_ViewNode] { [content] }
}
