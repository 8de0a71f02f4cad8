import ConcurrencyExtras
import Dependencies

/// The identity of an element of a ``StackState``, assigned when the element is pushed.
///
/// In tests, ids count up from 0 in each test, so assertions can spell them as integer
/// literals: `await store.send(.path(.element(id: 0, action: .saveButtonTapped)))`.
public struct StackElementID: Hashable, Sendable, Comparable, ExpressibleByIntegerLiteral,
  CustomStringConvertible, Codable
{
  /// The generation of the id: the order in which the element was pushed.
  public let generation: Int

  /// Creates an id from its generation.
  ///
  /// - Parameter generation: The generation.
  public init(generation: Int) {
    self.generation = generation
  }

  /// Creates an id from an integer literal, for tests.
  public init(integerLiteral value: Int) {
    self.init(generation: value)
  }

  /// `#0`, `#1`, …
  public var description: String { "#\(generation)" }

  /// Orders ids by generation.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.generation < rhs.generation
  }

  /// Decodes an id from its generation.
  public init(from decoder: any Decoder) throws {
    try self.init(generation: Int(from: decoder))
  }

  /// Encodes an id as its generation.
  public func encode(to encoder: any Encoder) throws {
    try generation.encode(to: encoder)
  }
}

extension StackElementID: CustomDumpRepresentable {
  /// Dumps as its generation, as tests spell it.
  public var customDumpValue: Any { generation }
}

/// Generates the ids of pushed stack elements.
public struct StackElementIDGenerator: Sendable {
  private let next: @Sendable () -> StackElementID

  /// A generator counting up from 0.
  public static func incrementing() -> Self {
    let counter = LockIsolated(0)
    return Self {
      counter.withValue { value in
        defer { value += 1 }
        return StackElementID(generation: value)
      }
    }
  }

  /// The next id.
  public func callAsFunction() -> StackElementID {
    next()
  }

  private init(next: @escaping @Sendable () -> StackElementID) {
    self.next = next
  }
}

extension DependencyValues {
  /// Generates the ids of elements pushed onto a ``StackState``. Each test starts a new
  /// count at 0.
  public var stackElementID: StackElementIDGenerator {
    get { self[StackElementIDKey.self] }
    set { self[StackElementIDKey.self] = newValue }
  }
}

private enum StackElementIDKey: DependencyKey {
  static let liveValue = StackElementIDGenerator.incrementing()
  static var testValue: StackElementIDGenerator { .incrementing() }
}
