import ComposableArchitecture
import Foundation

/// One row of the todo list: its text and its checkbox, both edited through bindings.
@Reducer
public struct TodoRow {
  @ObservableState
  public struct State: Equatable, Identifiable, Codable, Sendable {
    public let id: UUID
    public var description = ""
    public var isComplete = false

    /// A todo.
    public init(id: UUID, description: String = "", isComplete: Bool = false) {
      self.id = id
      self.description = description
      self.isComplete = isComplete
    }
  }

  public enum Action: BindableAction, Sendable {
    case binding(BindingAction<State>)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

/// A todo list: add, edit, check off, filter, clear, delete and reorder todos. Checking a todo
/// sinks the completed ones to the bottom a second later, so that a quick series of checks moves
/// rows once, and unchecking in time leaves the list alone.
@Reducer
public struct TodosApp {
  /// Which todos the list shows.
  public enum Filter: String, CaseIterable, Equatable, Hashable, Sendable {
    case all = "All"
    case active = "Active"
    case completed = "Completed"
  }

  @ObservableState
  public struct State: Equatable, Sendable {
    public var filter: Filter = .all
    public var todos: IdentifiedArrayOf<TodoRow.State> = []

    /// A list showing `todos` through `filter`.
    public init(filter: Filter = .all, todos: IdentifiedArrayOf<TodoRow.State> = []) {
      self.filter = filter
      self.todos = todos
    }

    /// The rows the list shows for the current filter.
    public var filteredTodos: IdentifiedArrayOf<TodoRow.State> {
      switch filter {
      case .all: return todos
      case .active: return todos.filter { !$0.isComplete }
      case .completed: return todos.filter(\.isComplete)
      }
    }

    /// Whether a completed todo sits above an active one, so that sorting would move something.
    public var hasCompletedAboveActive: Bool {
      guard let lastActive = todos.lastIndex(where: { !$0.isComplete }) else { return false }
      return todos[..<lastActive].contains(where: \.isComplete)
    }
  }

  public enum Action: BindableAction, Sendable {
    case addTodoButtonTapped
    case binding(BindingAction<State>)
    case clearCompletedButtonTapped
    case delete(IndexSet)
    case move(IndexSet, Int)
    case sortCompletedTodos
    case todos(IdentifiedActionOf<TodoRow>)
  }

  enum CancelID { case todoCompletion }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.uuid) var uuid

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addTodoButtonTapped:
        state.todos.insert(TodoRow.State(id: uuid()), at: 0)
        return .none

      case .binding:
        return .none

      case .clearCompletedButtonTapped:
        state.todos.removeAll(where: \.isComplete)
        return .none

      case .delete(let offsets):
        // The offsets are positions in the visible rows, which the filter may have narrowed.
        let visible = state.filteredTodos
        for offset in offsets {
          state.todos.remove(id: visible[offset].id)
        }
        return .none

      case .move(let source, let destination):
        let visibleIDs = state.filteredTodos.ids
        let todos = state.todos
        let sourceInTodos = IndexSet(source.compactMap { todos.index(id: visibleIDs[$0]) })
        let destinationInTodos: Int
        if destination < visibleIDs.count {
          destinationInTodos = todos.index(id: visibleIDs[destination]) ?? todos.endIndex
        } else if let lastVisible = visibleIDs.last, let index = todos.index(id: lastVisible) {
          destinationInTodos = index + 1
        } else {
          destinationInTodos = todos.endIndex
        }
        state.todos.move(fromOffsets: sourceInTodos, toOffset: destinationInTodos)
        // A completed row dragged above active ones sinks back once the drop has settled.
        return .run { [clock] send in
          try await clock.sleep(for: .milliseconds(100))
          await send(.sortCompletedTodos, animation: .default)
        }

      case .sortCompletedTodos:
        state.todos.sort { $1.isComplete && !$0.isComplete }
        return .none

      case .todos(.element(id: _, action: .binding(\.isComplete))):
        guard state.hasCompletedAboveActive else {
          // Nothing to sink any more (the check was undone): drop the pending sort.
          return .cancel(id: CancelID.todoCompletion)
        }
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.sortCompletedTodos, animation: .default)
        }
        .cancellable(id: CancelID.todoCompletion, cancelInFlight: true)

      case .todos:
        return .none
      }
    }
    .forEach(\.todos, action: \.todos) {
      TodoRow()
    }
  }
}
