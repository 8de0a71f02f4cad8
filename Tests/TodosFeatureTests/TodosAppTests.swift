import ComposableArchitecture
import Foundation
import Testing
import TodosFeature

extension TodosFeatureTests {
  /// The todo list, tested the way an app's test target tests it: generated ids, bindings into
  /// rows through case key paths, and a debounced sort driven by a test clock.
  @Suite @MainActor struct TodosAppTests {
    /// A list of `todos` shown through `filter`, its sorts waiting on `clock` when one is given.
    private func makeStore(
      filter: TodosApp.Filter = .all,
      todos: IdentifiedArrayOf<TodoRow.State>,
      clock: TestClock<Duration>? = nil
    ) -> TestStoreOf<TodosApp> {
      TestStore(initialState: TodosApp.State(filter: filter, todos: todos)) {
        TodosApp()
      } withDependencies: {
        if let clock {
          $0.continuousClock = clock
        }
      }
    }

    /// "Call Mom", "Buy milk" (done) and "Walk the dog".
    private func makeStoreWithMilkBought() -> TestStoreOf<TodosApp> {
      makeStore(
        todos: [
          TodoRow.State(id: UUID(0), description: "Call Mom"),
          TodoRow.State(id: UUID(1), description: "Buy milk", isComplete: true),
          TodoRow.State(id: UUID(2), description: "Walk the dog"),
        ]
      )
    }

    /// "Call Mom" and "Buy milk", with "Call Mom" just checked off (asserted): its sort pending.
    private func makeStoreCheckingOffCallMom(
      clock: TestClock<Duration>
    ) async -> TestStoreOf<TodosApp> {
      let store = makeStore(
        todos: [
          TodoRow.State(id: UUID(0), description: "Call Mom"),
          TodoRow.State(id: UUID(1), description: "Buy milk"),
        ],
        clock: clock
      )
      await store.send(\.todos[id: UUID(0)].binding.isComplete, true) {
        $0.todos[id: UUID(0)]?.isComplete = true
      }
      return store
    }

    @Test func addingTodosInsertsThemAtTheTop() async {
      let store = TestStore(initialState: TodosApp.State()) {
        TodosApp()
      } withDependencies: {
        $0.uuid = .incrementing
      }

      await store.send(.addTodoButtonTapped) {
        $0.todos.insert(TodoRow.State(id: UUID(0)), at: 0)
      }
      await store.send(.addTodoButtonTapped) {
        $0.todos = [
          TodoRow.State(id: UUID(1)),
          TodoRow.State(id: UUID(0)),
        ]
      }
    }

    @Test func editingATodoChangesItsDescription() async {
      let store = makeStore(todos: [TodoRow.State(id: UUID(0))])

      await store.send(\.todos[id: UUID(0)].binding.description, "Call Mom") {
        $0.todos[id: UUID(0)]?.description = "Call Mom"
      }
      await store.send(
        .todos(.element(id: UUID(0), action: .binding(.set(\.description, "Call Mom tonight"))))
      ) {
        $0.todos[id: UUID(0)]?.description = "Call Mom tonight"
      }
    }

    @Test func completingATodoSinksItToTheBottomASecondLater() async {
      let clock = TestClock()
      let store = await makeStoreCheckingOffCallMom(clock: clock)

      await clock.advance(by: .seconds(1))
      await store.receive(\.sortCompletedTodos) {
        $0.todos = [
          TodoRow.State(id: UUID(1), description: "Buy milk"),
          TodoRow.State(id: UUID(0), description: "Call Mom", isComplete: true),
        ]
      }
    }

    @Test func completingTwoTodosQuicklySortsOnce() async {
      let clock = TestClock()
      let store = makeStore(
        todos: [
          TodoRow.State(id: UUID(0), description: "Call Mom"),
          TodoRow.State(id: UUID(1), description: "Buy milk"),
          TodoRow.State(id: UUID(2), description: "Walk the dog"),
        ],
        clock: clock
      )

      await store.send(\.todos[id: UUID(0)].binding.isComplete, true) {
        $0.todos[id: UUID(0)]?.isComplete = true
      }
      await clock.advance(by: .milliseconds(500))
      await store.send(\.todos[id: UUID(1)].binding.isComplete, true) {
        $0.todos[id: UUID(1)]?.isComplete = true
      }
      // A second after the first check: that sort was replaced by the second check's.
      await clock.advance(by: .milliseconds(500))
      await clock.advance(by: .milliseconds(500))
      await store.receive(\.sortCompletedTodos) {
        $0.todos = [
          TodoRow.State(id: UUID(2), description: "Walk the dog"),
          TodoRow.State(id: UUID(0), description: "Call Mom", isComplete: true),
          TodoRow.State(id: UUID(1), description: "Buy milk", isComplete: true),
        ]
      }
    }

    @Test func uncheckingBeforeTheSortCancelsIt() async {
      let clock = TestClock()
      let store = await makeStoreCheckingOffCallMom(clock: clock)

      await clock.advance(by: .milliseconds(500))
      await store.send(\.todos[id: UUID(0)].binding.isComplete, false) {
        $0.todos[id: UUID(0)]?.isComplete = false
      }
      // Well past the original deadline: no sort arrives, and the order is untouched.
      await clock.advance(by: .seconds(2))
      #expect(store.state.todos.map(\.id) == [UUID(0), UUID(1)])
    }

