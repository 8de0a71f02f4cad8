import ComposableArchitecture
import Foundation
import SearchFeature
import Testing

extension SearchFeatureTests {
  /// The search's flows, driven as the view drives them, with a test clock and a client that
  /// answers at once.
  @Suite @MainActor struct SearchTests {
    let paris = Location(
      id: 1, name: "Paris", region: "Île-de-France", country: "France", latitude: 48.857,
      longitude: 2.352, population: 2_140_000)
    let parma = Location(
      id: 2, name: "Parma", region: "Emilia-Romagna", country: "Italy", latitude: 44.801,
      longitude: 10.328, population: 200_000)
    let week = Forecast(days: [
      Forecast.Day(date: "2026-11-24", weather: .cloudy, high: 9, low: 4),
      Forecast.Day(date: "2026-11-25", weather: .rain, high: 8, low: 5),
    ])

    @Test func typingSearchesOnceThePauseIsOverAndTheEarlierSearchIsCancelled() async {
      let clock = TestClock()
      let searched = LockIsolated<[String]>([])
      let store = TestStore(initialState: Search.State()) {
        Search()
      } withDependencies: { [paris, parma] in
        $0.continuousClock = clock
        $0.weatherClient.search = { query in
          searched.withValue { $0.append(query) }
          return [paris, parma]
        }
      }
      await store.send(.queryChanged("Pa")) {
        $0.query = "Pa"
        $0.isSearching = true
      }
      await clock.advance(by: .milliseconds(200))
      await store.send(.queryChanged("Par")) {
        $0.query = "Par"
      }
      // 300 ms after "Pa", but only 200 ms after "Par": nothing is searched yet.
      await clock.advance(by: .milliseconds(200))
      #expect(searched.value == [])
      await clock.advance(by: .milliseconds(100))
      await store.receive(\.searchResponse) {
        $0.isSearching = false
        $0.results = [self.paris, self.parma]
      }
      #expect(searched.value == ["Par"])
    }

    @Test func clearingTheQueryClearsTheResultsAndCancelsTheSearch() async {
      let clock = TestClock()
      let store = TestStore(initialState: Search.State(query: "Pa", results: [paris])) {
        Search()
      } withDependencies: {
        $0.continuousClock = clock
        $0.weatherClient.search = { _ in
          Issue.record("A cleared query was searched")
          return []
        }
      }
      await store.send(.queryChanged("Par")) {
        $0.query = "Par"
        $0.isSearching = true
      }
      await store.send(.queryChanged("  ")) {
        $0.query = "  "
        $0.isSearching = false
        $0.results = []
      }
      await clock.run()
    }

    @Test func choosingAResultLoadsItsForecast() async {
      let store = TestStore(initialState: Search.State(query: "Par", results: [paris, parma])) {
        Search()
      } withDependencies: { [week] in
        $0.weatherClient.forecast = { location in
          #expect(location.name == "Paris")
          return week
        }
      }
      await store.send(.resultTapped(paris)) {
        $0.loadingForecastFor = 1
      }
      await store.receive(\.forecastResponse) {
        $0.loadingForecastFor = nil
        $0.forecast = Search.LocationForecast(location: self.paris, forecast: self.week)
      }
    }

    @Test func aFailedSearchSaysWhyAndTheNextKeystrokeTriesAgain() async {
      let clock = TestClock()
      let store = TestStore(initialState: Search.State()) {
        Search()
      } withDependencies: {
        $0.continuousClock = clock
        $0.weatherClient.search = { _ in throw WeatherError("Could not reach the network.") }
      }
      await store.send(.queryChanged("Oslo")) {
        $0.query = "Oslo"
        $0.isSearching = true
      }
      await clock.advance(by: Search.debounce)
      await store.receive(\.searchResponse) {
        $0.isSearching = false
        $0.errorMessage = "Could not reach the network."
      }
      await store.send(.queryChanged("Osl")) {
        $0.query = "Osl"
        $0.isSearching = true
        $0.errorMessage = nil
      }
      await clock.advance(by: Search.debounce)
      await store.receive(\.searchResponse) {
        $0.isSearching = false
        $0.errorMessage = "Could not reach the network."
      }
    }

    @Test func aFailedForecastSaysWhy() async {
      let store = TestStore(initialState: Search.State(query: "Par", results: [paris])) {
        Search()
      } withDependencies: {
        $0.weatherClient.forecast = { _ in throw WeatherError("Open-Meteo is down.") }
      }
      await store.send(.resultTapped(paris)) {
        $0.loadingForecastFor = 1
      }
      await store.receive(\.forecastResponse) {
        $0.loadingForecastFor = nil
        $0.errorMessage = "Open-Meteo is down."
      }
    }

