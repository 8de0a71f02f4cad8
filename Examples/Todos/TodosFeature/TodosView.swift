import ComposableArchitecture
import ComposableUI
import Foundation

/// The todo list on screen: the filter, the rows (a checkbox and the text, edited in place),
/// and the buttons that add a todo and clear the completed ones.
///
/// With focus on a row's checkbox, Delete removes the row; with focus anywhere in a row,
/// Option-Up or Option-Down moves it.
public struct TodosView: View {
  @Bindable var store: StoreOf<TodosApp>
  /// The todo whose text field has focus: a todo just added gets it, to be typed in at once.
  @FocusState private var focusedTodo: UUID?

  /// The view of a todo list's store.
  public init(store: StoreOf<TodosApp>) {
    self.store = store
  }

  public var body: some View {
    NavigationStack {
      VStack(alignment: .leading) {
        Picker("Filter", selection: $store.filter.animation()) {
          ForEach(TodosApp.Filter.allCases, id: \.self) { filter in
            Text(filter.rawValue).tag(filter)
          }
        }
        List {
          ForEach(store.scope(state: \.filteredTodos, action: \.todos)) { todoStore in
            TodoRowView(store: todoStore, focus: $focusedTodo)
              // In a page, rows the animated filter shows or hides come from and go to the
              // leading edge, fading.
              .transition(.move(edge: .leading).combined(with: .opacity))
          }
          .onDelete { store.send(.delete($0)) }
          .onMove { store.send(.move($0, $1)) }
        }
        Text(summary)
          .foregroundColor(.gray)
      }
      .navigationTitle("Todos")
      .toolbar {
        ToolbarItem {
          Button("Clear Completed") { store.send(.clearCompletedButtonTapped) }
            .disabled(!store.todos.contains(where: \.isComplete))
        }
        ToolbarItem {
          Button("Add Todo") {
            store.send(.addTodoButtonTapped)
            focusedTodo = store.todos.first?.id
          }
        }
      }
    }
  }

  /// How many todos are left, and how to edit them.
  private var summary: String {
    let left = store.todos.count { !$0.isComplete }
    return "\(left) left · Del on a checkbox deletes · ⌥↑/⌥↓ moves"
  }
}

/// One todo: its checkbox and its text, edited in place.
struct TodoRowView: View {
  @Bindable var store: StoreOf<TodoRow>
  let focus: FocusState<UUID?>.Binding

  var body: some View {
    HStack {
      Toggle("", isOn: $store.isComplete)
      TextField("Untitled Todo", text: $store.description)
        .focused(focus, equals: store.id)
        .foregroundColor(store.isComplete ? .gray : nil)
    }
  }
}
