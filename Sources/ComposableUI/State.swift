import ComposableArchitecture
import Observation

/// A value a view owns, kept by the view graph for as long as the view's identity lives.
///
/// ```swift
/// struct Disclosure: View {
///   @State private var isExpanded = false
///
///   var body: some View {
///     Button(isExpanded ? "Less" : "More") { isExpanded.toggle() }
///     if isExpanded { Text("Details") }
///   }
/// }
/// ```
///
/// The initial value is used once, when the identity first appears; later values of the view,
/// made each time its parent's body runs, read the kept value. When the identity goes away (a
/// branch of an `if` that is no longer taken, a row removed from a `ForEach`, a changed
/// ``View/id(_:)``), the value goes with it. Setting the value re-evaluates the bodies that read
/// it, this view's or, through a ``Binding``, a child's.
@propertyWrapper
public struct State<Value>: DynamicProperty, BoxedDynamicProperty {
  private let storage: StateBox<Value>

  /// A state with its initial value.
  public init(wrappedValue value: Value) {
    storage = StateBox(value)
  }

  /// A state with its initial value.
  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  /// A state whose initial value is `nil`.
  public init() where Value: ExpressibleByNilLiteral {
    self.init(wrappedValue: nil)
  }

  var box: DynamicPropertyBox { storage }

  /// The value. Reading it in a body makes the body depend on it.
  @MainActor
  public var wrappedValue: Value {
    get { storage.value }
    nonmutating set { storage.value = newValue }
  }

  /// A binding to the value, to hand to a child view (`$isOn`).
  @MainActor
  public var projectedValue: Binding<Value> {
    let storage = self.storage
    return Binding(get: { storage.value }, set: { storage.value = $0 })
  }
}

/// The storage of a ``State``: an observable box, so that reading it in a body is tracked the
/// same way as reading a store.
final class StateBox<Value>: DynamicPropertyBox, Observable {
  private var _value: Value
  private let registrar = TrackedRegistrar()

  init(_ value: Value) {
    _value = value
  }

  @MainActor
  var value: Value {
    get {
      registrar.access(self, keyPath: \.value)
      return _value
    }
    set {
      // Named before observers hear of it, for `View._printChanges()`.
      (node as? any ChangeRecording)?.recordChange(of: label)
      registrar.withMutation(of: self, keyPath: \.value) {
        _value = newValue
      }
    }
  }
}
