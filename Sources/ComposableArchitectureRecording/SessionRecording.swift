import ComposableArchitecture
import Foundation

/// A recorded session: the feature's initial state, then each action it processed, where the
/// action came from, and the state after it. Stored as JSON Lines, one step per line, by
/// `Reducer.record(to:)`.
///
/// ```
/// {"format":"composable-architecture-session","version":1,"state":"Counter.State",…}
/// {"step":1,"origin":"send","action":{"increment":{}},"state":{"count":1}}
/// ```
///
/// Read one back with ``init(contentsOf:)``, replay
/// it with ``replay(reducer:)``, turn it into a test with ``testSource(reducer:)``.
public struct SessionRecording<State: Codable, Action: Codable> {
  /// The state the session started from.
  public var initialState: State
  /// The steps, in order.
  public var steps: [Step]

  /// One action and its outcome.
  public struct Step {
    /// The step's number, from 1.
    public var number: Int
    /// Where the action came from: sent by the user, or by an effect of an earlier action.
    public var origin: Origin
    /// The action.
    public var action: Action
    /// The state after the action.
    public var state: State
    /// The line of the file the step was read from.
    public var line: Int
  }

  /// Where a recorded action came from.
  public enum Origin: Codable, Equatable, Sendable {
    /// Sent to the store from outside.
    case send
    /// Sent by an effect returned for an action (named by its case).
    case effect(of: String)
  }

  /// Reads a recording, checking that it was made by a feature of these `State` and `Action`
  /// types.
  ///
  /// A last line without its newline (the recorder was stopped mid-write) is ignored.
  ///
  /// - Parameter url: The recording's file.
  /// - Throws: ``SessionRecordingError`` naming the line and the decoding failure.
  public init(contentsOf url: URL) throws {
    let lines = try JSONLines.read(Data(contentsOf: url))
    guard let headerLine = lines.first else {
      throw SessionRecordingError(line: 1, reason: "the file holds no header line")
    }
    // The types first, so that a recording of another feature is named as such rather than
    // failing to decode.
    let header = try headerLine.decode(as: SessionHeaderSummary.self)
    try SessionHeaderCheck.check(format: header.format, version: header.version, line: 1)
    guard header.replayable != false else {
      throw SessionRecordingError(
        line: 1,
        reason: """
          recorded from a feature whose state or action is not Codable: `session-timeline` \
          shows it, but its values cannot be read back or replayed
          """
      )
    }
    let expected = (typeName(State.self), typeName(Action.self))
    guard header.stateType == expected.0, header.actionType == expected.1 else {
      throw SessionRecordingError(
        line: 1,
        reason: """
          recorded from a feature of \(header.stateType) and \(header.actionType), \
          read as \(expected.0) and \(expected.1)
          """
      )
    }
    initialState = try headerLine.decode(as: SessionHeader<State>.self).initialState
    steps = try lines.dropFirst().map { line in
      let entry = try line.decode(as: SessionEntry<State, Action>.self)
      return Step(
        number: entry.step, origin: Origin(entry.origin), action: entry.action, state: entry.state,
        line: line.number
      )
    }
  }
}

/// A recording that cannot be read: where, and why.
public struct SessionRecordingError: Error, CustomStringConvertible, Equatable {
  /// The line of the file (from 1).
  public let line: Int
  /// What went wrong.
  public let reason: String

  /// "line 3: …".
  public var description: String {
    "Session recording, line \(line): \(reason)"
  }
}

/// The first line of a recording.
struct SessionHeader<State> {
  static var formatName: String { "composable-architecture-session" }
  static var currentVersion: Int { 1 }
  var format = formatName
  var version = currentVersion
  var stateType: String
  var actionType: String
  /// `false` when the feature's state or action is not `Codable`: the recording can be read
  /// by `session-timeline`, not as values. Absent otherwise.
  var replayable: Bool?
  var initialState: State
}

extension SessionHeader: Encodable where State: Encodable {}
extension SessionHeader: Decodable where State: Decodable {}

/// What a reader checks of a header before reading the rest.
struct SessionHeaderSummary: Decodable {
  var format: String
  var version: Int
  var stateType: String
  var actionType: String
  var replayable: Bool?
}

