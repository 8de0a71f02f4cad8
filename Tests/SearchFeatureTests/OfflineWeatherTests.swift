import ComposableArchitecture
import Foundation
import SearchFeature
import Testing

extension SearchFeatureTests {
  /// The cities shipped with the app, and the forecasts made up for them.
  @Suite @MainActor struct OfflineWeatherTests {
    @Test func aFewHundredCitiesShipWithTheApp() {
      let cities = OfflineWeather.cities
      #expect(cities.count > 400)
      #expect(Set(cities.map(\.id)).count == cities.count)
      #expect(cities.allSatisfy { abs($0.latitude) <= 90 && abs($0.longitude) <= 180 })
    }

    @Test func aSearchFindsNamesThatStartWithItFirstMostPopulousFirst() {
      // Then the names that contain it, and the cities of countries whose name starts with it.
      #expect(
        OfflineWeather.search("par").map(\.title) == [
          "Paris, Île-de-France, France", "Paramaribo, Suriname", "Asunción, Paraguay",
          "Valparaíso, Chile",
        ])
      #expect(
        OfflineWeather.search("san").prefix(3).map(\.name) == [
          "Santiago", "Sana'a", "Santa Cruz de la Sierra",
        ])
      #expect(OfflineWeather.search("york").map(\.name) == ["New York"])
      #expect(OfflineWeather.search("   ") == [])
      #expect(OfflineWeather.search("Atlantis") == [])
    }

    @Test func aSearchIgnoresCaseAndAccents() {
      #expect(OfflineWeather.search("SAO").first?.name == "São Paulo")
      #expect(OfflineWeather.search("reykjavik").first?.name == "Reykjavík")
    }

    @Test func aSearchFindsACountrysCities() {
      let icelandic = OfflineWeather.search("iceland")
      #expect(icelandic.map(\.name) == ["Reykjavík", "Akureyri"])
    }

    @Test func aSearchGivesTenResultsAtMost() {
      #expect(OfflineWeather.search("a").count == OfflineWeather.resultLimit)
    }

    @Test func aCityHasTheSameWeatherOnTheSameDay() throws {
      let oslo = try #require(OfflineWeather.search("oslo").first)
      let start = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18
      let forecast = OfflineWeather.forecast(for: oslo, startingOn: start)
      #expect(
        forecast == OfflineWeather.forecast(for: oslo, startingOn: start.addingTimeInterval(3600)))
      #expect(forecast.days.map(\.date) == (18...24).map { "2026-11-\($0)" })
      #expect(forecast.days.allSatisfy { $0.low < $0.high })
      // The next day's forecast starts with this one's second day.
      let tomorrow = OfflineWeather.forecast(
        for: oslo, startingOn: start.addingTimeInterval(86_400))
      #expect(tomorrow.days.first == forecast.days[1])
      let bergen = try #require(OfflineWeather.search("bergen").first)
      #expect(OfflineWeather.forecast(for: bergen, startingOn: start) != forecast)
    }

    @Test func theEquatorIsWarmerThanThePolesAndSeasonsAreOpposite() throws {
      func meanHigh(_ name: String, _ date: Date) throws -> Double {
        let city = try #require(OfflineWeather.search(name).first)
        let days = OfflineWeather.forecast(for: city, startingOn: date).days
        return days.map(\.high).reduce(0, +) / Double(days.count)
      }
      let january = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01
      let july = Date(timeIntervalSince1970: 1_782_864_000)  // 2026-07-01
      #expect(try meanHigh("singapore", january) > meanHigh("reykjavik", january) + 15)
      #expect(try meanHigh("oslo", july) > meanHigh("oslo", january) + 15)
      #expect(try meanHigh("ushuaia", january) > meanHigh("ushuaia", july) + 10)
    }

    @Test func theOfflineClientsForecastStartsToday() async throws {
      let paris = try #require(OfflineWeather.search("paris").first)
      let today = Date(timeIntervalSince1970: 1_795_000_000)
      let forecast = try await withDependencies {
        $0.date.now = today
      } operation: {
        try await WeatherClient.offline.forecast(paris)
      }
      #expect(forecast == OfflineWeather.forecast(for: paris, startingOn: today))
      #expect(try await WeatherClient.offline.search("paris") == [paris])
    }
  }
}