    @Test func filteringShowsActiveOrCompletedTodos() async {
      let store = makeStoreWithMilkBought()

      await store.send(\.binding.filter, .completed) {
        $0.filter = .completed
      }
      #expect(store.state.filteredTodos.map(\.id) == [UUID(1)])
      await store.send(\.binding.filter, .active) {
        $0.filter = .active
      }
      #expect(store.state.filteredTodos.map(\.id) == [UUID(0), UUID(2)])
      await store.send(.binding(.set(\.filter, .all))) {
        $0.filter = .all
      }
      #expect(store.state.filteredTodos == store.state.todos)
    }

    @Test func clearingCompletedRemovesOnlyCompletedTodos() async {
      let store = makeStoreWithMilkBought()

      await store.send(.clearCompletedButtonTapped) {
        $0.todos = [
          TodoRow.State(id: UUID(0), description: "Call Mom"),
          TodoRow.State(id: UUID(2), description: "Walk the dog"),
        ]
      }
    }

    @Test func deletingRemovesTheRowsAtTheVisibleOffsets() async {
      let store = makeStore(
        todos: [
          TodoRow.State(id: UUID(0), description: "Call Mom"),
          TodoRow.State(id: UUID(1), description: "Buy milk"),
          TodoRow.State(id: UUID(2), description: "Walk the dog", isComplete: true),
          TodoRow.State(id: UUID(3), description: "Water plants"),
        ]
      )

      await store.send(.delete([1])) {
        $0.todos.remove(id: UUID(1))
      }
      // Filtered to completed todos, offset 0 is "Walk the dog", the third row of all of them.
      await store.send(\.binding.filter, .completed) {
        $0.filter = .completed
      }
      await store.send(.delete(IndexSet(integer: 0))) {
        $0.todos = [
          TodoRow.State(id: UUID(0), description: "Call Mom"),
          TodoRow.State(id: UUID(3), description: "Water plants"),
        ]
      }
    }

    @Test func movingARowReordersThenSinksCompletedTodos() async {
      let clock = TestClock()
      let store = makeStore(
        todos: [
          TodoRow.State(id: UUID(0), description: "Call Mom"),
          TodoRow.State(id: UUID(1), description: "Buy milk"),
          TodoRow.State(id: UUID(2), description: "Walk the dog", isComplete: true),
        ],
        clock: clock
      )

      await store.send(.move([2], 0)) {
        $0.todos = [
          TodoRow.State(id: UUID(2), description: "Walk the dog", isComplete: true),
          TodoRow.State(id: UUID(0), description: "Call Mom"),
          TodoRow.State(id: UUID(1), description: "Buy milk"),
        ]
      }
      await clock.advance(by: .milliseconds(100))
      await store.receive(\.sortCompletedTodos) {
        $0.todos = [
          TodoRow.State(id: UUID(0), description: "Call Mom"),
          TodoRow.State(id: UUID(1), description: "Buy milk"),
          TodoRow.State(id: UUID(2), description: "Walk the dog", isComplete: true),
        ]
      }
    }

    @Test func movingAFilteredRowUsesTheVisibleOffsets() async {
      let clock = TestClock()
      let store = makeStore(
        filter: .active,
        todos: [
          TodoRow.State(id: UUID(0), description: "Call Mom"),
          TodoRow.State(id: UUID(1), description: "Buy milk", isComplete: true),
          TodoRow.State(id: UUID(2), description: "Walk the dog"),
          TodoRow.State(id: UUID(3), description: "Water plants"),
        ],
        clock: clock
      )

      // The active list shows Mom, dog, plants: move plants (visible offset 2) to the top.
      await store.send(.move(IndexSet(integer: 2), 0)) {
        $0.todos.move(fromOffsets: [3], toOffset: 0)
      }
      #expect(store.state.todos.map(\.id) == [UUID(3), UUID(0), UUID(1), UUID(2)])
      await clock.advance(by: .milliseconds(100))
      await store.receive(\.sortCompletedTodos) {
        $0.todos = [
          TodoRow.State(id: UUID(3), description: "Water plants"),
          TodoRow.State(id: UUID(0), description: "Call Mom"),
          TodoRow.State(id: UUID(2), description: "Walk the dog"),
          TodoRow.State(id: UUID(1), description: "Buy milk", isComplete: true),
        ]
      }
    }

    @Test func aNonExhaustiveTestAssertsOnlyWhatItCaresAbout() async {
      let clock = TestClock()
      let store = TestStore(initialState: TodosApp.State()) {
        TodosApp()
      } withDependencies: {
        $0.continuousClock = clock
        $0.uuid = .incrementing
      }
      store.exhaustivity = .off

      await store.send(.addTodoButtonTapped)
      await store.send(.addTodoButtonTapped)
      await store.send(.addTodoButtonTapped)
      #expect(store.state.todos.map(\.id) == [UUID(2), UUID(1), UUID(0)])

      await store.send(\.todos[id: UUID(0)].binding.description, "Call Mom") {
        $0.todos[id: UUID(0)]?.description = "Call Mom"
      }
      await store.send(\.todos[id: UUID(2)].binding.isComplete, true)
      await clock.advance(by: .seconds(1))
      await store.receive(\.sortCompletedTodos)
      #expect(store.state.todos.map(\.id) == [UUID(1), UUID(0), UUID(2)])

      await store.send(.clearCompletedButtonTapped)
      #expect(store.state.todos.map(\.description) == ["", "Call Mom"])
    }
  }
}
