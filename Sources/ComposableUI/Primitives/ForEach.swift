import ComposableArchitecture
import Foundation
import IssueReporting

/// A view for each element of a collection, each row's identity its element's id.
///
/// ```swift
/// ForEach(store.todos) { todo in TodoRow(todo: todo) }
/// ForEach(names, id: \.self) { name in Text(name) }
/// ForEach(0..<3) { index in Text("Row \(index)") }
/// ```
///
/// When the collection changes, rows are matched by id: a row that stays keeps its state and its
/// focus even when it moves, a new id is a new row, and a missing one ends its row. Ids must be
/// unique; a duplicate is reported, and its later rows are told apart by position.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  /// The collection.
  public var data: Data
  /// The view for an element.
  public var content: (Data.Element) -> Content
  /// The ids of the data's elements, in order.
  let ids: @MainActor (Data) -> [ID]
  /// Whether the ids cannot repeat (an identified array's), so that checking them is skipped.
  var idsAreUnique = false
  /// How the rows are identified, for warnings: the id key path, or what stands for one.
  var idDescription = "\\.id"
  /// What deletes and moves rows, set with ``onDelete(perform:)`` and ``onMove(perform:)``.
  var rowActions = RowActions()

  /// Rows for the elements of a collection, identified by a key path to a hashable value.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    self.ids = { data in data.map { $0[keyPath: id] } }
    idDescription = String(describing: id)
  }

  public var body: Never { primitiveBody(Self.self) }

  public static func _makeNode(_ view: Self, inputs: _ViewInputs) -> _ViewNode {
    if inputs.isListContent {
      let node = LazyForEachNode<ID>(inputs: inputs)
      node.update(view, inputs: inputs)
      return node
    }
    let node = ForEachNode<ID>(inputs: inputs)
    node.update(view, inputs: inputs)
    return node
  }

  public static func _updateNode(_ node: _ViewNode, with view: Self, inputs: _ViewInputs) {
    // The node's own class says which kind it is, whatever the inputs say now.
    if let lazy = node as? LazyForEachNode<ID> {
      lazy.update(view, inputs: inputs)
    } else {
      unsafeDowncast(node, to: ForEachNode<ID>.self).update(view, inputs: inputs)
    }
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Rows for the elements of a collection of identifiable values.
  // Disfavored so that a scoped store collection, whose stores are identifiable too, takes the
  // initializer that reads its ids without creating every row's store.
  @_disfavoredOverload
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    self.ids = { data in data.map(\.id) }
  }
}

extension ForEach {
  /// Rows for the stores of a scoped collection, `store.scope(state: \.rows, action: \.rows)`,
  /// each row's identity its element's id. The ids are read from the state, so a `List` creates
  /// the stores of the rows it shows, not of every row.
  public init<ElementState, ElementAction>(
    _ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) where Data == _StoreCollection<ID, ElementState, ElementAction> {
    self.data = data
    self.content = content
    self.ids = { $0.elementIDs }
    // An identified array's ids are unique by construction.
    idsAreUnique = true
  }
}

extension ForEach {
  /// Lets the person delete rows: with focus inside a row, on a view that does not use the key
  /// (a toggle, a button; a text field edits its text with it), Delete or Backspace deletes that
  /// row, by calling `action` with its offset in the data.
  ///
  /// ```swift
  /// List {
  ///   ForEach(store.scope(state: \.todos, action: \.todos)) { TodoRow(store: $0) }
  ///     .onDelete { store.send(.delete($0)) }
  /// }
  /// ```
  ///
  /// - Parameter action: What deletes the rows at some offsets; `nil` turns deleting off.
  /// - Returns: The rows, deletable.
  public func onDelete(perform action: (@MainActor (IndexSet) -> Void)?) -> Self {
    var view = self
    view.rowActions.delete = action
    return view
  }

  /// Lets the person move rows: with focus inside a row, Option-Up (Alt-Up) and Option-Down move
  /// that row one place, by calling `action` with its offset and the offset to move it before,
  /// counted in the data as it is before the move (as `Array.move(fromOffsets:toOffset:)` takes
  /// them).
  ///
  /// ```swift
  /// ForEach(store.scope(state: \.todos, action: \.todos)) { TodoRow(store: $0) }
  ///   .onMove { store.send(.move($0, $1)) }
  /// ```
  ///
  /// The row keeps its identity, and focus, as it moves.
  ///
  /// - Parameter action: What moves rows; `nil` turns moving off.
  /// - Returns: The rows, movable.
  public func onMove(perform action: (@MainActor (IndexSet, Int) -> Void)?) -> Self {
    var view = self
    view.rowActions.move = action
    return view
  }
}

