import ComposableArchitecture
import Observation

/// Where focus is, as a view's value: read it to know whether (or which of) the views bound with
/// ``View/focused(_:)`` and ``View/focused(_:equals:)`` has focus, and write it to move focus.
///
/// ```swift
/// struct LogInView: View {
///   enum Field: Hashable { case username, password }
///
///   @FocusState private var focusedField: Field?
///   @State private var username = ""
///   @State private var password = ""
///
///   var body: some View {
///     VStack {
///       TextField("Username", text: $username)
///         .focused($focusedField, equals: .username)
///       SecureField("Password", text: $password)
///         .focused($focusedField, equals: .password)
///       Button("Next") { focusedField = .password }
///     }
///   }
/// }
/// ```
///
/// The value follows focus: when the user moves it (with Tab, the arrows or a click) into a
/// bound view, the value becomes that view's (`true`, or the value it was bound with), and when
/// focus leaves it, or the view goes away, `false` or `nil`. Bodies that read the value are
/// evaluated again in the update after the frame that showed the move.
///
/// Writing the value moves focus in the next frame: to the first view that can take focus (a
/// field, a button) inside the bound view whose value it is, or, for `false` or `nil`, out of
/// the bound view that has it. A value no bound view on screen matches leaves focus where it is.
///
/// Like ``State``, the value belongs to the view's identity, and starts over with a new one.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty, BoxedDynamicProperty {
  private let storage: FocusStateBox<Value>

  /// A focus state that is `true` while its bound view has focus.
  public init() where Value == Bool {
    storage = FocusStateBox(blank: false)
  }

  /// A focus state that is the value of the bound view that has focus, `nil` while none has.
  public init<T: Hashable>() where Value == T? {
    storage = FocusStateBox(blank: nil)
  }

  var box: DynamicPropertyBox { storage }

  /// Whether, or which, bound view has focus. Reading it in a body makes the body depend on it;
  /// writing it moves focus in the next frame.
  @MainActor
  public var wrappedValue: Value {
    get { storage.value }
    nonmutating set { storage.request(newValue) }
  }

  /// A binding to hand to ``View/focused(_:)`` or ``View/focused(_:equals:)`` (`$isFocused`),
  /// or to a child view.
  @MainActor
  public var projectedValue: Binding {
    Binding(storage: storage)
  }

  /// A focus state owned by another view, as a child view declares it:
  /// `@FocusState.Binding var isFocused: Bool`.
  @propertyWrapper
  public struct Binding: DynamicProperty {
    let storage: FocusStateBox<Value>

    /// Whether, or which, bound view has focus; writing it moves focus in the next frame.
    @MainActor
    public var wrappedValue: Value {
      get { storage.value }
      nonmutating set { storage.request(newValue) }
    }

    /// The binding itself (`$isFocused` inside a view holding `@FocusState.Binding`).
    public var projectedValue: Binding { self }
  }
}

/// The storage of a ``FocusState``: an observable box, so that reading it in a body is tracked
/// as reading a ``State`` is, and the `.focused` modifiers bound to it.
///
/// Two kinds of writes reach it: the app's (``request(_:)``), which ask the renderer to move
/// focus there in the next frame, and the renderer's (``report(_:)``), which tell where focus
/// already is and ask for nothing, so that a report that arrives after the user moved focus
/// again does not pull focus back.
final class FocusStateBox<Value: Hashable>: DynamicPropertyBox, Observable, FocusRequest {
  private var _value: Value
  /// The value while no bound view has focus: `false` or `nil`.
  let blank: Value
  private let registrar = TrackedRegistrar()
  /// The `.focused` modifiers bound to this state, in the order they were bound.
  private var bindings: [WeakFocusedNode<Value>] = []

  init(blank: Value) {
    _value = blank
    self.blank = blank
  }

  var value: Value {
    registrar.access(self, keyPath: \.value)
    return _value
  }

  /// The value, without making a body depend on it.
  var currentValue: Value { _value }

  /// The app's write: focus moves to match it in the next frame.
  @MainActor
  func request(_ newValue: Value) {
    store(newValue)
    let graph = node?.graph ?? bindings.lazy.compactMap { $0.node }.first?.graph
    guard let graph else { return }
    graph.focus.request(self)
    graph.setNeedsUpdate()
  }

  /// The renderer's report of where focus is.
  func report(_ newValue: Value) {
    store(newValue)
  }

  private func store(_ newValue: Value) {
    // Focus reports repeat what the value already says; they need not re-evaluate bodies.
    guard newValue != _value else { return }
    registrar.withMutation(of: self, keyPath: \.value) {
      _value = newValue
    }
  }

  @MainActor
  func bind(_ node: FocusedNode<Value>) {
    bindings.removeAll { $0.node == nil || $0.node === node }
    bindings.append(WeakFocusedNode(node: node))
  }

  @MainActor
  func unbind(_ node: FocusedNode<Value>) {
    bindings.removeAll { $0.node == nil || $0.node === node }
  }

  @MainActor
  func focusChange(from focused: _ViewNode?) -> FocusChange {
    let bound = bindings.compactMap { $0.node }.filter { $0.isMounted }
    let holders = focused.map { focused in bound.filter { focused.isInside($0) } } ?? []
    if holders.contains(where: { $0.match == _value }) { return .keep }
    if let target = bound.first(where: { $0.match == _value }) { return .focus(target) }
    return _value == blank && !holders.isEmpty ? .clear : .keep
  }
}

/// A `.focused` modifier's node, held without keeping it alive.
struct WeakFocusedNode<Value: Hashable> {
  weak var node: FocusedNode<Value>?
}
