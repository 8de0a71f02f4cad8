import ComposableArchitecture
import Foundation

/// Looks up places by name and fetches their forecast.
@DependencyClient
struct WeatherClient: Sendable {
  var search: @Sendable (_ query: String) async throws -> [Location]
  var forecast: @Sendable (_ location: Location) async throws -> Forecast
}

extension WeatherClient {
  struct Location: Equatable, Identifiable, Sendable {
    var id: Int
    var name: String
    var country: String
    var latitude: Double
    var longitude: Double
  }

  struct Forecast: Equatable, Sendable {
    struct Day: Equatable, Sendable {
      var date: Date
      var high: Double
      var low: Double
      var summary: String
    }
    var days: [Day]
  }
}

extension WeatherClient: DependencyKey {
  /// Works offline and always answers the same: a small built-in gazetteer, and forecasts
  /// derived from the place, so that previews and demos never touch the network.
  static let liveValue = WeatherClient(
    search: { query in
      let prefix = query.trimmingCharacters(in: .whitespaces).lowercased()
      guard !prefix.isEmpty else { return [] }
      return WeatherClient.gazetteer.filter { $0.name.lowercased().hasPrefix(prefix) }
    },
    forecast: { location in
      let base = 12 + Double(location.id % 7) * 2
      let summaries = ["Sunny", "Partly cloudy", "Showers"]
      return Forecast(
        days: (0..<3).map { offset in
          Forecast.Day(
            date: Date(timeIntervalSince1970: 1_718_000_000 + Double(offset) * 86_400),
            high: base + Double(offset),
            low: base - 7 + Double(offset),
            summary: summaries[(location.id + offset) % summaries.count]
          )
        }
      )
    }
  )

  static let testValue = WeatherClient()

  private static let gazetteer: [Location] = [
    Location(id: 1, name: "Lisbon", country: "Portugal", latitude: 38.72, longitude: -9.14),
    Location(id: 2, name: "Lyon", country: "France", latitude: 45.76, longitude: 4.84),
    Location(id: 3, name: "Oslo", country: "Norway", latitude: 59.91, longitude: 10.75),
    Location(id: 4, name: "Osaka", country: "Japan", latitude: 34.69, longitude: 135.50),
    Location(id: 5, name: "Quito", country: "Ecuador", latitude: -0.18, longitude: -78.47),
  ]
}

extension DependencyValues {
  var weatherClient: WeatherClient {
    get { self[WeatherClient.self] }
    set { self[WeatherClient.self] = newValue }
  }
}

/// Search as you type, 300 ms after the last keystroke; tap a place to load its forecast.
@Reducer
struct WeatherSearch {
  @ObservableState
  struct State: Equatable {
    var locations: [WeatherClient.Location] = []
    var query = ""
    var loadingLocationID: WeatherClient.Location.ID?
    var forecast: LoadedForecast?
  }

  struct LoadedForecast: Equatable {
    var locationID: WeatherClient.Location.ID
    var forecast: WeatherClient.Forecast
    var fetchedAt: Date
  }

  enum Action: ViewAction {
    case forecastResponse(WeatherClient.Location.ID, Result<WeatherClient.Forecast, any Error>)
    case searchResponse(Result<[WeatherClient.Location], any Error>)
    case view(View)

    @CasePathable
    enum View: BindableAction {
      case binding(BindingAction<State>)
      case locationTapped(WeatherClient.Location)
    }
  }

  enum CancelID { case forecast, search }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.date.now) var now
  @Dependency(\.weatherClient) var weatherClient

  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      switch action {
      case .forecastResponse(let locationID, .success(let forecast)):
        state.loadingLocationID = nil
        state.forecast = LoadedForecast(locationID: locationID, forecast: forecast, fetchedAt: now)
        return .none

      case .forecastResponse(_, .failure):
        // Keep showing whatever forecast was there; just stop the spinner.
        state.loadingLocationID = nil
        return .none

      case .searchResponse(.success(let locations)):
        state.locations = locations
        return .none

      case .searchResponse(.failure):
        state.locations = []
        return .none

      case .view(.binding(\.query)):
        guard !state.query.isEmpty else {
          state.locations = []
          state.loadingLocationID = nil
          state.forecast = nil
          return .merge(.cancel(id: CancelID.search), .cancel(id: CancelID.forecast))
        }
        return .run { [query = state.query] send in
          try await clock.sleep(for: .milliseconds(300))
          await send(.searchResponse(Result { try await weatherClient.search(query: query) }))
        }
        .cancellable(id: CancelID.search, cancelInFlight: true)

      case .view(.binding):
        return .none

      case .view(.locationTapped(let location)):
        state.loadingLocationID = location.id
        return .run { send in
          await send(
            .forecastResponse(
              location.id, Result { try await weatherClient.forecast(location: location) }
            )
          )
        }
        .cancellable(id: CancelID.forecast, cancelInFlight: true)
      }
    }
  }
}
