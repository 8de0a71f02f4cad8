import ComposableArchitecture
import ComposableUI
import Testing

@testable import CaseStudiesFeature

extension CaseStudiesTests {
  @MainActor @Suite struct DebouncedSearchTests {
    @Test func onlyTheQueryThatStaysPutIsSearched() async {
      let clock = TestClock()
      let store = TestStore(initialState: DebouncedSearch.State()) {
        DebouncedSearch()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.queryChanged("p")) {
        $0.query = "p"
        $0.isSearching = true
      }
      await clock.advance(by: .milliseconds(200))
      await store.send(.queryChanged("pe")) { $0.query = "pe" }
      await clock.advance(by: .milliseconds(200))
      await store.send(.queryChanged("pea")) { $0.query = "pea" }
      await clock.advance(by: .milliseconds(300))
      await store.receive(\.searchResponse) {
        $0.isSearching = false
        $0.results = ["Chickpea", "Peach", "Pear"]
        $0.searchCount = 1
      }
    }

    @Test func clearingTheQueryCancelsTheSearchWaiting() async {
      let clock = TestClock()
      let store = TestStore(initialState: DebouncedSearch.State()) {
        DebouncedSearch()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.queryChanged("plum")) {
        $0.query = "plum"
        $0.isSearching = true
      }
      await store.send(.queryChanged("")) {
        $0.query = ""
        $0.isSearching = false
      }
      await clock.advance(by: .seconds(5))
    }

    @Test func typingQuicklyOnScreenRunsOneSearch() async {
      let clock = TestClock()
      let store = Store(initialState: DebouncedSearch.State()) {
        DebouncedSearch()
      } withDependencies: {
        $0.continuousClock = clock
      }
      let terminal = TestTerminal(columns: 60, rows: 12)
      terminal.render { NavigationStack { DebouncedSearchView(store: store) } }
      await terminal.click("Fruit or vegetable")
      await terminal.type("berr")
      #expect(terminal.position(of: "Searching…") != nil)
      await clock.advance(by: DebouncedSearch.debounce)
      await terminal.settle(until: { terminal.position(of: "6 found · 1 search so far") != nil })
      let berries = ["Blackberry", "Blueberry", "Cranberry", "Gooseberry", "Raspberry", "Strawberry"]
      for name in berries {
        #expect(terminal.position(of: name) != nil)
      }
    }
  }
}
