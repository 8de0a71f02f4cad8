import ComposableArchitecture
import Foundation
import Testing

private extension WeatherClient.Location {
  static let berlin = Self(
    id: 101, name: "Berlin", country: "Germany", latitude: 52.52, longitude: 13.40
  )
  static let bern = Self(
    id: 102, name: "Bern", country: "Switzerland", latitude: 46.95, longitude: 7.45
  )
}

private extension WeatherClient.Forecast {
  static let mild = Self(
    days: [
      Day(date: Date(timeIntervalSince1970: 1_700_000_000), high: 19, low: 9, summary: "Sunny")
    ]
  )
  static let wet = Self(
    days: [
      Day(date: Date(timeIntervalSince1970: 1_700_000_000), high: 11, low: 6, summary: "Rain")
    ]
  )
}

private struct ServiceUnavailable: Error {}

/// A forecast endpoint that notes each place it is asked about in `requests`, and answers with
/// `answer` a second later on `clock`.
private func delayedForecast(
  on clock: TestClock<Duration>,
  recordingIn requests: LockIsolated<[String]>,
  answer: @escaping @Sendable (WeatherClient.Location) -> WeatherClient.Forecast
) -> @Sendable (WeatherClient.Location) async throws -> WeatherClient.Forecast {
  { location in
    requests.withValue { $0.append(location.name) }
    try await clock.sleep(for: .seconds(1))
    return answer(location)
  }
}

extension CoreTests {
  /// Search as you type on a test clock, and forecasts loaded (and cancelled) per tapped place.
  @Suite @MainActor struct WeatherSearchTests {
    let fetchedAt = Date(timeIntervalSince1970: 1_234_567_890)

    @Test func typingQuicklySearchesOnceForTheLastQuery() async {
      let clock = TestClock()
      let queries = LockIsolated<[String]>([])
      let store = TestStore(initialState: WeatherSearch.State()) {
        WeatherSearch()
      } withDependencies: {
        $0.continuousClock = clock
        $0.weatherClient.search = { query in
          queries.withValue { $0.append(query) }
          return [.berlin, .bern]
        }
      }

      await store.send(\.view.binding.query, "B") {
        $0.query = "B"
      }
      await clock.advance(by: .milliseconds(100))
      await store.send(\.view.binding.query, "Be") {
        $0.query = "Be"
      }
      await clock.advance(by: .milliseconds(299))
      await store.send(.view(.binding(.set(\.query, "Ber")))) {
        $0.query = "Ber"
      }
      await clock.advance(by: .milliseconds(300))
      await store.receive(\.searchResponse.success) {
        $0.locations = [.berlin, .bern]
      }
      #expect(queries.value == ["Ber"])
    }

    @Test func clearingTheQueryClearsResultsAndCancelsWork() async {
      let clock = TestClock()
      let forecastRequests = LockIsolated<[String]>([])
      let store = TestStore(
        initialState: WeatherSearch.State(locations: [.berlin, .bern], query: "Be")
      ) {
        WeatherSearch()
      } withDependencies: {
        $0.continuousClock = clock
        // `search` keeps its unimplemented test value: running it would fail the test.
        $0.weatherClient.forecast = delayedForecast(
          on: clock, recordingIn: forecastRequests, answer: { _ in .mild }
        )
      }

      await store.send(\.view.locationTapped, .berlin) {
        $0.loadingLocationID = WeatherClient.Location.berlin.id
      }
      await store.send(\.view.binding.query, "Ber") {
        $0.query = "Ber"
      }
      await clock.advance(by: .milliseconds(100))
      await store.send(\.view.binding.query, "") {
        $0.query = ""
        $0.locations = []
        $0.loadingLocationID = nil
      }
      // Past both the search's debounce and the forecast's latency: nothing comes back.
      await clock.advance(by: .seconds(2))
      #expect(forecastRequests.value == ["Berlin"])
    }

