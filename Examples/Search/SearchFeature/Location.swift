/// A place a search finds: a city, where it is, and about how many people live there.
public struct Location: Codable, Hashable, Identifiable, Sendable {
  /// The place's id in the list it came from (the offline cities, or Open-Meteo's geocoding).
  public let id: Int
  public let name: String
  /// The state, province or region, when known.
  public let region: String?
  public let country: String
  public let latitude: Double
  public let longitude: Double
  /// About how many people live there, when known.
  public let population: Int?

  /// A place.
  public init(
    id: Int, name: String, region: String? = nil, country: String, latitude: Double,
    longitude: Double, population: Int? = nil
  ) {
    self.id = id
    self.name = name
    self.region = region
    self.country = country
    self.latitude = latitude
    self.longitude = longitude
    self.population = population
  }

  /// The place as a result shows it: "Paris, Île-de-France, France", the region left out when
  /// it repeats the name ("Tokyo, Japan").
  public var title: String {
    [name, region == name ? nil : region, country]
      .compactMap { $0 }
      .filter { !$0.isEmpty }
      .joined(separator: ", ")
  }
}
