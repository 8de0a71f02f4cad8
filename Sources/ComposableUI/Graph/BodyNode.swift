import ComposableArchitecture
import Foundation

/// The node of a view built from other views: it owns the view's state, evaluates its `body`
/// while tracking what the body reads, and evaluates it again only when something it read
/// changed, when its environment changed, or when its parent gives it a different value.
final class BodyNode<Content: View>: _ViewNode, DirtyMarkable, EvaluationCounting,
  ChangeRecording
{
  /// The view's latest value, with its dynamic properties pointing at this node's storage.
  private var view: Content
  /// The node of the view's body.
  private var child: _ViewNode?
  /// The body's last value, to hand its node a new environment without evaluating the body.
  private var lastBody: Content.Body?
  /// The storage of the view's `@State`s (and other dynamic properties), kept for the identity's
  /// lifetime, and where they sit in the view's value.
  private let properties: DynamicProperties
  /// Whether a change to something the body read is waiting for `evaluateIfDirty()`.
  private var isDirty = false
  /// Counts evaluations: a change reported by an earlier evaluation's tracking, which may still
  /// be registered, is ignored.
  private var generation = 0
  /// Whether the view is among a list's rows, whose body's `ForEach` is then lazy too.
  private let isListContent: Bool
  /// How many times `body` was evaluated, for tests and diagnostics.
  private(set) var evaluationCount = 0
  /// Why the body is evaluated this time, for `View._printChanges()`; emptied by each
  /// evaluation. A set of flags, so that a node pays no allocation for it.
  private var changeKinds: ChangeKinds = [.self, .identity]
  /// The names of the `@State`s that changed since the last evaluation.
  private var changedProperties: [String] = []
  /// What the last evaluation read, watched until the next evaluation or the end of the
  /// identity.
  private var reads: ReadTracking?

  init(_ view: Content, inputs: _ViewInputs) {
    self.view = view
    isListContent = inputs.isListContent
    properties = DynamicProperties(of: view)
    super.init(inputs: inputs)
    properties.attach(to: self)
    evaluate()
  }

  override var children: [_ViewNode] { child.map { [$0] } ?? [] }
  override func forEachChild(_ body: (_ViewNode) -> Void) { child.map(body) }

  /// Takes the parent's new value for this view: its dynamic properties are pointed at this
  /// node's storage, and the body is evaluated again only if something it depends on changed.
  func update(_ newView: Content, inputs: _ViewInputs) {
    var newView = newView
    properties.install(into: &newView)
    let environmentChanged = !environment.isIdentical(to: inputs.environment)
    environment = inputs.environment
    let selfChanged = !BitwiseEquality.areEqual(view, newView)
    let environmentMatters = environmentChanged && readsEnvironment
    guard isDirty || environmentMatters || selfChanged else {
      // The body did not change, but the views it built read the environment too (a text's
      // color, a button's enabled state): they get the new one.
      if environmentChanged, let child, let lastBody {
        Content.Body._updateNode(child, with: lastBody, inputs: inputsForChildren)
      }
      return
    }
    if selfChanged { changeKinds.insert(.self) }
    if environmentMatters { changeKinds.insert(.environment) }
    view = newView
    evaluate()
  }

  var changes: [String] {
    var changes: [String] = []
    if changeKinds.contains(.self) { changes.append("@self") }
    if changeKinds.contains(.identity) { changes.append("@identity") }
    if changeKinds.contains(.environment) { changes.append("@environment") }
    if changeKinds.contains(.dependencies) { changes.append("@dependencies") }
    return changes + changedProperties
  }

  override func dependencyDidChange() {
    invalidate(generation: generation)
  }

  override func didUnmount() {
    reads?.cancel()
    reads = nil
  }

  func recordChange(of property: String) {
    changedProperties.append(property)
  }

  func evaluateIfDirty() {
    guard isDirty, isMounted else { return }
    evaluate()
  }

  /// Marks the body for evaluation after a change to something it read.
  func invalidate(generation: Int) {
    guard generation == self.generation, isMounted, !isDirty else { return }
    // A `@State` that changed named itself; anything else observed is a dependency.
    if changedProperties.isEmpty { changeKinds.insert(.dependencies) }
    isDirty = true
    graph.markDirty(self)
  }

  private func evaluate() {
    defer {
      changeKinds = []
      if !changedProperties.isEmpty { changedProperties = [] }
    }
    isDirty = false
    generation += 1
    evaluationCount += 1
    readsEnvironment = false
    let generation = self.generation
    let view = self.view
    let outer = EvaluationContext.current
    EvaluationContext.current = self
    defer { EvaluationContext.current = outer }
    reads?.cancel()
    let (body, reads) = trackingReads {
      view.body
    } onChange: { [weak self] in
      self?.invalidate(generation: generation)
    }
    self.reads = reads
    lastBody = body
    let inputs = self.inputsForChildren
    if let child {
      Content.Body._updateNode(child, with: body, inputs: inputs)
    } else {
      child = Content.Body._makeNode(body, inputs: inputs)
    }
    // The debug overlay marks where this body's views are drawn next.
    if graph.marksEvaluations {
      forEachChild { child in
        var items: [_ViewNode] = []
        child.collectLayoutItems(into: &items)
        for item in items { item.isMarkedEvaluated = true }
      }
    }
  }

  /// What the body's node is given: this node as parent, and this node's environment.
  private var inputsForChildren: _ViewInputs {
    var inputs = _ViewInputs(
      graph: graph, parent: self, environment: environment, depth: depth + 1)
    // A view whose body is a list's rows (`List { TodoRows(store:) }`) keeps them lazy.
    inputs.isListContent = isListContent
    return inputs
  }
}

/// The reasons a body is evaluated, other than a named `@State`.
struct ChangeKinds: OptionSet {
  let rawValue: UInt8
  /// The parent gave the view a different value.
  static let `self` = ChangeKinds(rawValue: 1)
  /// The view's identity is new: its first evaluation.
  static let identity = ChangeKinds(rawValue: 2)
  /// The environment changed, and the body had read it.
  static let environment = ChangeKinds(rawValue: 4)
  /// Something observable the body read changed (a store's state, an `@Observable` object).
  static let dependencies = ChangeKinds(rawValue: 8)
}

/// A node that can say why its body is evaluated: told by its `@State`s when they change.
@MainActor
protocol ChangeRecording: AnyObject {
  /// Why the body is evaluated this time.
  var changes: [String] { get }
  /// Notes that a property of the view (a `@State`, by its name) changed.
  func recordChange(of property: String)
}

/// The node whose body is being evaluated, for the dynamic properties that read from it (the
/// environment) and the diagnostics that name it.
@MainActor
enum EvaluationContext {
  /// Set while a body is evaluated, on the main actor; bodies nest as parents create children.
  static var current: _ViewNode?
}

/// Compares two values bit for bit: equal bits are the same value (the same references, the
/// same closures), so a view whose value did not change need not evaluate its body again.
/// Different bits may still be equal values (two copies of a long string), which only costs an
/// evaluation.
enum BitwiseEquality {
  static func areEqual<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
    withUnsafeBytes(of: lhs) { lhs in
      withUnsafeBytes(of: rhs) { rhs in
        lhs.count == rhs.count
          && (lhs.count == 0 || memcmp(lhs.baseAddress!, rhs.baseAddress!, lhs.count) == 0)
      }
    }
  }
}

/// A node that counts its body's evaluations, for tests and diagnostics.
@MainActor
protocol EvaluationCounting {
  var evaluationCount: Int { get }
}
