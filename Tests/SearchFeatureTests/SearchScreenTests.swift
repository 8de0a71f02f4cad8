import ComposableArchitecture
import ComposableUI
import Foundation
import SearchFeature
import Testing

extension SearchFeatureTests {
  /// The search on screen, typed into and chosen from with keys as a person does, over the
  /// offline cities. The clock is immediate: `SearchTests` checks the pause before a search.
  @Suite @MainActor struct SearchScreenTests {
    private func makeStore() -> StoreOf<Search> {
      Store(initialState: Search.State()) {
        Search()
      } withDependencies: {
        $0.continuousClock = ImmediateClock()
        $0.weatherClient = .offline
        $0.date.now = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18
      }
    }

    @Test func anEmptySearchAsksForAName() {
      let terminal = TestTerminal(columns: 72, rows: 6)
      terminal.render { SearchView(store: makeStore()) }
      #expect(
        terminal.visibleLines == [
          "Weather search",
          "City name",
          "Type a city's name.",
          "Cities: approximate public facts · Weather: made up offline",
        ])
    }

    @Test func resultsComeAsYouTypeAndChoosingOneShowsItsWeek() async {
      let terminal = TestTerminal(columns: 72, rows: 20)
      terminal.render { SearchView(store: makeStore()) }
      await terminal.press(.tab)
      await terminal.type("par")
      await terminal.settle(until: { terminal.visibleLines.contains("4 cities") })
      #expect(
        terminal.visibleLines == [
          "Weather search",
          "par",
          "4 cities",
          "[Paris, Île-de-France, France]",
          "[Paramaribo, Suriname]",
          "[Asunción, Paraguay]",
          "[Valparaíso, Chile]",
          "Cities: approximate public facts · Weather: made up offline",
        ])
      // Tab to Paris, and Enter.
      await terminal.press(.tab)
      await terminal.press(.enter)
      await terminal.settle(until: {
        terminal.visibleLines.contains { $0.hasPrefix("Forecast for") }
      })
      #expect(
        Array(terminal.visibleLines[7...]) == [
          "─" * 72,
          "Forecast for Paris, Île-de-France, France",
          "Wed 18 Nov  Partly cloudy 8° / 1°",
          "Thu 19 Nov  Clear         10° / 1°",
          "Fri 20 Nov  Showers       11° / 4°",
          "Sat 21 Nov  Cloudy        10° / 1°",
          "Sun 22 Nov  Rain          11° / 5°",
          "Mon 23 Nov  Cloudy        9° / 4°",
          "Tue 24 Nov  Showers       7° / -1°",
          "Cities: approximate public facts · Weather: made up offline",
        ])
    }

    @Test func aCityNotShippedSaysSo() async {
      let terminal = TestTerminal(columns: 72, rows: 6)
      terminal.render { SearchView(store: makeStore()) }
      await terminal.press(.tab)
      await terminal.type("Atlantis")
      await terminal.settle(until: { terminal.visibleLines[2].hasPrefix("No city") })
      #expect(terminal.visibleLines[2] == "No city matches “Atlantis”.")
    }
  }
}

private func * (text: String, count: Int) -> String {
  String(repeating: text, count: count)
}
