/// A piece of user interface: a value that describes what to show, as a function of state.
///
/// Write a view as SwiftUI spells it: a struct whose `body` builds other views.
///
/// ```swift
/// struct CounterView: View {
///   let store: StoreOf<Counter>
///
///   var body: some View {
///     VStack {
///       Text("count: \(store.count)")
///       Button("Increment") { store.send(.incrementButtonTapped) }
///     }
///   }
/// }
/// ```
///
/// A view is a value: the view graph keeps, for each view's identity (its type and its place in
/// its parent's body, or an explicit ``View/id(_:)``), the state it owns (``State``), its tasks
/// and its appearance callbacks. The graph evaluates `body` while tracking what it reads, and
/// evaluates it again only when something it read changed, or when its parent gives it new
/// inputs.
@MainActor
@preconcurrency
public protocol View {
  /// The view that `body` builds.
  associatedtype Body: View

  /// What this view shows, built from other views.
  @ViewBuilder
  @MainActor
  @preconcurrency
  var body: Body { get }

  /// Creates the graph node that shows this view. Part of how views plug into the view graph;
  /// not meant to be called or implemented outside this module.
  static func _makeNode(_ view: Self, inputs: _ViewInputs) -> _ViewNode

  /// Gives an existing node, made by ``_makeNode(_:inputs:)`` for a view of the same identity,
  /// this view's new value. Part of how views plug into the view graph.
  ///
  /// Implementations take the node as the class their `_makeNode` made with `unsafeDowncast`.
  /// The invariant that makes it sound: the graph hands a node back only to the view type that
  /// made it, since a node's place in its parent is a position in the parent's static type (a
  /// block's element, a branch, a row), and every node that can hold views of different types
  /// (a branch, `AnyView`, `.id`) compares the type or branch before updating and makes a new
  /// node otherwise. `unsafeDowncast` checks the class in debug builds, where the tests run; a
  /// checked cast on every update of every node is what release builds skip.
  static func _updateNode(_ node: _ViewNode, with view: Self, inputs: _ViewInputs)
}

extension View {
  /// A view built from other views gets a node that evaluates its `body`.
  public static func _makeNode(_ view: Self, inputs: _ViewInputs) -> _ViewNode {
    BodyNode(view, inputs: inputs)
  }

  /// A view built from other views evaluates its `body` again when its value changed.
  public static func _updateNode(_ node: _ViewNode, with view: Self, inputs: _ViewInputs) {
    unsafeDowncast(node, to: BodyNode<Self>.self).update(view, inputs: inputs)
  }
}

/// Views drawn by the renderer itself, which have no body to evaluate.
extension Never: View {
  /// A primitive view has no body.
  public var body: Never { fatalError("Never has no body") }
}

/// The body of a primitive view, which the graph never asks for.
@MainActor
func primitiveBody<V>(_ view: V.Type) -> Never {
  fatalError("\(V.self) is a primitive view: the view graph draws it, and has no body to evaluate")
}
