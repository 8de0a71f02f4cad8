import Foundation

/// Any JSON value: how app storage keeps values of different types in one file, readable as
/// plain JSON (`{"isOnboarded": true, "name": "Blob"}`).
enum JSONValue: Codable, Equatable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let bool = try? container.decode(Bool.self) {
      self = .bool(bool)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let string = try? container.decode(String.self) {
      self = .string(string)
    } else if let array = try? container.decode([JSONValue].self) {
      self = .array(array)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .number(let value):
      // Whole numbers are written without a fraction, so integers read back as integers.
      if value.rounded() == value, abs(value) < 1e15 {
        try container.encode(Int64(value))
      } else {
        try container.encode(value)
      }
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }

  /// The JSON form of a value; `null` for a value that cannot be encoded.
  init(encoding value: some Encodable) {
    let data = try? JSONEncoder().encode(value)
    self = data.flatMap { try? JSONDecoder().decode(JSONValue.self, from: $0) } ?? .null
  }

  /// The value this JSON encodes.
  func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(self))
  }
}
