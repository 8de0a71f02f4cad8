import ComposableArchitecture
import ComposableUI
import Foundation
import TodosFeature

#if Web
  import ComposableUIWeb
#endif

// The todo list as a full-screen terminal app, its todos kept in the user's data directory.

if CommandLine.arguments.contains("--help") {
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

    The todos are kept in $XDG_DATA_HOME/todos/todos.json (~/.local/share/todos/todos.json
    when XDG_DATA_HOME is not set).
    """)
} else if CommandLine.arguments.contains("--web") {
  await runWeb()
} else if let unknown = CommandLine.arguments.dropFirst().first {
  print("todos: unknown option '\(unknown)'; see todos --help")
  exit(2)
} else {
  let store = makeStore()
  await TerminalApp.run { TodosView(store: store) }
  flushSaves()
}

/// The store of the saved todos, saving every change.
@MainActor
func makeStore() -> StoreOf<TodosApp> {
  @Shared(.todos) var saved
  return Store(initialState: TodosApp.State(todos: saved)) {
    TodosApp().saving(to: $saved)
  }
}

/// Saves run in the background: the last one is on disk before the program ends.
func flushSaves() {
  @Dependency(\.defaultFileStorage) var fileStorage
  fileStorage.flush()
}

/// Serves the list to browsers until Ctrl-C: one store for every page, so that every page
/// shows the same list, as the terminal app and the file do.
@MainActor
func runWeb() async {
  #if Web
    let store = makeStore()
    do {
      let app = try WebApp(configuration: .init(title: "Todos")) { _ in
        TodosView(store: store)
      }
      try await app.run { port in
        // Written at once, unbuffered: a script waits for this line to learn the port.
        FileHandle.standardOutput.write(
          Data("todos: serving http://\(app.host):\(port) (Ctrl-C stops)\n".utf8))
      }
    } catch {
      print("todos: \(error)")
    }
    flushSaves()
  #else
    print(
      """
      todos was built without the browser renderer. Run it with the Web trait:
        swift run --traits Web todos --web
      """)
  #endif
}
