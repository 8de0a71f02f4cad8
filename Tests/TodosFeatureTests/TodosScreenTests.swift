import ComposableArchitecture
import ComposableUI
import Foundation
import Testing
import TodosFeature

extension TodosFeatureTests {
  /// The todo list on screen, driven with keys as a person drives it.
  @Suite @MainActor struct TodosScreenTests {
    /// A store of `todos`, its ids counting up from `UUID(10)` and its sorts waiting on `clock`.
    private func makeStore(
      _ todos: IdentifiedArrayOf<TodoRow.State> = [], clock: TestClock<Duration> = TestClock()
    ) -> StoreOf<TodosApp> {
      Store(initialState: TodosApp.State(todos: todos)) {
        TodosApp()
      } withDependencies: {
        $0.uuid = .incrementing
        $0.continuousClock = clock
      }
    }

    private let callMomAndBuyMilk: IdentifiedArrayOf<TodoRow.State> = [
      TodoRow.State(id: UUID(100), description: "Call Mom"),
      TodoRow.State(id: UUID(101), description: "Buy milk"),
    ]

    @Test func anEmptyList() {
      let terminal = TestTerminal(columns: 60, rows: 6)
      terminal.render { TodosView(store: makeStore()) }
      #expect(
        terminal.visibleLines == [
          "Todos                          [Clear Completed]  [Add Todo]",
          String(repeating: "─", count: 60),
          "Filter: ‹All›",
          "0 left · Del on a checkbox deletes · ⌥↑/⌥↓ moves",
        ])
    }

    @Test func aTodoAddedHasFocusToBeTypedIn() async {
      let store = makeStore(callMomAndBuyMilk)
      let terminal = TestTerminal(columns: 60, rows: 8)
      terminal.render { TodosView(store: store) }
      // Nothing is completed, so Clear Completed is disabled: Tab goes to Add Todo.
      await terminal.press(.tab)
      await terminal.press(.enter)
      await terminal.type("Walk the dog")
      #expect(
        Array(terminal.visibleLines[2...]) == [
          "Filter: ‹All›",
          "[ ]  Walk the dog",
          "[ ]  Call Mom",
          "[ ]  Buy milk",
          "3 left · Del on a checkbox deletes · ⌥↑/⌥↓ moves",
        ])
      #expect(store.todos.first?.description == "Walk the dog")
    }

    @Test func aCheckedTodoSinksASecondLater() async {
      let clock = TestClock()
      let store = makeStore(callMomAndBuyMilk, clock: clock)
      let terminal = TestTerminal(columns: 60, rows: 8)
      terminal.render { TodosView(store: store) }
      // Add Todo, the filter, then Call Mom's checkbox.
      for _ in 1...3 { await terminal.press(.tab) }
      await terminal.press(.enter)
      #expect(terminal.visibleLines[3...4] == ["[x]  Call Mom", "[ ]  Buy milk"])
      await clock.advance(by: .seconds(1))
      await terminal.settle()
      #expect(terminal.visibleLines[3...4] == ["[ ]  Buy milk", "[x]  Call Mom"])
      #expect(terminal.visibleLines.last == "1 left · Del on a checkbox deletes · ⌥↑/⌥↓ moves")
    }

    @Test func theFocusedTodoIsDeletedAndMovedWithKeys() async {
      let store = makeStore(
        callMomAndBuyMilk + [TodoRow.State(id: UUID(102), description: "Walk the dog")])
      let terminal = TestTerminal(columns: 60, rows: 8)
      terminal.render { TodosView(store: store) }
      for _ in 1...3 { await terminal.press(.tab) }
      await terminal.press(.modified(.down, .option))
      #expect(
        terminal.visibleLines[3...5] == ["[ ]  Buy milk", "[ ]  Call Mom", "[ ]  Walk the dog"])
      await terminal.press(.delete)
      #expect(terminal.visibleLines[3...4] == ["[ ]  Buy milk", "[ ]  Walk the dog"])
      #expect(store.todos.ids == [UUID(101), UUID(102)])
    }

    @Test func theFilterShowsActiveOrCompletedTodos() async {
      let store = makeStore([
        TodoRow.State(id: UUID(100), description: "Call Mom"),
        TodoRow.State(id: UUID(101), description: "Buy milk", isComplete: true),
      ])
      let terminal = TestTerminal(columns: 60, rows: 8)
      terminal.render { TodosView(store: store) }
      // Clear Completed, Add Todo, then the filter.
      for _ in 1...3 { await terminal.press(.tab) }
      await terminal.press(.right)
      #expect(terminal.visibleLines[2...3] == ["Filter: ‹Active›", "[ ]  Call Mom"])
      await terminal.press(.right)
      #expect(terminal.visibleLines[2...3] == ["Filter: ‹Completed›", "[x]  Buy milk"])
      #expect(store.filter == .completed)
    }

    @Test func todosAreSavedAndComeBack() async {
      @Shared(.todos) var saved
      let first = Store(initialState: TodosApp.State(todos: saved)) {
        TodosApp().saving(to: $saved)
      } withDependencies: {
        $0.uuid = .incrementing
      }
      let terminal = TestTerminal(columns: 60, rows: 8)
      terminal.render { TodosView(store: first) }
      await terminal.press(.tab)
      await terminal.press(.enter)
      await terminal.type("Call Mom")
      #expect(saved.map(\.description) == ["Call Mom"])

      // The next run starts from what was saved.
      let second = Store(initialState: TodosApp.State(todos: saved)) {
        TodosApp().saving(to: $saved)
      }
      terminal.render { TodosView(store: second) }
      #expect(terminal.visibleLines[3] == "[ ]  Call Mom")
    }

    @Test func deletingTheLastCompletedTodoKeepsFocusOnTheNextCheckbox() async {
      let store = makeStore([
        TodoRow.State(id: UUID(100), description: "Call Mom", isComplete: true),
        TodoRow.State(id: UUID(101), description: "Buy milk"),
        TodoRow.State(id: UUID(102), description: "Walk the dog"),
      ])
      let terminal = TestTerminal(columns: 60, rows: 8)
      terminal.render { TodosView(store: store) }
      // Clear Completed, Add Todo, the filter, then Call Mom's checkbox.
      for _ in 1...4 { await terminal.press(.tab) }
      await terminal.press(.delete)
      // Clear Completed is disabled now, and no longer takes focus: focus stays on the list,
      // on the checkbox now in the deleted row's place, so Delete deletes again.
      #expect(terminal.visibleLines[3...4] == ["[ ]  Buy milk", "[ ]  Walk the dog"])
      await terminal.press(.delete)
      #expect(terminal.visibleLines[3] == "[ ]  Walk the dog")
      #expect(store.todos.ids == [UUID(102)])
    }

    @Test func aTodoBeingTypedMovesWithOptionArrows() async {
      let store = makeStore(callMomAndBuyMilk)
      let terminal = TestTerminal(columns: 60, rows: 8)
      terminal.render { TodosView(store: store) }
      await terminal.press(.tab)
      await terminal.press(.enter)
      await terminal.type("Walk")
      await terminal.press(.modified(.down, .option))
      #expect(terminal.visibleLines[3...5] == ["[ ]  Call Mom", "[ ]  Walk", "[ ]  Buy milk"])
      // Focus stayed in the text field, which moved with its row.
      await terminal.type(" the dog")
      #expect(terminal.visibleLines[4] == "[ ]  Walk the dog")
    }
  }
}
