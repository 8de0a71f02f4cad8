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
    /// The chosen place and its forecast, once loaded.
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
        guard !query.trimmingCharacters(in: .whitespaces).isEmpty else {
          state.results = []
          state.isSearching = false
          return .cancel(id: CancelID.search)
        }
        state.isSearching = true
        return .run { [clock, weatherClient] send in
          try await clock.sleep(for: Self.debounce)
          let response = try await Self.response { try await weatherClient.search(query) }
          await send(.searchResponse(response))
        }
        .cancellable(id: CancelID.search, cancelInFlight: true)

      case .searchResponse(.success(let results)):
        state.isSearching = false
        state.results = results
        return .none

      case .searchResponse(.failure(let message)):
        state.isSearching = false
        state.results = []
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

      case .forecastResponse(let id, .success(let forecast)):
        guard let location = state.results.first(where: { $0.id == id }) else {
          // The results changed while it loaded: the place is no longer on screen.
          state.loadingForecastFor = nil
          return .none
        }
        state.loadingForecastFor = nil
        state.forecast = LocationForecast(location: location, forecast: forecast)
        return .none

      case .forecastResponse(_, .failure(let message)):
        state.loadingForecastFor = nil
        state.errorMessage = message
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
