import ComposableArchitecture
import ComposableUI
import Foundation

/// The search on screen: the field, the results as buttons, and the chosen place's week.
public struct SearchView: View {
  @Bindable var store: StoreOf<Search>
  /// Where the places and the weather come from, for the line at the bottom.
  let source: String

  /// The view of a search's store; `source` says where places and weather come from.
  public init(store: StoreOf<Search>, source: String = SearchView.offlineSource) {
    self.store = store
    self.source = source
  }

  /// The offline client's source.
  public static let offlineSource =
    "Cities: approximate public facts · Weather: made up offline"
  /// The live client's source.
  public static let liveSource = "Places and weather: Open-Meteo (CC BY 4.0)"

  public var body: some View {
    VStack(alignment: .leading) {
      Text("Weather search").bold()
      TextField("City name", text: $store.query.sending(\.queryChanged))
      Text(status).foregroundColor(store.errorMessage == nil ? .gray : .red)
      ForEach(store.results) { location in
        Button(label(for: location)) { store.send(.resultTapped(location)) }
      }
      if let chosen = store.forecast {
        Divider()
        Text("Forecast for \(chosen.location.title)").bold()
        ForEach(chosen.forecast.days) { day in
          Text(Self.line(for: day))
        }
      }
      Text(source).foregroundColor(.gray)
    }
  }

  /// What the search is doing, or what it found.
  private var status: String {
    if let message = store.errorMessage { return message }
    if store.isSearching { return "Searching…" }
    let query = store.query.trimmingCharacters(in: .whitespaces)
    if query.isEmpty { return "Type a city's name." }
    switch store.results.count {
    case 0: return "No city matches “\(query)”."
    case 1: return "1 city"
    case let count: return "\(count) cities"
    }
  }

  /// A result's button label: the place, and whether its forecast is loading.
  private func label(for location: Location) -> String {
    store.loadingForecastFor == location.id ? "\(location.title) …" : location.title
  }

  /// A day of the forecast: "Tue 24 Nov  Partly cloudy 12° / 5°", its columns lined up.
  static func line(for day: Forecast.Day) -> String {
    let name = dayName(day.date).padding(toLength: 10, withPad: " ", startingAt: 0)
    let weather = day.weather.description.padding(toLength: 14, withPad: " ", startingAt: 0)
    return "\(name)  \(weather)\(Int(day.high))° / \(Int(day.low))°"
  }

  /// `2026-11-24` as "Tue 24 Nov"; the date as it is when it is not one.
  static func dayName(_ date: String) -> String {
    let parser = DateFormatter()
    parser.locale = Locale(identifier: "en_US_POSIX")
    parser.timeZone = TimeZone(identifier: "UTC")
    parser.dateFormat = "yyyy-MM-dd"
    guard let day = parser.date(from: date) else { return date }
    parser.dateFormat = "EEE d MMM"
    return parser.string(from: day)
  }
}