    /// A store showing Paris and Parma, whose forecasts take a second of `clock` to load and
    /// whose searches find nothing.
    private func storeWithSlowForecasts(_ clock: TestClock<Duration>) -> TestStoreOf<Search> {
      TestStore(initialState: Search.State(query: "Par", results: [paris, parma])) {
        Search()
      } withDependencies: { [week] in
        $0.continuousClock = clock
        $0.weatherClient.forecast = { _ in
          try await clock.sleep(for: .seconds(1))
          return week
        }
        $0.weatherClient.search = { _ in [] }
      }
    }

    @Test func typingWhileAForecastLoadsCancelsIt() async {
      let clock = TestClock()
      let store = storeWithSlowForecasts(clock)
      await store.send(.resultTapped(paris)) {
        $0.loadingForecastFor = 1
      }
      await store.send(.queryChanged("Ber")) {
        $0.query = "Ber"
        $0.loadingForecastFor = nil
        $0.isSearching = true
      }
      // The forecast never arrives; the search does.
      await clock.advance(by: .seconds(1))
      await store.receive(\.searchResponse) {
        $0.isSearching = false
        $0.results = []
      }
    }

    @Test func choosingAnotherPlaceWhileOneLoadsShowsOnlyTheLastOne() async {
      let clock = TestClock()
      let store = storeWithSlowForecasts(clock)
      await store.send(.resultTapped(paris)) {
        $0.loadingForecastFor = 1
      }
      await store.send(.resultTapped(parma)) {
        $0.loadingForecastFor = 2
      }
      await clock.advance(by: .seconds(1))
      await store.receive(\.forecastResponse) {
        $0.loadingForecastFor = nil
        $0.forecast = Search.LocationForecast(location: self.parma, forecast: self.week)
      }
    }

    @Test func theForecastGoesWhenASearchFindsOtherPlacesOrTheQueryIsCleared() async {
      var state = Search.State(query: "Par", results: [paris, parma])
      state.forecast = Search.LocationForecast(location: paris, forecast: week)
      let clock = TestClock()
      let store = TestStore(initialState: state) {
        Search()
      } withDependencies: { [parma, week] in
        $0.continuousClock = clock
        $0.weatherClient.search = { _ in [parma] }
        $0.weatherClient.forecast = { _ in week }
      }
      // Paris is still among the results: its forecast stays.
      await store.send(.searchResponse(.success([paris]))) {
        $0.results = [self.paris]
      }
      await store.send(.queryChanged("Parm")) {
        $0.query = "Parm"
        $0.isSearching = true
      }
      await clock.advance(by: Search.debounce)
      await store.receive(\.searchResponse) {
        $0.isSearching = false
        $0.results = [self.parma]
        $0.forecast = nil
      }
      await store.send(.resultTapped(parma)) {
        $0.loadingForecastFor = 2
      }
      await store.receive(\.forecastResponse) {
        $0.loadingForecastFor = nil
        $0.forecast = Search.LocationForecast(location: self.parma, forecast: self.week)
      }
      await store.send(.queryChanged("")) {
        $0.query = ""
        $0.results = []
        $0.forecast = nil
      }
    }

    @Test func aFailedForecastHidesTheOneShown() async {
      var state = Search.State(query: "Par", results: [paris, parma])
      state.forecast = Search.LocationForecast(location: paris, forecast: week)
      let store = TestStore(initialState: state) {
        Search()
      } withDependencies: {
        $0.weatherClient.forecast = { _ in throw WeatherError("Open-Meteo is down.") }
      }
      await store.send(.resultTapped(parma)) {
        $0.loadingForecastFor = 2
      }
      await store.receive(\.forecastResponse) {
        $0.loadingForecastFor = nil
        $0.forecast = nil
        $0.errorMessage = "Open-Meteo is down."
      }
    }

    @Test func aSearchIsMadeWithTheNameTrimmed() async {
      let clock = TestClock()
      let searched = LockIsolated<[String]>([])
      let store = TestStore(initialState: Search.State()) {
        Search()
      } withDependencies: {
        $0.continuousClock = clock
        $0.weatherClient.search = { query in
          searched.withValue { $0.append(query) }
          return []
        }
      }
      await store.send(.queryChanged(" Oslo \n")) {
        $0.query = " Oslo \n"
        $0.isSearching = true
      }
      await clock.advance(by: Search.debounce)
      await store.receive(\.searchResponse) {
        $0.isSearching = false
      }
      #expect(searched.value == ["Oslo"])
    }

    @Test func theSessionCanBeRecorded() throws {
      // `--record` needs the state and actions to be Codable: a failure is kept in words.
      let action = Search.Action.searchResponse(.failure("Could not reach the network."))
      let data = try JSONEncoder().encode(action)
      #expect(try JSONDecoder().decode(Search.Action.self, from: data) == action)
    }
  }
}
