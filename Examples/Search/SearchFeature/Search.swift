import ComposableArchitecture
import Foundation

/// Type a city's name; results come as you type (300 ms after the last keystroke, an earlier
/// search cancelled), and choosing one loads its forecast.
@Reducer
public struct Search {
  @ObservableState
  public struct State: Codable, Equatable, Sendable {
    /// What the person typed.
    public var query = ""
    /// The places found for the query.
    public var results: [Location] = []
    /// Whether a search for the query is waiting or running.
    public var isSearching = false
    /// The place whose forecast is loading, if one is.
    public var loadingForecastFor: Location.ID?
    /// The chosen place and its forecast, once loaded: shown while the place is among the
    /// results, gone when a search finds other places or the query is cleared.
    public var forecast: LocationForecast?
    /// What went wrong with the last search or forecast, in words.
    public var errorMessage: String?

    /// A search, empty or with a query already typed.
    public init(query: String = "", results: [Location] = []) {
      self.query = query
      self.results = results
    }
  }

  /// A place and its weather.
  public struct LocationForecast: Codable, Equatable, Sendable {
    public let location: Location
    public let forecast: Forecast

    public init(location: Location, forecast: Forecast) {
      self.location = location
      self.forecast = forecast
    }
  }

  /// The answer to a request, kept in words when it failed, so that it can be recorded.
  public enum Response<Value: Codable & Equatable & Sendable>: Codable, Equatable, Sendable {
    case success(Value)
    case failure(String)
  }

  public enum Action: Codable, Equatable, Sendable {
    case queryChanged(String)
    case searchResponse(Response<[Location]>)
    case resultTapped(Location)
    case forecastResponse(Location.ID, Response<Forecast>)
  }

  private enum CancelID {
    case search
    case forecast
  }

  /// How long the query must stay the same before it is searched.
  public static let debounce = Duration.milliseconds(300)

  @Dependency(\.continuousClock) var clock
  @Dependency(\.weatherClient) var weatherClient

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .queryChanged(let query):
        state.query = query
        state.errorMessage = nil
        // A forecast still loading is for a place of the results being replaced.
        state.loadingForecastFor = nil
        let name = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else {
          state.results = []
          state.isSearching = false
          state.forecast = nil
          return .merge(.cancel(id: CancelID.search), .cancel(id: CancelID.forecast))
        }
        state.isSearching = true
        return .merge(
          .cancel(id: CancelID.forecast),
          .run { [clock, weatherClient] send in
            try await clock.sleep(for: Self.debounce)
            let response = try await Self.response { try await weatherClient.search(name) }
            await send(.searchResponse(response))
          }
          .cancellable(id: CancelID.search, cancelInFlight: true)
        )

      case .searchResponse(.success(let results)):
        state.isSearching = false
        state.results = results
        if let shown = state.forecast, !results.contains(where: { $0.id == shown.location.id }) {
          state.forecast = nil
        }
        return .none

      case .searchResponse(.failure(let message)):
        state.isSearching = false
        state.results = []
        state.forecast = nil
        state.errorMessage = message
        return .none

      case .resultTapped(let location):
        state.loadingForecastFor = location.id
        state.errorMessage = nil
        return .run { [weatherClient] send in
          let response = try await Self.response { try await weatherClient.forecast(location) }
          await send(.forecastResponse(location.id, response))
        }
        .cancellable(id: CancelID.forecast, cancelInFlight: true)

      case .forecastResponse(let id, let response):
        // Only the answer for the place being loaded: an earlier choice's, or one for results
        // since replaced, is dropped.
        guard id == state.loadingForecastFor,
          let location = state.results.first(where: { $0.id == id })
        else { return .none }
        state.loadingForecastFor = nil
        switch response {
        case .success(let forecast):
          state.forecast = LocationForecast(location: location, forecast: forecast)
        case .failure(let message):
          state.forecast = nil
          state.errorMessage = message
        }
        return .none
      }
    }
  }

  /// The answer of `request`, or what went wrong in words; a cancellation is passed on.
  private static func response<Value: Codable & Equatable & Sendable>(
    _ request: () async throws -> Value
  ) async throws -> Response<Value> {
    do {
      return .success(try await request())
    } catch is CancellationError {
      throw CancellationError()
    } catch {
      return .failure(error.localizedDescription)
    }
  }
}
