/// An action type with a case for binding actions, so that ``BindingReducer`` and stores can
/// write fields of state through it.
///
/// ```swift
/// @Reducer
/// struct Settings {
///   @ObservableState
///   struct State { var name = "" }
///   enum Action: BindableAction {
///     case binding(BindingAction<State>)
///   }
///   var body: some ReducerOf<Self> {
///     BindingReducer()
///   }
/// }
/// ```
public protocol BindableAction {
  /// The state the binding actions write into.
  associatedtype State

  /// The case that embeds a binding action.
  ///
  /// - Parameter action: A binding action.
  static func binding(_ action: BindingAction<State>) -> Self

  /// The binding action this action embeds, if it is one.
  var binding: BindingAction<State>? { get }
}

extension BindableAction {
  /// The binding action this action embeds, if it is one: the payload of its `binding` case.
  public var binding: BindingAction<State>? {
    let mirror = Mirror(reflecting: self)
    guard mirror.displayStyle == .enum, let child = mirror.children.first,
      child.label == "binding"
    else { return nil }
    return child.value as? BindingAction<State>
  }

  /// An action that writes `value` into the field at `keyPath`: `.set(\.name, "Blob")`.
  ///
  /// - Parameters:
  ///   - keyPath: A writable key path to the field.
  ///   - value: The new value.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Value>, _ value: Value
  ) -> Self {
    binding(.set(keyPath, value))
  }
}
