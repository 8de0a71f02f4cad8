import ComposableArchitecture
import Foundation

/// A recurring meeting: its title, how long it lasts, and who takes a turn to speak.
struct Standup: Equatable, Sendable {
  var title: String
  /// The length of the meeting, in seconds, shared equally among the attendees.
  var duration: Int
  var attendees: IdentifiedArrayOf<Attendee>

  /// How long each attendee speaks, in seconds.
  var secondsPerAttendee: Int {
    max(1, duration / max(1, attendees.count))
  }
}

struct Attendee: Equatable, Identifiable, Sendable {
  let id: UUID
  var name: String
}

/// The screen shown while a meeting runs: a timer that passes the floor from one attendee to the
/// next, and that saves the meeting and dismisses itself when time is up.
@Reducer
struct RecordMeeting {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    var secondsElapsed = 0
    var speakerIndex = 0
    var standup: Standup

    var durationRemaining: Int {
      standup.duration - secondsElapsed
    }

    /// The attendees who have had the floor so far, in order.
    var transcript: String {
      standup.attendees.prefix(speakerIndex + 1).map(\.name).joined(separator: ", ")
    }
  }

  enum Action: Equatable {
    case alert(PresentationAction<Alert>)
    case delegate(Delegate)
    case endMeetingButtonTapped
    case nextButtonTapped
    case onAppear
    case timerTick

    @CasePathable
    enum Alert: Equatable {
      case confirmDiscard
      case confirmSave
    }
    @CasePathable
    enum Delegate: Equatable {
      case save(transcript: String)
    }
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmDiscard)):
        return .run { _ in
          await self.dismiss()
        }

      case .alert(.presented(.confirmSave)):
        return saveAndDismiss(transcript: state.transcript)

      case .alert, .delegate:
        return .none

      case .endMeetingButtonTapped:
        state.alert = .endMeeting
        return .none

      case .nextButtonTapped:
        guard state.speakerIndex < state.standup.attendees.count - 1 else {
          state.alert = .endMeeting
          return .none
        }
        state.speakerIndex += 1
        state.secondsElapsed = state.speakerIndex * state.standup.secondsPerAttendee
        return .none

      case .onAppear:
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.timerTick)
          }
        }

      case .timerTick:
        // The meeting is paused while the user decides whether to end it.
        guard state.alert == nil else { return .none }
        state.secondsElapsed += 1
        if state.secondsElapsed >= state.standup.duration {
          return saveAndDismiss(transcript: state.transcript)
        }
        if state.secondsElapsed.isMultiple(of: state.standup.secondsPerAttendee) {
          state.speakerIndex += 1
        }
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }

  private func saveAndDismiss(transcript: String) -> Effect<Action> {
    .run { send in
      await send(.delegate(.save(transcript: transcript)))
      await self.dismiss()
    }
  }
}

extension AlertState where Action == RecordMeeting.Action.Alert {
  static var endMeeting: Self {
    AlertState {
      TextState("End meeting?")
    } actions: {
      ButtonState(action: .confirmSave) {
        TextState("Save and end")
      }
      ButtonState(role: .destructive, action: .confirmDiscard) {
        TextState("Discard")
      }
      ButtonState(role: .cancel) {
        TextState("Resume")
      }
    } message: {
      TextState("You are ending the meeting early. What would you like to do?")
    }
  }
}
