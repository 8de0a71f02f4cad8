import Dependencies
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension WeatherClient {
  /// Asks Open-Meteo's public geocoding and forecast services (open-meteo.com, no key needed).
  /// Without a network, each call throws a ``WeatherError`` that says so.
  public static var live: WeatherClient {
    WeatherClient(
      search: { query in
        var components = URLComponents(string: "https://geocoding-api.open-meteo.com/v1/search")!
        components.queryItems = [
          URLQueryItem(name: "name", value: query),
          URLQueryItem(name: "count", value: String(OfflineWeather.resultLimit)),
          URLQueryItem(name: "language", value: "en"),
          URLQueryItem(name: "format", value: "json"),
        ]
        let response: GeocodingResponse = try await fetch(components.url!)
        return (response.results ?? []).map {
          Location(
            id: $0.id, name: $0.name, region: $0.admin1, country: $0.country ?? "",
            latitude: $0.latitude, longitude: $0.longitude, population: $0.population)
        }
      },
      forecast: { location in
        var components = URLComponents(string: "https://api.open-meteo.com/v1/forecast")!
        components.queryItems = [
          URLQueryItem(name: "latitude", value: String(location.latitude)),
          URLQueryItem(name: "longitude", value: String(location.longitude)),
          URLQueryItem(name: "daily", value: "weather_code,temperature_2m_max,temperature_2m_min"),
          URLQueryItem(name: "timezone", value: "auto"),
        ]
        let response: ForecastResponse = try await fetch(components.url!)
        let daily = response.daily
        let count = min(daily.dates.count, daily.codes.count, daily.highs.count, daily.lows.count)
        // A day the service has no value for (a `null`) is left out.
        return Forecast(
          days: (0..<count).compactMap {
            guard let code = daily.codes[$0], let high = daily.highs[$0], let low = daily.lows[$0]
            else { return nil }
            return Forecast.Day(
              date: daily.dates[$0], weather: Weather(code: code), high: high.rounded(),
              low: low.rounded())
          })
      }
    )
  }
}

/// Fetches and decodes a JSON document, turning each failure into words a person can act on.
private func fetch<Response: Decodable>(_ url: URL) async throws -> Response {
  @Dependency(\.urlSession) var session
  let data: Data
  let response: URLResponse
  do {
    (data, response) = try await session.data(from: url)
  } catch is CancellationError {
    throw CancellationError()
  } catch let error as URLError where error.code == .cancelled {
    // The search was cancelled (a newer keystroke): not a failure to report.
    throw CancellationError()
  } catch {
    throw WeatherError(
      "Could not reach \(url.host ?? "Open-Meteo") (\(error.localizedDescription)). "
        + "Check the network, or run without --live to search the cities shipped with the app.")
  }
  if let status = (response as? HTTPURLResponse)?.statusCode, !(200..<300).contains(status) {
    throw WeatherError("\(url.host ?? "Open-Meteo") answered with HTTP status \(status).")
  }
  do {
    return try JSONDecoder().decode(Response.self, from: data)
  } catch {
    throw WeatherError("\(url.host ?? "Open-Meteo") sent an answer this app cannot read.")
  }
}

// The parts of Open-Meteo's answers the app reads.

private struct GeocodingResponse: Decodable {
  struct Result: Decodable {
    let id: Int
    let name: String
    let latitude: Double
    let longitude: Double
    let country: String?
    let admin1: String?
    let population: Int?
  }
  /// Absent when nothing matched.
  let results: [Result]?
}

private struct ForecastResponse: Decodable {
  struct Daily: Decodable {
    let dates: [String]
    let codes: [Int?]
    let highs: [Double?]
    let lows: [Double?]

    enum CodingKeys: String, CodingKey {
      case dates = "time"
      case codes = "weather_code"
      case highs = "temperature_2m_max"
      case lows = "temperature_2m_min"
    }
  }
  let daily: Daily
}
