import ComposableArchitecture
import ComposableUI
import Testing

@testable import CaseStudiesFeature

/// The studies that compose the counter: optional, in a list.
extension CaseStudiesTests {
  @MainActor @Suite struct CompositionTests {
    @Test func anOptionalCounterRunsWhileItIsThereAndStartsOverWhenItComesBack() async {
      let store = TestStore(initialState: OptionalState.State()) { OptionalState() }
      await store.send(.toggleCounterButtonTapped) { $0.counter = Counter.State() }
      await store.send(\.counter.incrementButtonTapped) { $0.counter?.count = 1 }
      await store.send(.toggleCounterButtonTapped) { $0.counter = nil }
      await store.send(.toggleCounterButtonTapped) { $0.counter = Counter.State() }
    }

    @Test func anActionForAGoneCounterIsReported() async {
      let store = TestStore(initialState: OptionalState.State()) { OptionalState() }
      await withKnownIssue {
        await store.send(\.counter.incrementButtonTapped)
      } matching: { issue in
        issue.description.contains("ifLet")
      }
    }

    @Test func theOptionalCounterOnScreen() async {
      let store = Store(initialState: OptionalState.State()) { OptionalState() }
      let terminal = TestTerminal(columns: 70, rows: 8)
      terminal.render { NavigationStack { OptionalStateView(store: store) } }
      #expect(terminal.position(of: "No counter: its state is nil.") != nil)
      await terminal.click("Add a counter")
      await terminal.click("+")
      #expect(terminal.position(of: "[-] 1 [+]") != nil)
      await terminal.click("Remove the counter")
      #expect(terminal.position(of: "No counter: its state is nil.") != nil)
    }

    @Test func rowsAreAddedChangedAndRemovedAndTheTotalFollows() async {
      let store = TestStore(initialState: Lists.State()) { Lists() }
      await store.send(.addButtonTapped) {
        $0.counters.append(Counter.State(id: 1))
        $0.nextID = 2
      }
      await store.send(\.counters[id: 1].incrementButtonTapped) { $0.counters[id: 1]?.count = 1 }
      await store.send(\.counters[id: 0].decrementButtonTapped) { $0.counters[id: 0]?.count = -1 }
      #expect(store.state.total == 0)
      await store.send(.removeButtonTapped(id: 0)) { $0.counters.remove(id: 0) }
      #expect(store.state.total == 1)
    }

    @Test func theListOnScreen() async {
      let store = Store(initialState: Lists.State()) { Lists() }
      let terminal = TestTerminal(columns: 70, rows: 12)
      terminal.render { NavigationStack { ListsView(store: store) } }
      await terminal.click("Add a counter")
      #expect(terminal.position(of: "Counter 2:") != nil)
      await terminal.click("+", onTheRowOf: "Counter 2:")
      #expect(store.counters[id: 1]?.count == 1)
      #expect(terminal.position(of: "Total: 1") != nil)
    }
  }
}
