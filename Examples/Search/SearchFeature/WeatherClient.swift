import Dependencies
import DependenciesMacros
import Foundation

/// Finds places by name and tells their weather.
///
/// Two implementations: ``offline`` (the default), over a list of a few hundred cities shipped
/// with the app and forecasts made up from each city and day, the same every time; and ``live``,
/// over Open-Meteo's public geocoding and forecast services (`search --live`).
@DependencyClient
public struct WeatherClient: Sendable {
  /// The places whose name matches `query`, best first: the offline client lists the names
  /// that start with it, then those that contain it (most populous first); Open-Meteo ranks
  /// its own (and finds nothing for a single letter).
  public var search: @Sendable (_ query: String) async throws -> [Location]
  /// The weather at `location` for the days ahead, starting today.
  public var forecast: @Sendable (_ location: Location) async throws -> Forecast
}

extension WeatherClient: DependencyKey {
  /// The offline client: the app works without a network.
  public static var liveValue: WeatherClient { .offline }
  /// In tests, each endpoint a test uses must be given: an endpoint called unset fails the test.
  public static var testValue: WeatherClient { WeatherClient() }
}

extension DependencyValues {
  /// Finds places and tells their weather.
  public var weatherClient: WeatherClient {
    get { self[WeatherClient.self] }
    set { self[WeatherClient.self] = newValue }
  }
}

/// What went wrong asking for places or weather, in words a person can act on.
public struct WeatherError: Error, Equatable, LocalizedError {
  public let message: String

  public init(_ message: String) {
    self.message = message
  }

  public var errorDescription: String? { message }
}
