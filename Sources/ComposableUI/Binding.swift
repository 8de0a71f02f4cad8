import ComposableArchitecture

/// A way to read and write a value that someone else owns: a parent's ``State``, a field of a
/// store's state, or a constant.
///
/// ```swift
/// struct ToggleRow: View {
///   @Binding var isOn: Bool
///   var body: some View { Toggle("Notifications", isOn: $isOn) }
/// }
/// ToggleRow(isOn: $notificationsEnabled)
/// ```
///
/// A binding projects to its parts through key paths (`$settings.isOn`), and
/// ``animation(_:)`` makes its writes animate.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let read: @MainActor () -> Value
  private let write: @MainActor (Value) -> Void
  /// The animation its writes carry.
  let animation: Animation?

  /// A binding from a getter and a setter.
  public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
    self.init(read: get, write: set, animation: nil)
  }

  init(
    read: @escaping @MainActor () -> Value,
    write: @escaping @MainActor (Value) -> Void,
    animation: Animation?
  ) {
    self.read = read
    self.write = write
    self.animation = animation
  }

  /// A binding to the same value as another binding (`@Binding var isOn: Bool` is initialized
  /// as `_isOn = binding`).
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// A binding that always reads `value` and ignores writes, for previews and tests.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(read: { value }, write: { _ in }, animation: nil)
  }

  /// The value. Reading it in a body makes the body depend on it, where the owner is observed.
  @MainActor
  public var wrappedValue: Value {
    get { read() }
    nonmutating set {
      if let animation {
        withAnimation(animation) { write(newValue) }
      } else {
        write(newValue)
      }
    }
  }

  /// The binding itself (`$isOn` inside a view holding `@Binding var isOn`).
  public var projectedValue: Binding<Value> { self }

  /// A binding to a part of the value.
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> Binding<Subject> {
    let read = self.read
    let write = self.write
    return Binding<Subject>(
      read: { read()[keyPath: keyPath] },
      write: { newValue in
        var value = read()
        value[keyPath: keyPath] = newValue
        write(value)
      },
      animation: animation
    )
  }

  /// The same binding, whose writes animate with `animation` (the terminal shows the new value
  /// at once; the browser can animate it).
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    Binding(read: read, write: write, animation: animation)
  }
}

extension Binding: DynamicProperty {}

extension Binding {
  /// A binding to an optional value, or `nil` when the value is `nil`. Once the value becomes
  /// `nil`, the binding reads the last value it had.
  @MainActor
  public init?(_ base: Binding<Value?>) {
    guard let value = base.read() else { return nil }
    let read = base.read
    let write = base.write
    self.init(read: { read() ?? value }, write: { write($0) }, animation: base.animation)
  }
}
