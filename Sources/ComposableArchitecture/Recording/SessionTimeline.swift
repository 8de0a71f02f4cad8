import Foundation

/// A recording as a readable timeline, for any feature: each step's number, where its action came
/// from, the action, and the lines of state it changed. What `swift run session-timeline`
/// prints.
///
/// ```
/// Session of Counter.State and Counter.Action
/// #1  send              {"incrementButtonTapped":{}}
///       −   "count" : 0
///       +   "count" : 1
/// ```
package enum SessionTimeline {
  /// Renders a recording.
  ///
  /// - Parameter data: The content of a recording file.
  /// - Returns: The timeline.
  /// - Throws: ``SessionRecordingError`` naming the line that cannot be read.
  package static func render(_ data: Data) throws -> String {
    let lines = JSONLines.read(data)
    guard let headerLine = lines.first else {
      throw SessionRecordingError(line: 1, reason: "the file holds no header line")
    }
    let header = try headerLine.decode(as: SessionHeader<JSONValue>.self)
    var output = ["Session of \(header.stateType) and \(header.actionType)"]
    var previous = pretty(header.initialState)
    output.append("Initial state:")
    output += previous.map { "      \($0)" }
    for line in lines.dropFirst() {
      let entry = try line.decode(as: SessionEntry<JSONValue, JSONValue>.self)
      let origin: String
      switch entry.origin {
      case .send: origin = "send"
      case .effect(let action): origin = "effect of \(action)"
      }
      output.append(
        "#\(entry.step)  \(origin.padding(toLength: max(16, origin.count), withPad: " ", startingAt: 0))  \(compact(entry.action))"
      )
      let state = pretty(entry.state)
      let changes = lineDifference(from: previous, to: state)
        .split(separator: "\n")
        .filter { $0.hasPrefix("−") || $0.hasPrefix("+") }
      output += changes.isEmpty ? ["      (no state change)"] : changes.map { "      \($0)" }
      previous = state
    }
    return output.joined(separator: "\n")
  }

  private static func pretty(_ value: JSONValue) -> [Substring] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(value)) ?? Data()
    return String(decoding: data, as: UTF8.self).split(separator: "\n")
  }

  private static func compact(_ value: JSONValue) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(value)) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }
}