    @Test func tappingALocationLoadsItsForecast() async {
      let store = TestStore(
        initialState: WeatherSearch.State(locations: [.berlin, .bern], query: "Be")
      ) {
        WeatherSearch()
      } withDependencies: {
        $0.date.now = fetchedAt
        $0.weatherClient.forecast = { location in
          location == .bern ? .mild : .wet
        }
      }

      await store.send(\.view.locationTapped, .bern) {
        $0.loadingLocationID = WeatherClient.Location.bern.id
      }
      await store.receive(\.forecastResponse) {
        $0.loadingLocationID = nil
        $0.forecast = WeatherSearch.LoadedForecast(
          locationID: WeatherClient.Location.bern.id, forecast: .mild, fetchedAt: fetchedAt
        )
      }
    }

    @Test func aFailedSearchShowsNoResults() async {
      let clock = TestClock()
      let store = TestStore(initialState: WeatherSearch.State()) {
        WeatherSearch()
      } withDependencies: {
        $0.continuousClock = clock
        $0.weatherClient.search = { _ in [.berlin] }
      }

      await store.send(\.view.binding.query, "Berl") {
        $0.query = "Berl"
      }
      await clock.advance(by: .milliseconds(300))
      await store.receive(\.searchResponse.success) {
        $0.locations = [.berlin]
      }

      // The service goes down: the next search fails, and the stale results go away.
      store.dependencies.weatherClient.search = { _ in throw ServiceUnavailable() }
      await store.send(\.view.binding.query, "Berli") {
        $0.query = "Berli"
      }
      await clock.advance(by: .milliseconds(300))
      await store.receive(\.searchResponse.failure) {
        $0.locations = []
      }
    }

    @Test func aFailedForecastKeepsTheForecastAlreadyShown() async {
      let shown = WeatherSearch.LoadedForecast(
        locationID: WeatherClient.Location.berlin.id, forecast: .wet, fetchedAt: fetchedAt
      )
      let store = TestStore(
        initialState: WeatherSearch.State(
          locations: [.berlin, .bern], query: "Be", forecast: shown
        )
      ) {
        WeatherSearch()
      } withDependencies: {
        $0.weatherClient.forecast = { _ in throw ServiceUnavailable() }
      }

      await store.send(\.view.locationTapped, .bern) {
        $0.loadingLocationID = WeatherClient.Location.bern.id
      }
      await store.receive(\.forecastResponse) {
        $0.loadingLocationID = nil
      }
      #expect(store.state.forecast == shown)
    }

    @Test func tappingAnotherLocationCancelsTheFirstForecast() async {
      let clock = TestClock()
      let forecastRequests = LockIsolated<[String]>([])
      let store = TestStore(
        initialState: WeatherSearch.State(locations: [.berlin, .bern], query: "Be")
      ) {
        WeatherSearch()
      } withDependencies: {
        $0.date.now = fetchedAt
        $0.weatherClient.forecast = delayedForecast(
          on: clock, recordingIn: forecastRequests, answer: { $0 == .berlin ? .wet : .mild }
        )
      }

      await store.send(\.view.locationTapped, .berlin) {
        $0.loadingLocationID = WeatherClient.Location.berlin.id
      }
      await clock.advance(by: .milliseconds(500))
      await store.send(\.view.locationTapped, .bern) {
        $0.loadingLocationID = WeatherClient.Location.bern.id
      }
      // Berlin's answer would have arrived now, had it not been cancelled.
      await clock.advance(by: .milliseconds(500))
      await clock.advance(by: .milliseconds(500))
      await store.receive(\.forecastResponse) {
        $0.loadingLocationID = nil
        $0.forecast = WeatherSearch.LoadedForecast(
          locationID: WeatherClient.Location.bern.id, forecast: .mild, fetchedAt: fetchedAt
        )
      }
      #expect(forecastRequests.value == ["Berlin", "Bern"])
    }
  }
}
