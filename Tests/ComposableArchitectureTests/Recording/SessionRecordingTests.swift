import ComposableArchitecture
@_spi(Benchmarks) import ComposableArchitectureRecording
import Foundation
import Testing

@Reducer
struct RecordedCounter {
  struct State: Codable, Equatable, Sendable {
    var count = 0
    var fact: String?
  }
  enum Action: Codable, Equatable, Sendable {
    case increment
    case factButtonTapped
    case factResponse(String)
  }
  var step = 1
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += step
        return .none
      case .factButtonTapped:
        return .run { [count = state.count] send in
          await send(.factResponse("\(count) is a number"))
        }
      case .factResponse(let fact):
        state.fact = fact
        return .none
      }
    }
  }
}

typealias RecordedSession = SessionRecording<RecordedCounter.State, RecordedCounter.Action>

extension CoreTests {
  @Suite
  @MainActor
  struct SessionRecordingTests {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("session-\(UUID().uuidString).jsonl")

    /// Records increment, fact button, fact response.
    func recordSession() async throws -> RecordedSession {
      let recorder = SessionRecorder<RecordedCounter.State, RecordedCounter.Action>(url: url)
      let store = Store(initialState: RecordedCounter.State()) {
        RecordedCounter().record(to: recorder)
      }
      store.send(.increment)
      await store.send(.factButtonTapped).finish()
      recorder.flush()
      return try RecordedSession(contentsOf: url)
    }

    @Test func recordsActionsOriginsAndStates() async throws {
      defer { try? FileManager.default.removeItem(at: url) }
      let recording = try await recordSession()
      #expect(recording.initialState == RecordedCounter.State())
      #expect(
        recording.steps.map(\.action) == [
          .increment, .factButtonTapped, .factResponse("1 is a number"),
        ]
      )
      #expect(
        recording.steps.map(\.origin) == [
          .send, .send, .effect(of: "RecordedCounter.Action.factButtonTapped"),
        ]
      )
      #expect(
        recording.steps.last?.state == RecordedCounter.State(count: 1, fact: "1 is a number")
      )
    }

    @Test func replayReproducesOrReportsTheFirstDivergence() async throws {
      defer { try? FileManager.default.removeItem(at: url) }
      let recording = try await recordSession()
      #expect(recording.replay(reducer: RecordedCounter()) == .reproduced(steps: 3))
      guard
        case .diverged(let step, let line, let action, _) = recording.replay(
          reducer: RecordedCounter(step: 2)
        )
      else {
        Issue.record("Expected the replay to diverge")
        return
      }
      #expect(step == 1)
      #expect(line == 2)
      #expect(action == "RecordedCounter.Action.increment")
      withKnownIssue {
        recording.assertReplays(reducer: RecordedCounter(step: 2))
      } matching: { issue in
        text(of: issue).hasPrefix(
          "The session diverges at step 1 (line 2), RecordedCounter.Action.increment: …"
        )
          && text(of: issue).contains("−   count: 1,\n")
          && text(of: issue).contains("+   count: 2,\n")
          && text(of: issue).hasSuffix("(Recorded: −, Replayed: +)")
      }
    }

    @Test func exportsATestStoreTest() async throws {
      defer { try? FileManager.default.removeItem(at: url) }
      let recording = try await recordSession()
      #expect(
        recording.testSource(reducer: "RecordedCounter()") == """
          let store = TestStore(initialState: RecordedCounter.State(
            count: 0,
            fact: nil
          )) {
            RecordedCounter()
          }
          await store.send(RecordedCounter.Action.increment) {
            $0.count = 1
          }
          await store.send(RecordedCounter.Action.factButtonTapped)
          await store.receive(RecordedCounter.Action.factResponse("1 is a number")) {
            $0.fact = "1 is a number"
          }
          """
      )
    }

    @Test func timelineShowsActionsAndStateChanges() async throws {
      defer { try? FileManager.default.removeItem(at: url) }
      _ = try await recordSession()
      let timeline = try SessionTimeline.render(Data(contentsOf: url))
      #expect(timeline.hasPrefix("Session of RecordedCounter.State and RecordedCounter.Action"))
      #expect(timeline.contains("#1  send              {\"increment\":{}}"))
      #expect(timeline.contains("−   \"count\" : 0"))
      #expect(timeline.contains("+   \"count\" : 1"))
      #expect(
        timeline.contains(
          """
          #3  effect of RecordedCounter.Action.factButtonTapped  \
          {"factResponse":{"_0":"1 is a number"}}
          """
        )
      )
    }

    @Test func aCutOffLastLineIsIgnored() async throws {
      defer { try? FileManager.default.removeItem(at: url) }
      _ = try await recordSession()
      let handle = try FileHandle(forWritingTo: url)
      try handle.seekToEnd()
      try handle.write(contentsOf: Data("{\"step\":4,\"origin\":{\"se".utf8))
      try handle.close()
      #expect(try RecordedSession(contentsOf: url).steps.count == 3)
    }

    @Test func corruptLinesAndOtherFeaturesAreClearErrors() async throws {
      defer { try? FileManager.default.removeItem(at: url) }
      _ = try await recordSession()
      var lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
      lines[2] = #"{"step":2,"origin":{"send":{}},"action":{"jump":{}},"state":{"count":1}}"#
      try (lines.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
      #expect {
        try RecordedSession(contentsOf: url)
      } throws: { error in
        guard let error = error as? SessionRecordingError else { return false }
        return error.line == 3 && error.description.hasPrefix("Session recording, line 3: ")
      }
      #expect {
        try SessionRecording<Int, String>(contentsOf: url)
      } throws: { error in
        guard let error = error as? SessionRecordingError else { return false }
        return error.line == 1
          && error.reason == """
            recorded from a feature of RecordedCounter.State and RecordedCounter.Action, \
            read as Int and String
            """
      }
    }
  }
}
