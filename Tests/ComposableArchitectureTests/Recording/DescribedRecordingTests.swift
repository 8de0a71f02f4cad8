import ComposableArchitecture
@_spi(Benchmarks) import ComposableArchitectureRecording
import Foundation
import Testing

/// A form whose action holds a `BindingAction` and whose state holds a value that is not
/// `Codable`: most features of a real app, which cannot be replayed but can be recorded.
@Reducer
private struct NoteForm {
  struct Tag: Equatable, Sendable {
    var name: String
    var isPinned: Bool
  }
  @ObservableState
  struct State: Equatable, Sendable {
    var title = ""
    var tags: [Tag] = []
    var status: Status = .draft
    @Shared(.inMemory("DescribedRecordingTests.pins.\(UUID())")) var pins = 0
  }
  enum Status: Equatable, Sendable {
    case draft
    case saved(at: Int)
  }
  enum Action: BindableAction, Sendable {
    case binding(BindingAction<State>)
    case pinButtonTapped(String)
    case saveButtonTapped
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case .pinButtonTapped(let name):
        state.tags.append(Tag(name: name, isPinned: true))
        state.$pins.withLock { $0 += 1 }
        return .none
      case .saveButtonTapped:
        state.status = .saved(at: 3)
        return .none
      }
    }
  }
}

extension CoreTests {
  @Suite
  @MainActor
  struct DescribedRecordingTests {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("described-\(UUID().uuidString).jsonl")

    func recordSession() throws -> Data {
      let recorder = SessionRecorder<NoteForm.State, NoteForm.Action>(url: url)
      let store = Store(initialState: NoteForm.State()) {
        NoteForm().record(to: recorder)
      }
      store.send(.binding(.set(\.title, "Groceries")))
      store.send(.pinButtonTapped("home"))
      store.send(.saveButtonTapped)
      recorder.flush()
      return try Data(contentsOf: url)
    }

    @Test func aFeatureThatIsNotCodableIsRecordedAsWhatItIsMadeOf() throws {
      defer { try? FileManager.default.removeItem(at: url) }
      let lines = try String(decoding: recordSession(), as: UTF8.self)
        .split(separator: "\n").map(String.init)
      #expect(lines.count == 4)
      #expect(lines[0].contains(#""replayable":false"#))
      #expect(
        lines[0].contains(
          #""initialState":{"pins":0,"status":{"draft":{}},"tags":[],"title":""}"#)
      )
      #expect(lines[2].contains(#""action":"NoteForm.Action.pinButtonTapped(\"home\")""#))
      #expect(
        lines[2].contains(#""tags":[{"isPinned":true,"name":"home"}],"title":"Groceries""#)
      )
      #expect(lines[3].contains(#""status":{"saved":{"at":3}}"#))
      // A shared value is written as its value, as it was at each step.
      #expect(lines[1].contains(#""pins":0"#))
      #expect(lines[2].contains(#""pins":1"#))
    }

    @Test func theTimelineShowsItsActionsByNameAndItsChanges() throws {
      defer { try? FileManager.default.removeItem(at: url) }
      let timeline = try SessionTimeline.render(recordSession())
      #expect(timeline.hasPrefix("Session of NoteForm.State and NoteForm.Action"))
      #expect(timeline.contains(#"#2  send              NoteForm.Action.pinButtonTapped("home")"#))
      #expect(timeline.contains(#"+   "title" : "Groceries""#))
      #expect(timeline.contains(#"#3  send              NoteForm.Action.saveButtonTapped"#))
    }

    @Test func readingItBackAsValuesSaysWhyItCannot() throws {
      defer { try? FileManager.default.removeItem(at: url) }
      _ = try recordSession()
      #expect {
        try SessionRecording<Int, Int>(contentsOf: url)
      } throws: { error in
        let error = error as? SessionRecordingError
        return error?.line == 1
          && error?.reason == """
            recorded from a feature whose state or action is not Codable: `session-timeline` \
            shows it, but its values cannot be read back or replayed
            """
      }
    }
  }
}
