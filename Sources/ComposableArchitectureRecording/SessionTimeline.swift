import ComposableArchitecture
import Foundation

/// A recording as a readable timeline, for any feature: each step's number, where its action came
/// from, the action, and the lines of state it changed. What `swift run session-timeline`
/// prints. Not public API: the tool and the benchmarks use it.
///
/// ```
/// Session of Counter.State and Counter.Action
/// #1  send              {"incrementButtonTapped":{}}
///       −   "count" : 0
///       +   "count" : 1
/// ```
@_spi(Benchmarks) public enum SessionTimeline {
  /// Renders a recording.
  ///
  /// - Parameter data: The content of a recording file.
  /// - Returns: The timeline.
  /// - Throws: ``SessionRecordingError`` naming the line that cannot be read.
  public static func render(_ data: Data) throws -> String {
    let lines = JSONLines.read(data)
    guard let headerLine = lines.first else {
      throw SessionRecordingError(line: 1, reason: "the file holds no header line")
    }
    // Lines are scanned, not decoded: a state of megabytes is re-indented in linear time.
    let header = try ScannedLine(headerLine)
    try SessionHeaderCheck.check(
      format: header.decode("format", as: String.self),
      version: header.decode("version", as: Int.self),
      line: 1
    )
    let stateType = try header.decode("stateType", as: String.self)
    let actionType = try header.decode("actionType", as: String.self)
    // Written as bytes: a state of megabytes has hundreds of thousands of lines.
    var output = TimelineText(capacity: data.count * 3)
    output.line("Session of \(stateType) and \(actionType)")
    var previous = try header.prettyLines("initialState")
    output.line("Initial state:")
    for line in previous {
      output.line(indented: line)
    }
    for line in lines.dropFirst() {
      let entry = try ScannedLine(line)
      let step = try entry.decode("step", as: Int.self)
      let origin: String
      switch try entry.decode("origin", as: SessionRecording<Int, Int>.Origin.self) {
      case .send: origin = "send"
      case .effect(let action): origin = "effect of \(action)"
      }
      let column = origin.padding(toLength: max(16, origin.count), withPad: " ", startingAt: 0)
      output.line("#\(step)  \(column)  \(try entry.action())")
      let state = try entry.prettyLines("state")
      let difference = LineDifference(from: previous, to: state)
      if difference.isCoarse {
        output.line(
          "      (\(difference.changedLines) changed lines are too many to align: shown as removed, then added)"
        )
      }
      var changes = 0
      difference.forEach(includingUnchanged: false) { sign, line in
        output.line(indented: line, sign: sign)
        changes += 1
      }
      if changes == 0 {
        output.line("      (no state change)")
      }
      previous = state
    }
    return output.text
  }
}

/// The timeline's text, built as bytes.
private struct TimelineText {
  private var bytes: [UInt8] = []

  /// - Parameter capacity: The expected size: re-indented, a state takes about three times its
  ///   compact size over a step and its diff.
  init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  mutating func line(_ text: String) {
    if !bytes.isEmpty { bytes.append(0x0A) }
    bytes.append(contentsOf: text.utf8)
  }

  /// A line of state, under its step: `      ` or `      − ` before it.
  mutating func line(
    indented line: ArraySlice<UInt8>, sign: LineDifference<ArraySlice<UInt8>>.Sign? = nil
  ) {
    if !bytes.isEmpty { bytes.append(0x0A) }
    bytes.append(contentsOf: Self.indent)
    switch sign {
    case .removed?: bytes.append(contentsOf: Self.removed)
    case .inserted?: bytes.append(contentsOf: Self.inserted)
    case .unchanged?: bytes.append(contentsOf: Self.unchanged)
    case nil: break
    }
    bytes.append(contentsOf: line)
  }

  private static let indent = Array("      ".utf8)
  private static let removed = Array("− ".utf8)
  private static let inserted = Array("+ ".utf8)
  private static let unchanged = Array("\u{2007} ".utf8)

  var text: String {
    String(decoding: bytes, as: UTF8.self)
  }
}

/// A line of a recording, scanned: its top-level keys and where their values are.
struct ScannedLine {
  let number: Int
  let bytes: [UInt8]
  let values: [String: Range<Int>]

  init(_ line: JSONLines.Line) throws {
    number = line.number
    bytes = Array(line.data)
    do {
      values = try JSONScanner.topLevelValues(of: bytes)
    } catch {
      throw SessionRecordingError(line: line.number, reason: error.description)
    }
  }

  private func range(_ key: String) throws -> Range<Int> {
    guard let range = values[key] else {
      throw SessionRecordingError(line: number, reason: "missing key \"\(key)\"")
    }
    return range
  }

  /// A small value, decoded.
  func decode<T: Decodable>(_ key: String, as type: T.Type) throws -> T {
    let data = Data(bytes[try range(key)])
    do {
      return try JSONDecoder().decode(T.self, from: data)
    } catch {
      throw SessionRecordingError(line: number, reason: describe(error, in: data, key: key))
    }
  }

  /// A value as written (compact).
  func raw(_ key: String) throws -> String {
    String(decoding: bytes[try range(key)], as: UTF8.self)
  }

  /// The step's action as a reader wants it: its JSON, or, for an action recorded by its
  /// description (a feature whose actions are not `Codable`), that description's text.
  func action() throws -> String {
    let range = try range("action")
    if bytes[range].first == UInt8(ascii: "\""), let text = try? decode("action", as: String.self) {
      return text
    }
    return String(decoding: bytes[range], as: UTF8.self)
  }

  /// A value re-indented, line by line.
  func prettyLines(_ key: String) throws -> [ArraySlice<UInt8>] {
    let range = try range(key)
    do {
      return try JSONScanner.prettyLines(bytes[range])
    } catch {
      throw SessionRecordingError(line: number, reason: error.description)
    }
  }
}
