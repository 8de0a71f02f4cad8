import ComposableArchitecture
import ComposableUI
import Testing

@testable import CaseStudiesFeature

extension CaseStudiesTests {
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
      do {
        let store = TestStore(initialState: SharedState.State()) { SharedState() }
        await store.send(.noteChanged("Buy lemons")) {
          $0.$note.withLock { $0 = "Buy lemons" }
        }
      }
      // Nothing holds the note any more: a new screen reads it from the file (kept in memory in
      // tests), as the next run does.
      @Dependency(\.defaultFileStorage) var storage
      storage.flush()
      #expect(SharedState.State().note == "Buy lemons")
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
}