/// What the person can do to a `ForEach`'s rows with keys: ``ForEach/onDelete(perform:)`` and
/// ``ForEach/onMove(perform:)``.
struct RowActions {
  var delete: (@MainActor (IndexSet) -> Void)?
  var move: (@MainActor (IndexSet, Int) -> Void)?

  /// Acts on a key that comes through the row at `offset` (when there is one) of `count` rows;
  /// returns whether it used the key.
  @MainActor
  func handle(_ key: Key, offset: () -> Int?, count: Int) -> Bool {
    if let delete, key.withoutModifiers == .delete || key.withoutModifiers == .backspace {
      guard let offset = offset() else { return false }
      delete(IndexSet(integer: offset))
      return true
    }
    if let move, case .modified(let bare, let modifiers) = key, modifiers.contains(.option),
      bare == .up || bare == .down
    {
      guard let offset = offset() else { return false }
      if bare == .up {
        guard offset > 0 else { return true }
        move(IndexSet(integer: offset), offset - 1)
      } else {
        guard offset + 1 < count else { return true }
        move(IndexSet(integer: offset), offset + 2)
      }
      return true
    }
    return false
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Rows for a constant range of numbers, each number its row's id.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
    self.ids = { Array($0) }
    idsAreUnique = true
    idDescription = "the numbers of the range"
  }
}

/// A node whose children are a `ForEach`'s rows (eager or lazy): where focus goes when the
/// focused row goes away.
@MainActor
protocol ForEachRows: AnyObject {
  /// Whether the rows can be deleted or moved with keys (``ForEach/onDelete(perform:)``,
  /// ``ForEach/onMove(perform:)``).
  var offersRowActions: Bool { get }
}

extension RowActions {
  /// Whether any action is offered.
  var isEmpty: Bool { delete == nil && move == nil }
}

/// The node of a `ForEach`: its rows by id, reconciled with `KeyedDiff`.
/// A row of a `ForEach`: its content closure, evaluated as a view's body, so that what the
/// closure reads (a row store's state, an observable element's properties) is watched for that
/// row and a change evaluates that row again, as SwiftUI does with a `ForEach`'s content.
struct ForEachRow<Content: View>: View {
  let content: () -> Content

  var body: Content { content() }
}

final class ForEachNode<ID: Hashable>: _ViewNode, ForEachRows {
  private(set) var ids: [ID] = []
  private(set) var rows: [_ViewNode] = []
  private var unstableIDs = UnstableIDsCheck()
  private var rowActions = RowActions()
  var offersRowActions: Bool { !rowActions.isEmpty }

  override var children: [_ViewNode] { rows }

  override func handleKeyPress(_ key: Key, from child: _ViewNode?) -> Bool {
    guard environment.isEnabled else { return false }
    return rowActions.handle(
      key, offset: { child.flatMap { child in rows.firstIndex { $0 === child } } },
      count: rows.count)
  }

  func update<Data, Content>(_ view: ForEach<Data, ID, Content>, inputs: _ViewInputs) {
    environment = inputs.environment
    let offeredRowActions = offersRowActions
    rowActions = view.rowActions
    if offersRowActions != offeredRowActions {
      // A page's rows say whether they take Delete and Option-Up/Down: built again.
      for row in rows { row.renderedRowElement = nil }
      invalidateLayout()
    }
    let childInputs = inputs.content(of: self)
    let elements = Array(view.data)
    let newIDs = view.ids(view.data)

    if newIDs == ids {
      unstableIDs.update(view, oldIDs: ids, newIDs: newIDs, everyIDChanged: false)
      for (row, element) in zip(rows, elements) {
        ForEachRow._updateNode(row, with: ForEachRow { view.content(element) }, inputs: childInputs)
      }
      return
    }
    if !view.idsAreUnique {
      reportDuplicateIDs(in: newIDs, content: Content.self)
    }

    let diff = KeyedDiff(old: ids, new: newIDs)
    unstableIDs.update(view, oldIDs: ids, newIDs: newIDs, everyIDChanged: diff.kept.isEmpty)
    var rows = self.rows
    for offset in diff.removals {
      rows.remove(at: offset).unmount()
    }
    for move in diff.moves {
      rows.insert(rows.remove(at: move.from), at: move.to)
    }
    // After the moves, the kept rows are in their new order; insertions go around them.
    for offset in diff.insertions {
      rows.insert(
        ForEachRow._makeNode(ForEachRow { view.content(elements[offset]) }, inputs: childInputs),
        at: offset)
    }
    for pair in diff.kept {
      ForEachRow._updateNode(
        rows[pair.new], with: ForEachRow { view.content(elements[pair.new]) }, inputs: childInputs)
    }
    self.rows = rows
    ids = newIDs
    invalidateLayout()
  }
}

