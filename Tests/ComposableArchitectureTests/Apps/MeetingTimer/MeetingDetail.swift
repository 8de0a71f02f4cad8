import ComposableArchitecture
import Foundation

/// A meeting that was held: when, and who spoke.
struct PastMeeting: Equatable, Identifiable, Sendable {
  let id: UUID
  var date: Date
  var transcript: String
}

/// A standup's detail screen: its past meetings, and the button that starts a new one, presenting
/// ``RecordMeeting`` until that saves or discards the meeting and dismisses itself.
@Reducer
struct MeetingDetail {
  @ObservableState
  struct State: Equatable {
    var history: IdentifiedArrayOf<PastMeeting> = []
    @Presents var recordMeeting: RecordMeeting.State?
    var standup: Standup
  }

  enum Action: Equatable {
    case recordMeeting(PresentationAction<RecordMeeting.Action>)
    case startMeetingButtonTapped
  }

  @Dependency(\.date.now) var now
  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .recordMeeting(.presented(.delegate(.save(let transcript)))):
        state.history.append(
          PastMeeting(id: uuid(), date: now, transcript: transcript)
        )
        return .none

      case .recordMeeting:
        return .none

      case .startMeetingButtonTapped:
        state.recordMeeting = RecordMeeting.State(standup: state.standup)
        return .none
      }
    }
    .ifLet(\.$recordMeeting, action: \.recordMeeting) {
      RecordMeeting()
    }
  }
}

extension Standup {
  /// A six-second standup of three attendees: two seconds each.
  static let morningSync = Standup(
    title: "Morning Sync",
    duration: 6,
    attendees: [
      Attendee(id: UUID(0), name: "Blob"),
      Attendee(id: UUID(1), name: "Blob Jr"),
      Attendee(id: UUID(2), name: "Blob Sr"),
    ]
  )
}
