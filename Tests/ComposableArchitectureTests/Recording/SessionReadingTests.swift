import Foundation
import Testing

@testable import ComposableArchitecture
@_spi(Benchmarks) @testable import ComposableArchitectureRecording

extension CoreTests {
  /// What the readers make of recordings that are large, from another version, or damaged.
  @Suite
  @MainActor
  struct SessionReadingTests {
    let header =
      #"{"actionType":"RecordedCounter.Action","format":"composable-architecture-session","initialState":{"count":0},"stateType":"RecordedCounter.State","version":1}"#

    func recording(_ lines: String...) -> Data {
      Data(lines.map { $0 + "\n" }.joined().utf8)
    }

    func readError(_ data: Data) -> SessionRecordingError? {
      let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("session-\(UUID().uuidString).jsonl")
      defer { try? FileManager.default.removeItem(at: url) }
      try? data.write(to: url)
      do {
        _ = try RecordedSession(contentsOf: url)
        return nil
      } catch {
        return error as? SessionRecordingError
      }
    }

    func timelineError(_ data: Data) -> SessionRecordingError? {
      do {
        _ = try SessionTimeline.render(data)
        return nil
      } catch {
        return error as? SessionRecordingError
      }
    }

    @Test func aListThatChangesEntirelyIsShownCoarselyAndSaysSo() throws {
      func state(_ offset: Int) -> String {
        let items = (0..<5_000).map { #"{"id":\#($0),"title":"row \#($0 + offset)"}"# }
        return #"{"items":[\#(items.joined(separator: ","))]}"#
      }
      let data = recording(
        #"{"actionType":"A","format":"composable-architecture-session","initialState":\#(state(0)),"stateType":"S","version":1}"#,
        #"{"action":{"shuffle":{}},"origin":{"send":{}},"state":\#(state(1)),"step":1}"#
      )
      let timeline = try SessionTimeline.render(data)
      #expect(
        timeline.contains(
          "      (39994 changed lines are too many to align: shown as removed, then added)"
        )
      )
      #expect(timeline.contains(#"      −       "title" : "row 0""#))
      #expect(timeline.contains(#"      +       "title" : "row 5000""#))
      // The first id is before the changed region: unchanged, so not among the step's lines.
      let step = try #require(timeline.components(separatedBy: "#1  send").last)
      #expect(!step.contains(#""id" : 0,"#))
    }

    @Test func aSmallChangeInALargeStateIsAlignedLineByLine() throws {
      let items = (0..<5_000).map { #"{"id":\#($0)}"# }
      var changed = items
      changed[2_500] = #"{"id":-1}"#
      let data = recording(
        #"{"actionType":"A","format":"composable-architecture-session","initialState":[\#(items.joined(separator: ","))],"stateType":"S","version":1}"#,
        #"{"action":{"edit":{}},"origin":{"send":{}},"state":[\#(changed.joined(separator: ","))],"step":1}"#
      )
      let timeline = try SessionTimeline.render(data)
      #expect(!timeline.contains("too many to align"))
      #expect(timeline.contains(#"      −     "id" : 2500"#))
      #expect(timeline.contains(#"      +     "id" : -1"#))
    }

    @Test func anUnknownVersionIsRejectedByBothReaders() {
      let future = header.replacingOccurrences(of: #""version":1"#, with: #""version":99"#)
      let expected = SessionRecordingError(
        line: 1, reason: "recorded in format version 99; this library reads version 1"
      )
      #expect(readError(recording(future)) == expected)
      #expect(timelineError(recording(future)) == expected)
    }

    @Test func anotherFormatIsRejectedByBothReaders() {
      let other = header.replacingOccurrences(
        of: "composable-architecture-session", with: "something-else")
      let expected = SessionRecordingError(
        line: 1,
        reason: """
          not a session recording (its format is "something-else", not \
          "composable-architecture-session")
          """
      )
      #expect(readError(recording(other)) == expected)
      #expect(timelineError(recording(other)) == expected)
    }

    @Test func aMissingTypeNameIsRejectedByTheTimeline() {
      let nameless = header.replacingOccurrences(
        of: #""stateType":"RecordedCounter.State","#, with: "")
      #expect(
        timelineError(recording(nameless))
          == SessionRecordingError(line: 1, reason: #"missing key "stateType""#)
      )
    }

    @Test func errorsNameTheirRealCause() {
      // An integer too large for `Int` is valid JSON: it does not fit its type.
      let overflow = recording(
        header,
        #"{"action":{"increment":{}},"origin":{"send":{}},"state":{"count":99999999999999999999},"step":1}"#
      )
      #expect(
        readError(overflow)?.reason == """
          a value does not fit the type it is read as (a number out of range for its type, say)
          """
      )
      // Bad UTF-8 is named, with where it is.
      var badUTF8 = Data("\(header)\n".utf8)
      badUTF8.append(contentsOf: Array(#"{"action":{"factResponse":{"_0":""#.utf8))
      badUTF8.append(contentsOf: [0xFF, 0xFE])
      badUTF8.append(contentsOf: Array(#""}},"origin":{"send":{}},"state":{"count":0},"step":1}"#.utf8) + [0x0A])
      #expect(readError(badUTF8)?.reason == "invalid JSON at byte 34: invalid UTF-8")
      #expect(timelineError(badUTF8)?.reason == "invalid JSON at byte 34: invalid UTF-8")
      // A syntax error is named, with where it is.
      let syntax = recording(header, #"{"action":{"increment":{}},"origin":,"step":1}"#)
      #expect(
        readError(syntax)?.reason == #"invalid JSON at byte 37: expected a value, found ",""#
      )
      #expect(
        timelineError(syntax)?.reason == #"invalid JSON at byte 37: expected a value, found ",""#
      )
    }
  }
}