/// Reports ids that appear more than once in a `ForEach`, which make rows indistinguishable.
func reportDuplicateIDs<ID: Hashable, Content>(in ids: [ID], content: Content.Type) {
  var seen = Set<ID>(minimumCapacity: ids.count)
  var duplicates: [ID] = []
  for id in ids where !seen.insert(id).inserted {
    duplicates.append(id)
  }
  guard !duplicates.isEmpty else { return }
  reportIssue(
    """
    ForEach<\(ID.self)> of \(Content.self) rows has duplicate ids: \
    \(duplicates.prefix(3).map { "\($0)" }.joined(separator: ", "))\
    \(duplicates.count > 3 ? ", …" : "").

    Rows with the same id cannot keep their own state; the later ones are told apart by \
    position. Give every element a unique id.
    """
  )
}

/// Reports, once per `ForEach`, an update in which every id changed while the elements stayed
/// the same but for their ids: ids made afresh in `body` (a `UUID()`), which re-create every row
/// on every update. SwiftUI says nothing; the rows' state resets and their animations break.
///
/// New data whose every id is new (a filter that shows other rows) is not this: the elements
/// are compared, field by field by reflection with their ids left out, in that rare update only.
struct UnstableIDsCheck {
  private var hasReported = false
  /// The data of the last update, to compare the elements with when every id changes.
  private var lastData: Any?

  /// Notes the data of an update, after checking it when every id changed and the count stayed.
  @MainActor
  mutating func update<Data, ID, Content>(
    _ view: ForEach<Data, ID, Content>, oldIDs: [ID], newIDs: [ID], everyIDChanged: Bool
  ) {
    // Ids unique by construction (a store collection's, a range's) come from the data, never
    // from `body`.
    guard !view.idsAreUnique else { return }
    defer { lastData = view.data }
    guard everyIDChanged, !hasReported, !oldIDs.isEmpty, oldIDs.count == newIDs.count,
      let old = lastData as? Data
    else { return }
    let alike = zip(zip(old, oldIDs), zip(view.data, newIDs)).allSatisfy { old, new in
      Self.areAlike(old.0, id: old.1, new.0, id: new.1)
    }
    guard alike else { return }
    hasReported = true
    reportIssue(
      """
      ForEach<\(ID.self)> of \(Content.self) rows changed every id between two updates while \
      the number of rows stayed \(newIDs.count). …

        Ids:
          \(view.idDescription)

      Every row was made again: its @State was reset, its tasks restarted, and its appearance \
      callbacks ran again. An id made in "body" (such as "UUID()") is new on every evaluation. \
      Identify rows by something each element keeps, such as a stored "let id" or \\.title.
      """
    )
  }

  /// Whether two elements are the same but for their ids: each field that is not the element's
  /// id reads the same. An element that is its own id (`id: \.self`) is never alike another.
  private static func areAlike(
    _ old: Any, id oldID: some Hashable, _ new: Any, id newID: some Hashable
  )
    -> Bool
  {
    let oldFields = Mirror(reflecting: old).children.map(\.value)
    let newFields = Mirror(reflecting: new).children.map(\.value)
    guard !oldFields.isEmpty, oldFields.count == newFields.count else { return false }
    var comparedAField = false
    for (oldField, newField) in zip(oldFields, newFields) {
      if isID(oldField, oldID), isID(newField, newID) { continue }
      guard areSame(oldField, newField) else { return false }
      comparedAField = true
    }
    return comparedAField
  }

  /// Whether two fields hold the same value: the same object for a class instance, equal for a
  /// hashable value, the same description otherwise; a closure is never the same as another.
  private static func areSame(_ old: Any, _ new: Any) -> Bool {
    if type(of: old) is AnyClass || type(of: new) is AnyClass {
      return (old as AnyObject) === (new as AnyObject)
    }
    if let old = old as? AnyHashable, let new = new as? AnyHashable { return old == new }
    let description = String(reflecting: old)
    return description != "(Function)" && description == String(reflecting: new)
  }

  private static func isID(_ field: Any, _ id: some Hashable) -> Bool {
    (field as? AnyHashable) == AnyHashable(id)
  }
}
