/// The dump of an `@ObservableState` struct: its properties under the names the user declared
/// (`count`, not the backing `_count`), without the registrar.
///
/// - Parameters:
///   - value: The state.
///   - properties: The declared names of the properties whose storage is `_name`.
public func _observableStateMirror(_ value: Any, properties: Set<String>) -> Mirror {
  let children = Mirror(reflecting: value).children.compactMap { child -> Mirror.Child? in
    guard let label = child.label else { return child }
    if label.hasPrefix("_$") { return nil }
    if label.hasPrefix("_"), properties.contains(String(label.dropFirst())) {
      return (String(label.dropFirst()), child.value)
    }
    return child
  }
  return Mirror(value, children: children, displayStyle: .struct)
}
