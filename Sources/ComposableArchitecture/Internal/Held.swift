/// A value held by reference, so that a closure that captures it uses it in place.
@usableFromInline
final class Held<Value> {
  @usableFromInline let value: Value

  @usableFromInline
  init(_ value: Value) {
    self.value = value
  }
}
