import ComposableArchitecture
import ExampleSupport
import TodosFeature

// The todo list, full screen in the terminal or served to browsers; the todos are kept in the
// user's data directory.

let commandLine = ExampleCommandLine(program: "todos")
/// The recorder of the session, with `--record FILE`.
let recorder = commandLine.sessionRecorder(for: TodosApp.self)

/// The store of the saved todos, saving every change.
@MainActor
func makeStore() -> StoreOf<TodosApp> {
  @Shared(.todos) var saved
  return Store(initialState: TodosApp.State(todos: saved)) {
    TodosApp().saving(to: $saved).recording(to: recorder)
  }
}

if commandLine.contains("--help") {
  print(
    """
    todos: a todo list, The Composable Architecture on Linux.

      todos          full screen: Tab and the arrows move focus, Enter presses and toggles,
                     type to edit a todo, Delete on its checkbox removes it, Option-Up and
                     Option-Down move it, Ctrl-C quits
      todos --web [--host ADDRESS] [--port N]
                     in a browser, at http://127.0.0.1:8080 by default; every page shows
                     the same list, live (needs the Web trait:
                     swift run --traits Web todos --web)

    Options:
    \(ExampleCommandLine.recordHelp)

    The todos are kept in $XDG_DATA_HOME/todos/todos.json (~/.local/share/todos/todos.json
    when XDG_DATA_HOME is not set).
    """)
} else if commandLine.contains("--web") {
  // One store for every page, so that every page shows the same list, as the file does.
  let store = makeStore()
  await commandLine.serveInBrowser(title: "Todos") { TodosView(store: store) }
} else {
  let store = makeStore()
  await commandLine.runFullScreen { TodosView(store: store) }
  recorder?.flush()
}
