import Dependencies
import Foundation

extension WeatherClient {
  /// Searches the cities shipped with the app (`Resources/cities.json`), and makes up each
  /// city's forecast from the city and the day: the same city on the same day has the same
  /// weather, warmer near the equator and in its summer.
  public static var offline: WeatherClient {
    WeatherClient(
      search: { query in OfflineWeather.search(query) },
      forecast: { location in
        @Dependency(\.date.now) var now
        return OfflineWeather.forecast(for: location, startingOn: now)
      }
    )
  }
}

/// The offline client's cities and forecasts.
public enum OfflineWeather {
  /// The cities shipped with the app: names and approximate coordinates and populations of a
  /// few hundred cities around the world (see `Resources/ABOUT.md`).
  public static let cities: [Location] = {
    guard let url = Bundle.module.url(forResource: "cities", withExtension: "json"),
      let data = try? Data(contentsOf: url),
      let cities = try? JSONDecoder().decode([Location].self, from: data)
    else { return [] }
    return cities
  }()

  /// The most results a search gives.
  public static let resultLimit = 10

  /// The cities whose name starts with `query`, then those whose name contains it or whose
  /// country starts with it, most populous first; case and accents are ignored ("sao" finds
  /// São Paulo).
  public static func search(_ query: String) -> [Location] {
    let query = fold(query.trimmingCharacters(in: .whitespaces))
    guard !query.isEmpty else { return [] }
    let starting = searchable.filter { $0.name.hasPrefix(query) }
    let containing = searchable.filter {
      !$0.name.hasPrefix(query) && ($0.name.contains(query) || $0.country.hasPrefix(query))
    }
    return (starting + containing).prefix(resultLimit).map(\.location)
  }

  /// The cities, most populous first, with their names and countries folded once.
  private static let searchable = cities.sorted { ($0.population ?? 0) > ($1.population ?? 0) }
    .map { (location: $0, name: fold($0.name), country: fold($0.country)) }

  /// A week of weather at `location`, from `start`'s day on: made up from the city and each day,
  /// so the same city on the same day always has the same weather.
  public static func forecast(for location: Location, startingOn start: Date) -> Forecast {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let firstDay = calendar.startOfDay(for: start)
    let days = (0..<7).map { offset -> Forecast.Day in
      let day = calendar.date(byAdding: .day, value: offset, to: firstDay)!
      let parts = calendar.dateComponents([.year, .month, .day], from: day)
      let dayOfYear = calendar.ordinality(of: .day, in: .year, for: day) ?? 1
      var random = SplitMix64(
        seed: UInt64(bitPattern: Int64(location.id)) &* 0x9E37_79B9_7F4A_7C15
          &+ UInt64(parts.year! * 1000 + dayOfYear))
      // Warm at the equator, colder towards the poles; summer in July up north, in January down
      // south, more so far from the equator.
      let latitude = location.latitude
      let mean = 31 - 0.32 * abs(latitude)
      let season = cos((Double(dayOfYear) - 196) / 365.25 * 2 * .pi) * (latitude < 0 ? -1 : 1)
      let swing = min(abs(latitude), 65) * 0.2
      let high = (mean + season * swing + random.next(in: -3...3)).rounded()
      let low = high - random.next(in: 4...10).rounded()
      let weather = weather(high: high, roll: random.next(in: 0...1))
      return Forecast.Day(
        date: String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!),
        weather: weather, high: high, low: low)
    }
    return Forecast(days: days)
  }

  private static func weather(high: Double, roll: Double) -> Weather {
    switch roll {
    case ..<0.3: .clear
    case ..<0.5: .partlyCloudy
    case ..<0.65: .cloudy
    case ..<0.7: .fog
    case ..<0.77: .drizzle
    case ..<0.9: high < 1 ? .snow : .rain
    case ..<0.96: high < 1 ? .snow : .showers
    default: high > 20 ? .thunderstorm : .cloudy
    }
  }

  /// Text compared without case or accents.
  private static func fold(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }
}

/// A small, fast generator of random numbers from a seed: the same seed gives the same numbers
/// on every machine.
private struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `range`, evenly spread.
  mutating func next(in range: ClosedRange<Double>) -> Double {
    let unit = Double(next() >> 11) / Double(1 << 53)
    return range.lowerBound + unit * (range.upperBound - range.lowerBound)
  }
}