/// Where a recorded action came from, in a recorder of any feature.
typealias RecordedOrigin = SessionRecording<Int, Int>.Origin

extension SessionRecording.Origin {
  /// The same origin, in a recording of these types.
  init(_ origin: RecordedOrigin) {
    switch origin {
    case .send: self = .send
    case .effect(let action): self = .effect(of: action)
    }
  }
}

/// The format and version a reader accepts.
enum SessionHeaderCheck {
  static func check(format: String, version: Int, line: Int) throws {
    let expected = SessionHeader<Int>.formatName
    guard format == expected else {
      throw SessionRecordingError(
        line: line,
        reason: "not a session recording (its format is \"\(format)\", not \"\(expected)\")"
      )
    }
    let readable = SessionHeader<Int>.currentVersion
    guard version == readable else {
      throw SessionRecordingError(
        line: line,
        reason: "recorded in format version \(version); this library reads version \(readable)"
      )
    }
  }
}

/// A step line of a recording.
struct SessionEntry<State, Action> {
  var step: Int
  var origin: RecordedOrigin
  var action: Action
  var state: State
}

extension SessionEntry: Encodable where State: Encodable, Action: Encodable {}
extension SessionEntry: Decodable where State: Decodable, Action: Decodable {}

/// The lines of a JSON Lines file.
package enum JSONLines {
  /// One line of a file, with its number.
  package struct Line: Sendable {
    /// The line's number, from 1.
    package let number: Int
    /// The line's bytes.
    package let data: Data

    /// Decodes the line.
    ///
    /// - Parameter type: The type to decode.
    /// - Throws: ``SessionRecordingError`` naming this line.
    package func decode<T: Decodable>(as type: T.Type) throws -> T {
      do {
        return try JSONDecoder().decode(T.self, from: data)
      } catch {
        throw SessionRecordingError(line: number, reason: describe(error, in: data))
      }
    }
  }

  /// Splits a file into its complete lines: empty lines are skipped, and a last line without
  /// its newline (cut off by a crash) is dropped.
  ///
  /// - Parameter data: The file's content.
  package static func read(_ data: Data) -> [Line] {
    var lines: [Line] = []
    var number = 0
    var start = data.startIndex
    while let end = data[start...].firstIndex(of: UInt8(ascii: "\n")) {
      number += 1
      if end > start {
        lines.append(Line(number: number, data: data[start..<end]))
      }
      start = data.index(after: end)
    }
    return lines
  }
}

/// A decoding error in a sentence: what failed, and where in the value. Foundation calls any
/// failure of the raw text "not valid JSON", so the text is checked first, to tell bad JSON (or
/// bad UTF-8) from valid JSON holding a value that does not fit its type.
func describe(_ error: any Error, in data: Data, key: String? = nil) -> String {
  do {
    try JSONScanner.validate(data)
  } catch {
    return key.map { "\(error.description) in \"\($0)\"" } ?? error.description
  }
  guard let error = error as? DecodingError else { return "\(error)" }
  func path(_ context: DecodingError.Context) -> String {
    var components = context.codingPath.map {
      $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)"
    }
    if let key { components.insert(".\(key)", at: 0) }
    let path = components.joined()
    return path.isEmpty ? "" : " at \(path)"
  }
  switch error {
  case .typeMismatch(let type, let context):
    return "expected \(type)\(path(context)): \(context.debugDescription)"
  case .valueNotFound(let type, let context):
    return "missing \(type)\(path(context)): \(context.debugDescription)"
  case .keyNotFound(let codingKey, let context):
    return "missing key \"\(codingKey.stringValue)\"\(path(context))"
  case .dataCorrupted(let context):
    guard context.codingPath.isEmpty, context.underlyingError == nil else {
      return "invalid value\(path(context)): \(context.debugDescription)"
    }
    // The text is valid JSON: most likely a number too large for the type it is read as.
    return """
      a value\(path(context)) does not fit the type it is read as (a number out of range for \
      its type, say)
      """
  @unknown default:
    return "\(error)"
  }
}
