/// A place's weather for the days ahead.
public struct Forecast: Codable, Equatable, Sendable {
  /// One day's weather.
  public struct Day: Codable, Equatable, Identifiable, Sendable {
    /// The day, as `2026-11-24`.
    public let date: String
    public let weather: Weather
    /// The highest temperature, in degrees Celsius.
    public let high: Double
    /// The lowest temperature, in degrees Celsius.
    public let low: Double

    public var id: String { date }

    /// A day's weather.
    public init(date: String, weather: Weather, high: Double, low: Double) {
      self.date = date
      self.weather = weather
      self.high = high
      self.low = low
    }
  }

  public let days: [Day]

  /// A forecast of `days`, the first being today.
  public init(days: [Day]) {
    self.days = days
  }
}

/// What the sky does on a day.
public enum Weather: String, CaseIterable, Codable, Sendable {
  case clear
  case partlyCloudy
  case cloudy
  case fog
  case drizzle
  case rain
  case snow
  case showers
  case thunderstorm

  /// The weather a WMO weather code (Open-Meteo's `weather_code`) says.
  public init(code: Int) {
    switch code {
    case 0: self = .clear
    case 1, 2: self = .partlyCloudy
    case 3: self = .cloudy
    case 45, 48: self = .fog
    case 51...57: self = .drizzle
    case 61...67: self = .rain
    case 71...77, 85, 86: self = .snow
    case 80...82: self = .showers
    case 95...99: self = .thunderstorm
    default: self = .cloudy
    }
  }

  /// The weather in words: "Partly cloudy".
  public var description: String {
    switch self {
    case .clear: "Clear"
    case .partlyCloudy: "Partly cloudy"
    case .cloudy: "Cloudy"
    case .fog: "Fog"
    case .drizzle: "Drizzle"
    case .rain: "Rain"
    case .snow: "Snow"
    case .showers: "Showers"
    case .thunderstorm: "Thunderstorm"
    }
  }
}
