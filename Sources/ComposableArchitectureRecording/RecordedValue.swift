import ComposableArchitecture
import CustomDump
import Foundation

/// A state or an action as a recording writes it: through its own `Encodable` conformance when it
/// has one (and can then be read back and replayed), as what it is made of otherwise, so that a
/// feature whose types are not `Codable` can still be recorded and read by `session-timeline`.
///
/// Without `Encodable`, a value is written as the structure it dumps as (a value that gives
/// custom-dump another value to dump, a `@Shared` value say, as that value): a struct as an
/// object of its properties, an enum as `{"case": payload}`, a collection as an array. An object
/// is written as its type's name: its stored properties are its own business (a lock, a cache,
/// references back to other objects), and reading them from outside could race. A value with
/// no parts (a closure) is written as its description. Parts that are `Encodable` are written
/// through their conformance. An action that is not `Encodable` is written as the one line that
/// names it in the library's warnings, `Feature.Action.todos(.element(id: 1, action:
/// .toggle))`, where a long value is elided as `…`.
enum RecordedValue: Encodable {
  case encodable(any Encodable)
  case null
  case string(String)
  case array([RecordedValue])
  case object([String: RecordedValue])

  /// A state, or a part of one.
  init(_ value: Any) {
    self = Self.make(value, depth: 0)
  }

  /// An action: its `Encodable` form, or its one-line description.
  init(action: Any) {
    if let encodable = action as? any Encodable {
      self = .encodable(encodable)
    } else {
      self = .string(describeAction(action))
    }
  }

  /// How deep a value's structure is followed: deeper parts are written as `…`.
  private static let maximumDepth = 64

  private static func make(_ value: Any, depth: Int) -> RecordedValue {
    if let encodable = value as? any Encodable { return .encodable(encodable) }
    guard depth < maximumDepth else { return .string("…") }
    func part(_ value: Any) -> RecordedValue { make(value, depth: depth + 1) }
    if let representable = value as? any CustomDumpRepresentable {
      return part(representable.customDumpValue)
    }
    let reflectable = value as? any CustomDumpReflectable
    if reflectable == nil, type(of: value) is AnyClass {
      return .string(typeName(type(of: value)))
    }
    let mirror = reflectable?.customDumpMirror ?? Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      return mirror.children.first.map { part($0.value) } ?? .null
    case .enum:
      guard let payload = mirror.children.first, let name = payload.label else {
        return .object(["\(value)": .object([:])])
      }
      return .object([name: part(payload.value)])
    case .collection, .set:
      return .array(mirror.children.map { part($0.value) })
    case .dictionary:
      var object: [String: RecordedValue] = [:]
      for entry in mirror.children {
        let pair = Array(Mirror(reflecting: entry.value).children)
        guard pair.count == 2 else { continue }
        object[String(describing: pair[0].value)] = part(pair[1].value)
      }
      return .object(object)
    case .tuple, .struct:
      return .object(fields(of: mirror, part))
    case .class, .foreignReference:
      return .string(typeName(type(of: value)))
    case nil:
      guard !mirror.children.isEmpty else { return .string(String(describing: value)) }
      return .object(fields(of: mirror, part))
    @unknown default:
      return .string(String(describing: value))
    }
  }

  /// The labelled parts of a struct, a class or a tuple: unlabelled ones by position (`"0"`),
  /// the backing of a property wrapper by its property's name, and the library's own
  /// bookkeeping (`_$…`) left out.
  private static func fields(
    of mirror: Mirror, _ part: (Any) -> RecordedValue
  ) -> [String: RecordedValue] {
    var fields: [String: RecordedValue] = [:]
    for (index, child) in mirror.children.enumerated() {
      var name = child.label ?? "\(index)"
      if name.hasPrefix("_$") { continue }
      if name.hasPrefix(".") { name.removeFirst() }
      if name.hasPrefix("_"), name.count > 1 { name.removeFirst() }
      fields[name] = part(child.value)
    }
    return fields
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .encodable(let value): try container.encode(value)
    case .null: try container.encodeNil()
    case .string(let value): try container.encode(value)
    case .array(let values): try container.encode(values)
    case .object(let fields): try container.encode(fields)
    }
  }
}
