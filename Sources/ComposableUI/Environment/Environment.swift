/// Reads a value from the environment of the view that declares it.
///
/// ```swift
/// struct Caption: View {
///   @Environment(\.isEnabled) private var isEnabled
///   var body: some View { Text(isEnabled ? "On" : "Off") }
/// }
/// ```
///
/// A body that reads an environment value is evaluated again when an ancestor sets a new
/// environment.
@propertyWrapper
public struct Environment<Value>: DynamicProperty, BoxedDynamicProperty {
  private let keyPath: KeyPath<EnvironmentValues, Value>
  private let storage = DynamicPropertyBox()

  /// Reads the value at a key path of ``EnvironmentValues``.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  var box: DynamicPropertyBox { storage }

  /// The value, from the view's environment (the default environment outside a view graph).
  @MainActor
  public var wrappedValue: Value {
    guard let node = storage.node else { return EnvironmentValues()[keyPath: keyPath] }
    node.readsEnvironment = true
    return node.environment[keyPath: keyPath]
  }
}
