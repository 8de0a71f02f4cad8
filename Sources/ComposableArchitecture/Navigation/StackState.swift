import OrderedCollections

/// The state of a navigation stack: the features pushed onto it, each with a ``StackElementID``.
///
/// ```swift
/// @ObservableState
/// struct State {
///   var path = StackState<Path.State>()
/// }
/// // …
/// state.path.append(.detail(Detail.State()))
/// ```
///
/// Run the elements' reducer with ``Reducer/forEach(_:action:destination:fileID:filePath:line:column:)``.
public struct StackState<Element> {
  private var elements: OrderedDictionary<StackElementID, Element> = [:]

  /// An empty stack.
  public init() {}

  /// A stack of `elements`, each given a new id.
  ///
  /// - Parameter elements: The elements, bottom first.
  public init(_ elements: some Sequence<Element>) {
    for element in elements {
      append(element)
    }
  }

  /// The ids of the elements, bottom first.
  public var ids: OrderedSet<StackElementID> {
    elements.keys
  }

  /// The element with the given id, or `nil`.
  ///
  /// Assigning replaces the element, or pushes it with that id when the stack has none (how a
  /// test asserts a push: `$0.path[id: 0] = .detail(Detail.State())`); assigning `nil` removes
  /// it.
  ///
  /// - Parameter id: An element's id.
  public subscript(id id: StackElementID) -> Element? {
    get { elements[id] }
    set { elements[id] = newValue }
    _modify { yield &elements[id] }
  }

  /// Pushes an element, with a new id from `@Dependency(\.stackElementID)`.
  ///
  /// - Parameter element: The element.
  public mutating func append(_ element: Element) {
    elements[newID()] = element
  }

  /// A new id from `@Dependency(\.stackElementID)`, skipping any already in the stack (pushed
  /// with an explicit id).
  private func newID() -> StackElementID {
    @Dependency(\.stackElementID) var nextID
    var id = nextID()
    while elements[id] != nil {
      id = nextID()
    }
    return id
  }

  /// Pushes an element with a given id, as a `.push(id:state:)` action does.
  ///
  /// - Parameters:
  ///   - element: The element.
  ///   - id: Its id.
  mutating func append(_ element: Element, id: StackElementID) {
    elements[id] = element
  }

  /// Removes the element with `id` and every element above it.
  ///
  /// - Parameter id: An element's id.
  public mutating func pop(from id: StackElementID) {
    guard let index = elements.index(forKey: id) else { return }
    elements.removeSubrange(index...)
  }

  /// Removes every element above the one with `id`.
  ///
  /// - Parameter id: An element's id.
  public mutating func pop(to id: StackElementID) {
    guard let index = elements.index(forKey: id) else { return }
    elements.removeSubrange((index + 1)...)
  }
}

extension StackState: RandomAccessCollection, MutableCollection {
  /// The position of the bottom element.
  public var startIndex: Int { elements.elements.startIndex }
  /// The position after the top element.
  public var endIndex: Int { elements.elements.endIndex }

  /// The element at `position`, from the bottom.
  public subscript(position: Int) -> Element {
    get { elements.values[position] }
    _modify { yield &elements.values[position] }
  }
}

extension StackState: RangeReplaceableCollection {
  /// Replaces elements; new elements get new ids.
  public mutating func replaceSubrange<C: Collection<Element>>(
    _ subrange: Range<Int>, with newElements: C
  ) {
    var result = OrderedDictionary<StackElementID, Element>()
    for (id, element) in elements.elements[..<subrange.lowerBound] { result[id] = element }
    for element in newElements { result[newID()] = element }
    for (id, element) in elements.elements[subrange.upperBound...] { result[id] = element }
    elements = result
  }
}

extension StackState: ExpressibleByArrayLiteral {
  /// A stack of the literal's elements, bottom first.
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension StackState: Equatable where Element: Equatable {
  /// Stacks are equal when they have the same ids and elements, in the same order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.elements == rhs.elements
  }
}

extension StackState: Hashable where Element: Hashable {
  /// Hashes the ids and elements.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(elements)
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: Decodable where Element: Decodable {
  /// Decodes the elements, bottom first, giving them new ids.
  public init(from decoder: any Decoder) throws {
    try self.init([Element](from: decoder))
  }
}

extension StackState: Encodable where Element: Encodable {
  /// Encodes the elements, bottom first.
  public func encode(to encoder: any Encoder) throws {
    try Array(elements.values).encode(to: encoder)
  }
}

extension StackState: CustomDumpReflectable {
  /// Dumps as a dictionary of elements by id, bottom first.
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      unlabeledChildren: elements.map { (id: $0.key, element: $0.value) },
      displayStyle: .dictionary
    )
  }
}

/// The identity of a stack of observable states: its ids in order.
@inlinable
public func _$identity<T: ObservableState>(
  of value: StackState<T>
) -> _$IdentifiedIdentity<StackElementID> {
  _$IdentifiedIdentity(ids: value.ids)
}

extension StackState where Element: CasePathable {
  /// The element with an id, in one case of a path enum, or `nil` when there is no such element
  /// or it is in another case: `$0.path[id: 0, case: \.detail]?.title = "New"` in a test.
  ///
  /// Setting it changes the element only while it is in that case.
  ///
  /// - Parameters:
  ///   - id: The element's id.
  ///   - path: A case key path to the case.
  public subscript<Case>(id id: StackElementID, case path: CaseKeyPath<Element, Case>) -> Case? {
    get { self[id: id]?[case: path] }
    set {
      guard let newValue, self[id: id]?[case: path] != nil else { return }
      self[id: id] = path(newValue)
    }
  }
}
