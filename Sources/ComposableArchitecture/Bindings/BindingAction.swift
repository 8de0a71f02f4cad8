/// An action that writes a value into a field of state, sent by a form control bound to it.
///
/// ```swift
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
/// }
/// // A text field bound to `text` sends:
/// store.send(.binding(.set(\.text, "Hello")))
/// ```
///
/// ``BindingReducer`` applies it. A reducer reacts to a particular field by matching its key
/// path: `case .binding(\.text):`.
public struct BindingAction<Root>: @unchecked Sendable {
  // Built only from `Sendable` values and key paths to them (see `set`), so the closures and the
  // erased value are safe to share.
  /// The field written.
  public let keyPath: PartialKeyPath<Root>
  let set: @Sendable (inout Root) -> Void
  let value: any Sendable
  let valueIsEqualTo: @Sendable (Any) -> Bool

  /// An action that writes `value` into the field at `keyPath`.
  ///
  /// - Parameters:
  ///   - keyPath: A writable key path to the field.
  ///   - value: The new value.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Value>, _ value: Value
  ) -> Self {
    let keyPath = UncheckedSendable(keyPath)
    return Self(
      keyPath: keyPath.value,
      set: { $0[keyPath: keyPath.value] = value },
      value: value,
      valueIsEqualTo: { ($0 as? Value) == value }
    )
  }

  /// Whether a binding action writes the field at `keyPath`, for `case .binding(\.text):`.
  ///
  /// - Parameters:
  ///   - keyPath: A key path to a field.
  ///   - bindingAction: A binding action.
  public static func ~= <Value>(
    keyPath: WritableKeyPath<Root, Value>, bindingAction: Self
  ) -> Bool {
    keyPath == bindingAction.keyPath
  }

  /// The binding action for a child's state, transformed to write into the parent's.
  ///
  /// - Parameter keyPath: A writable key path from a parent state to this action's root.
  /// - Returns: A binding action on the parent state.
  public func pullback<NewRoot>(
    _ keyPath: WritableKeyPath<NewRoot, Root>
  ) -> BindingAction<NewRoot> {
    let set = set
    let keyPath = UncheckedSendable(keyPath)
    return BindingAction<NewRoot>(
      keyPath: (keyPath.value as PartialKeyPath<NewRoot>).appending(path: self.keyPath)!,
      set: { set(&$0[keyPath: keyPath.value]) },
      value: value,
      valueIsEqualTo: valueIsEqualTo
    )
  }
}

extension BindingAction: Equatable {
  /// Binding actions are equal when they write equal values into the same field.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.valueIsEqualTo(rhs.value)
  }
}

extension BindingAction: CasePathable {
  /// The case paths of a binding action: one per field, `\.binding.text`.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The binding action that writes the field at `keyPath`.
    ///
    /// - Parameter keyPath: A writable key path to the field.
    public subscript<Value: Equatable & Sendable>(
      dynamicMember keyPath: WritableKeyPath<Root, Value>
    ) -> AnyCasePath<BindingAction, Value> {
      let keyPath = UncheckedSendable(keyPath)
      return AnyCasePath(
        embed: { .set(keyPath.value, $0) },
        extract: { action in
          guard action.keyPath == keyPath.value else { return nil }
          return action.value as? Value
        }
      )
    }
  }

  /// The case paths of a binding action.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension BindingAction: CustomDumpReflectable {
  /// Dumps as the field written and its new value.
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      children: ["set": (keyPath, value)],
      displayStyle: .enum
    )
  }
}
