import ComposableArchitecture
import Foundation
import SearchFeature
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension SearchFeatureTests {
  /// The live client against canned answers from Open-Meteo, served by a URL protocol in place
  /// of the network: what it asks, how it reads the answers, and the words of its errors.
  @Suite(.serialized) @MainActor struct LiveWeatherTests {
    /// Runs `operation` with a session whose every request gets `answer`, then lets the
    /// session go.
    private func withAnswer<Value>(
      _ answer: CannedAnswer, _ operation: () async throws -> Value
    ) async throws -> Value {
      CannedProtocol.answer.setValue(answer)
      let configuration = URLSessionConfiguration.ephemeral
      configuration.protocolClasses = [CannedProtocol.self]
      let session = URLSession(configuration: configuration)
      defer { session.finishTasksAndInvalidate() }
      return try await withDependencies {
        $0.urlSession = session
      } operation: {
        try await operation()
      }
    }

    @Test func aSearchAsksTheGeocodingServiceAndReadsItsPlaces() async throws {
      let body = #"""
        {"results":[{"id":2988507,"name":"Paris","latitude":48.85341,"longitude":2.3488,
        "country":"France","admin1":"Île-de-France","population":2138551},
        {"id":4717560,"name":"Paris","latitude":33.66094,"longitude":-95.55551,
        "country":"United States","admin1":"Texas"}]}
        """#
      let places = try await withAnswer(.body(body)) {
        try await WeatherClient.live.search("Paris")
      }
      #expect(
        places.map(\.title) == ["Paris, Île-de-France, France", "Paris, Texas, United States"])
      #expect(places.first?.population == 2_138_551)
      let url = try #require(CannedProtocol.requests.value.last)
      #expect(url.host == "geocoding-api.open-meteo.com")
      #expect(url.query?.contains("name=Paris") == true)
    }

    @Test func aSearchWithNoMatchFindsNothing() async throws {
      let places = try await withAnswer(.body(#"{"generationtime_ms":0.5}"#)) {
        try await WeatherClient.live.search("Atlantis")
      }
      #expect(places == [])
    }

    @Test func aForecastReadsEachDaysWeatherAndTemperatures() async throws {
      let body = #"""
        {"daily":{"time":["2026-11-24","2026-11-25"],"weather_code":[3,61],
        "temperature_2m_max":[9.4,8.2],"temperature_2m_min":[3.6,4.9]}}
        """#
      let paris = Location(
        id: 1, name: "Paris", country: "France", latitude: 48.85, longitude: 2.35)
      let forecast = try await withAnswer(.body(body)) {
        try await WeatherClient.live.forecast(paris)
      }
      #expect(
        forecast.days == [
          Forecast.Day(date: "2026-11-24", weather: .cloudy, high: 9, low: 4),
          Forecast.Day(date: "2026-11-25", weather: .rain, high: 8, low: 5),
        ])
      let url = try #require(CannedProtocol.requests.value.last)
      #expect(url.host == "api.open-meteo.com")
      #expect(url.query?.contains("latitude=48.85") == true)
    }

    @Test func noNetworkSaysWhatToDo() async throws {
      let error = await #expect(throws: WeatherError.self) {
        try await withAnswer(.failure(URLError(.notConnectedToInternet))) {
          try await WeatherClient.live.search("Paris")
        }
      }
      // Between the two, the system's own words for the failure.
      let message = try #require(error?.message)
      #expect(message.hasPrefix("Could not reach geocoding-api.open-meteo.com ("))
      #expect(
        message.hasSuffix(
          "). Check the network, or run without --live to search the cities shipped with the app."
        ))
    }

    @Test func anErrorStatusOrAnUnreadableAnswerIsSaidInWords() async {
      await #expect(
        throws: WeatherError("api.open-meteo.com answered with HTTP status 503.")
      ) {
        try await withAnswer(.status(503)) {
          try await WeatherClient.live.forecast(
            Location(id: 1, name: "Paris", country: "France", latitude: 48.85, longitude: 2.35))
        }
      }
      await #expect(
        throws: WeatherError("geocoding-api.open-meteo.com sent an answer this app cannot read.")
      ) {
        try await withAnswer(.body("<html>maintenance</html>")) {
          try await WeatherClient.live.search("Paris")
        }
      }
    }
  }
}

/// What the canned protocol answers every request with.
private enum CannedAnswer: Sendable {
  case body(String)
  case status(Int)
  case failure(URLError)
}

/// Answers requests without a network, with the answer a test set.
private final class CannedProtocol: URLProtocol {
  // Its answer and the requests it saw live in locked statics: the session makes instances of
  // it on its own threads.
  static let answer = LockIsolated(CannedAnswer.status(500))
  static let requests = LockIsolated<[URL]>([])

  override class func canInit(with request: URLRequest) -> Bool { true }
  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    let url = request.url!
    Self.requests.withValue { $0.append(url) }
    let status: Int
    var body = Data()
    switch Self.answer.value {
    case .body(let text):
      status = 200
      body = Data(text.utf8)
    case .status(let code):
      status = code
    case .failure(let error):
      client?.urlProtocol(self, didFailWithError: error)
      return
    }
    let response = HTTPURLResponse(
      url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: nil)!
    client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    client?.urlProtocol(self, didLoad: body)
    client?.urlProtocolDidFinishLoading(self)
  }

  override func stopLoading() {}
}
