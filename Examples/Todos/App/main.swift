import ComposableArchitecture
import ComposableUI
import Foundation
import TodosFeature

// The todo list as a full-screen terminal app, its todos kept in the user's data directory.

if CommandLine.arguments.contains("--help") {
  print(
    """
    todos: a todo list, The Composable Architecture on Linux.

      todos          full screen: Tab and the arrows move focus, Enter presses and toggles,
                     type to edit a todo, Delete on its checkbox removes it, Option-Up and
                     Option-Down move it, Ctrl-C quits

    The todos are kept in $XDG_DATA_HOME/todos/todos.json (~/.local/share/todos/todos.json
    when XDG_DATA_HOME is not set).
    """)
} else if let unknown = CommandLine.arguments.dropFirst().first {
  print("todos: unknown option '\(unknown)'; see todos --help")
  exit(2)
} else {
  @Shared(.todos) var saved
  let store = Store(initialState: TodosApp.State(todos: saved)) {
    TodosApp().saving(to: $saved)
  }
  await TerminalApp.run { TodosView(store: store) }
  // Saves run in the background: the last one is on disk before the program ends.
  @Dependency(\.defaultFileStorage) var fileStorage
  fileStorage.flush()
}
