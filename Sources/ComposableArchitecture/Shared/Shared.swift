/// State that several features share: every holder of the same key sees a change at once, in
/// stores and in observation, and the key persists it.
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Shared(.inMemory("count")) var count = 0
///   @Shared(.fileStorage(.documentsDirectory.appending(path: "notes.json"))) var notes: [Note] = []
///   @Shared(.appStorage("isOnboarded")) var isOnboarded = false
/// }
/// // In a reducer:
/// state.$count.withLock { $0 += 1 }
/// ```
///
/// The value is read-only through the property; change it with ``withLock(_:)`` on the
/// projected value, which is atomic across threads. A `TestStore` asserts shared changes like
/// any other state: `$0.$count.withLock { $0 = 1 }`. In tests, each storage starts empty for
/// each test.
@propertyWrapper
@dynamicMemberLookup
public struct Shared<Value: Sendable>: Sendable {
  let reference: SharedReference<Value>

  init(reference: SharedReference<Value>) {
    self.reference = reference
  }

  /// Shared state with no key: shared by the copies of this value (and the stores holding them)
  /// only, and not persisted.
  ///
  /// - Parameter value: The initial value.
  public init(value: Value) {
    self.init(reference: SharedReference(initialValue: value, description: "Shared(value:)"))
  }

  /// Shared state stored under a key, starting from `wrappedValue` when the key holds nothing.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value to use when the key holds nothing yet.
  ///   - key: Where the value is shared and persisted.
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
    self.init(reference: key.reference(initialValue: wrappedValue))
  }

  /// Shared state stored under a key that supplies its own default.
  ///
  /// - Parameter key: Where the value is shared and persisted, with its default.
  public init<Key: SharedKey<Value>>(_ key: _SharedKeyDefault<Key>) {
    self.init(reference: key.reference(initialValue: key.defaultValue))
  }

  /// Shared state stored under a key that supplies its own default, starting from
  /// `wrappedValue` instead when the key holds nothing: `@Shared(.syncUps) var syncUps = [mock]`
  /// in a test.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value to use when the key holds nothing yet, in place of the key's
  ///     default.
  ///   - key: Where the value is shared and persisted.
  public init<Key: SharedKey<Value>>(
    wrappedValue: @autoclosure () -> Value, _ key: _SharedKeyDefault<Key>
  ) {
    self.init(reference: key.reference(initialValue: wrappedValue))
  }

  /// The current value.
  public var wrappedValue: Value {
    reference.value
  }

  /// The shared state itself, to mutate it (`$count.withLock { … }`) or hand it to a child.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// Mutates the value atomically: no other change interleaves with `body`.
  ///
  /// ```swift
  /// state.$count.withLock { $0 += 1 }
  /// ```
  ///
  /// `body` changes a copy, written back when it returns (a collection the value holds is copied
  /// once per change, as upstream's on Apple platforms): reading the shared value inside `body`
  /// gives the value from before the change, so change it through `body`'s argument. A
  /// `withLock` on the same value inside `body` is reported as an issue, since its change is lost
  /// when the outer one writes back.
  ///
  /// - Parameter body: Mutates the value.
  /// - Returns: What `body` returns.
  @discardableResult
  public func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try reference.withLock(body)
  }

  /// Shared state for a part of this value: reading and writing it reads and writes this.
  ///
  /// - Parameter keyPath: A writable key path to a part of the value.
  public subscript<Member: Sendable>(
    dynamicMember keyPath: WritableKeyPath<Value, Member>
  ) -> Shared<Member> {
    Shared<Member>(
      reference: SharedReference(link: KeyPathLink(parent: reference, keyPath: keyPath)))
  }
}

extension Shared: Equatable where Value: Equatable {
  /// Shared states are equal when their values are.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.wrappedValue == rhs.wrappedValue
  }
}

extension Shared: Hashable where Value: Hashable {
  /// Hashes the value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}

extension Shared: CustomDumpRepresentable {
  /// Dumps as its value.
  public var customDumpValue: Any { wrappedValue }
}

extension Shared: Identifiable where Value: Identifiable {
  /// The value's id.
  public var id: Value.ID { wrappedValue.id }
}

/// Read-only shared state: it sees every change to its key, and cannot make one.
///
/// ```swift
/// @SharedReader(.appStorage("isOnboarded")) var isOnboarded = false
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct SharedReader<Value: Sendable>: Sendable {
  let reference: SharedReference<Value>

  /// Read-only access to shared state.
  ///
  /// - Parameter shared: The shared state.
  public init(_ shared: Shared<Value>) {
    self.reference = shared.reference
  }

  /// A constant value, shared with nothing.
  ///
  /// - Parameter value: The value.
  public init(value: Value) {
    self.init(Shared(value: value))
  }

  /// Read-only shared state stored under a key, starting from `wrappedValue` when the key holds
  /// nothing.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value to use when the key holds nothing yet.
  ///   - key: Where the value is shared and persisted.
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedReaderKey<Value>) {
    self.init(Shared(reference: key.reference(initialValue: wrappedValue)))
  }

  /// Shared state read from a key that supplies its own default.
  ///
  /// - Parameter key: Where the value is read from, with its default.
  public init<Key: SharedReaderKey<Value>>(_ key: _SharedKeyDefault<Key>) {
    self.init(Shared(reference: key.reference(initialValue: key.defaultValue)))
  }

  /// The current value.
  public var wrappedValue: Value {
    reference.value
  }

  /// The reader itself, to hand it to a child.
  public var projectedValue: Self {
    self
  }

  /// A reader of a part of the value.
  ///
  /// - Parameter keyPath: A key path to a part of the value.
  public subscript<Member: Sendable>(dynamicMember keyPath: KeyPath<Value, Member>)
    -> SharedReader<Member>
  {
    SharedReader<Member>(
      Shared(reference: SharedReference(link: KeyPathLink(parent: reference, keyPath: keyPath)))
    )
  }
}

extension SharedReader: Equatable where Value: Equatable {
  /// Readers are equal when their values are.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.wrappedValue == rhs.wrappedValue
  }
}

extension SharedReader: CustomDumpRepresentable {
  /// Dumps as its value.
  public var customDumpValue: Any { wrappedValue }
}
