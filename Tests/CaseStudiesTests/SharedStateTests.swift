import ComposableArchitecture
import ComposableUI
import Testing

@testable import CaseStudiesFeature

@MainActor @Suite struct SharedStateTests {
  @Test func bothCountersShowOneCount() async {
    let store = TestStore(initialState: SharedState.State()) { SharedState() }
    await store.send(\.first.incrementButtonTapped) {
      $0.first.$count.withLock { $0 = 1 }
    }
    #expect(store.state.second.count == 1)
    await store.send(\.second.decrementButtonTapped) {
      $0.second.$count.withLock { $0 = 0 }
    }
    #expect(store.state.first.count == 0)
  }

  @Test func theNoteIsKeptInItsFile() async {
    let store = TestStore(initialState: SharedState.State()) { SharedState() }
    await store.send(.noteChanged("Buy lemons")) {
      $0.$note.withLock { $0 = "Buy lemons" }
    }
    // Another feature reading the same file sees it: the next run's screen, say.
    let next = SharedState.State()
    #expect(next.note == "Buy lemons")
  }

  @Test func onScreenEachCounterShowsTheOthersChange() async {
    let store = Store(initialState: SharedState.State()) { SharedState() }
    let terminal = TestTerminal(columns: 70, rows: 10)
    terminal.render { NavigationStack { SharedStateView(store: store) } }
    await terminal.click("+", onTheRowOf: "First feature:")
    await terminal.click("+", onTheRowOf: "First feature:")
    #expect(terminal.position(of: "Second feature: [-] 2 [+]") != nil)
    await terminal.click("-", onTheRowOf: "Second feature:")
    #expect(terminal.position(of: "First feature:  [-] 1 [+]") != nil)
    await terminal.click("Note")
    await terminal.type("Call Ann")
    #expect(store.note == "Call Ann")
  }
}
