import ComposableArchitecture
import Foundation

extension SharedKey where Self == FileStorageKey<IdentifiedArrayOf<TodoRow.State>>.Default {
  /// Where the todos are kept between runs: `todos.json` in the user's data directory
  /// (`$XDG_DATA_HOME/todos`, or `~/.local/share/todos`, on Linux). In tests, file storage is in
  /// memory.
  public static var todos: Self {
    Self[.fileStorage(.documentsDirectory.appending(component: "todos.json")), default: []]
  }
}

extension TodosApp {
  /// The todo list, saving its todos to `saved` after every action that changed them.
  ///
  /// ```swift
  /// @Shared(.todos) var saved
  /// let store = Store(initialState: TodosApp.State(todos: saved)) {
  ///   TodosApp().saving(to: $saved)
  /// }
  /// ```
  ///
  /// - Parameter saved: The shared todos to keep up to date.
  /// - Returns: A reducer that runs the list and saves its todos.
  public func saving(
    to saved: Shared<IdentifiedArrayOf<TodoRow.State>>
  ) -> some ReducerOf<Self> {
    onChange(of: \.todos) { _, todos in
      Reduce { _, _ in
        saved.withLock { $0 = todos }
        return .none
      }
    }
  }
}
