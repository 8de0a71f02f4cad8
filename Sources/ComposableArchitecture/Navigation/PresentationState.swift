/// The state of a child feature that a parent presents: `nil` while nothing is presented.
///
/// With `@ObservableState`, declare it with ``Presents()``, which stores a `PresentationState`
/// and exposes it as `$destination`:
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Presents var destination: Destination.State?
/// }
/// // …
/// Reduce { state, action in … }
///   .ifLet(\.$destination, action: \.destination)
/// ```
///
/// Without observation, use it as a property wrapper: `@PresentationState var child: Child.State?`.
///
/// The value is stored out of line, so a feature can present itself (recursive state).
@propertyWrapper
public struct PresentationState<State> {
  private var box: Box

  /// Creates presentation state.
  ///
  /// - Parameter wrappedValue: The presented state, or `nil`.
  public init(wrappedValue: State?) {
    box = Box(wrappedValue)
  }

  /// The presented state, or `nil`.
  public var wrappedValue: State? {
    get { box.value }
    set {
      if isKnownUniquelyReferenced(&box) {
        box.value = newValue
      } else {
        box = Box(newValue)
      }
    }
    _modify {
      if !isKnownUniquelyReferenced(&box) {
        box = Box(box.value)
      }
      yield &box.value
    }
  }

  /// The presentation state itself, for `ifLet(\.$child, action:)`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
    _modify { yield &self }
  }

  private final class Box {
    var value: State?
    init(_ value: State?) { self.value = value }
  }
}

extension PresentationState: Equatable where State: Equatable {
  /// Presentation states are equal when their presented states are.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.box === rhs.box || lhs.wrappedValue == rhs.wrappedValue
  }
}

extension PresentationState: Hashable where State: Hashable {
  /// Hashes the presented state.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}

// The box is only mutated through a uniquely referenced `PresentationState`, so sharing it between
// copies on different threads is safe when the state itself is.
extension PresentationState: @unchecked Sendable where State: Sendable {}

extension PresentationState: Decodable where State: Decodable {
  /// Decodes the presented state, or `nil`.
  public init(from decoder: any Decoder) throws {
    try self.init(wrappedValue: State?(from: decoder))
  }
}

extension PresentationState: Encodable where State: Encodable {
  /// Encodes the presented state, or `nil`.
  public func encode(to encoder: any Encoder) throws {
    try wrappedValue.encode(to: encoder)
  }
}

extension PresentationState: CustomDumpReflectable {
  /// Dumps as the presented state, so that test failures show the child's fields.
  public var customDumpMirror: Mirror {
    Mirror(reflecting: wrappedValue as Any)
  }
}

/// The identity of presented observable state: `nil`, or the state's identity.
@inlinable
public func _$identity<T: ObservableState>(of value: PresentationState<T>) -> ObservableStateID? {
  value.wrappedValue?._$id
}

extension PresentationState where State: CasePathable {
  /// The presented state in one case of a destination enum, or `nil` when nothing is presented
  /// or another case is: `$0.$destination[case: \.editor]?.text = "Milk"` in a test.
  ///
  /// Setting it changes the presented state only while it is in that case; setting `nil`
  /// dismisses it.
  ///
  /// - Parameter path: A case key path to the case.
  public subscript<Case>(case path: CaseKeyPath<State, Case>) -> Case? {
    get { wrappedValue?[case: path] }
    set {
      guard let newValue else {
        if wrappedValue?[case: path] != nil { wrappedValue = nil }
        return
      }
      guard wrappedValue?[case: path] != nil else { return }
      wrappedValue = path(newValue)
    }
  }
}
