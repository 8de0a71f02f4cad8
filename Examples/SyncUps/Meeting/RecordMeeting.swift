import ComposableArchitecture
import Foundation
import SyncUpsModels

/// A meeting being held: each attendee speaks in turn for an equal share of the sync-up's
/// duration, counted down by a clock; a speaker may be skipped, and the meeting ended early once
/// confirmed. When it ends, the meeting and its transcript are saved to the sync-up.
@Reducer
public struct RecordMeeting {
  /// The meeting's state: the sync-up, whose turn it is, the time spent, what was said.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The dialog that confirms ending the meeting.
    @Presents public var dialog: ConfirmationDialogState<Action.Dialog>?
    /// Seconds since the meeting started.
    public var secondsElapsed = 0
    /// The attendee speaking, by position.
    public var speakerIndex = 0
    /// The sync-up the meeting is held for, shared with its screen and the list.
    @Shared public var syncUp: SyncUp
    /// What was said so far.
    public var transcript = ""
    /// Why there is no transcript, once that is known.
    public var transcriptionNotice: String?

    /// A meeting of a sync-up, about to start.
    ///
    /// - Parameter syncUp: The sync-up, shared with its screen.
    public init(syncUp: Shared<SyncUp>) {
      self._syncUp = syncUp
    }

    /// The meeting's time left.
    public var durationRemaining: Duration {
      syncUp.duration - .seconds(secondsElapsed)
    }

    /// Each speaker's turn, in whole seconds (at least one).
    var secondsPerSpeaker: Int {
      max(1, Int(syncUp.durationPerAttendee.components.seconds))
    }
  }

  /// What the meeting does.
  public enum Action: Equatable, Sendable {
    /// An action of the dialog that confirms ending the meeting.
    case dialog(PresentationAction<Dialog>)
    /// Asks whether to end the meeting now, saving it or not.
    case endMeetingButtonTapped
    /// Ends the current speaker's turn.
    case nextButtonTapped
    /// Starts the clock and the transcription, for as long as the screen is shown.
    case task
    /// A second went by.
    case timerTick
    /// Transcription failed; the meeting goes on without it.
    case transcriptionFailed
    /// The transcript so far.
    case transcriptionResult(String)
    /// Transcription cannot run here, for the reason given.
    case transcriptionUnavailable(reason: String)

    /// The dialog's buttons.
    @CasePathable
    public enum Dialog: Equatable, Sendable {
      /// End the meeting without saving it.
      case confirmDiscard
      /// End the meeting and save it.
      case confirmSave
    }
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.date.now) var now
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.transcription) var transcription
  @Dependency(\.uuid) var uuid

  /// The meeting's reducer.
  public init() {}

  /// Counts each speaker's turn down, and saves the meeting when it ends.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .dialog(.presented(.confirmDiscard)):
        return .merge(.cancel(id: CancelID.meeting), .run { [dismiss] _ in await dismiss() })

      case .dialog(.presented(.confirmSave)):
        return meetingFinished(&state)

      case .dialog:
        return .none

      case .endMeetingButtonTapped:
        state.dialog = .endMeeting(isDiscardable: true)
        return .none

      case .nextButtonTapped:
        guard state.speakerIndex < state.syncUp.attendees.count - 1 else {
          state.dialog = .endMeeting(isDiscardable: false)
          return .none
        }
        state.speakerIndex += 1
        state.secondsElapsed = state.speakerIndex * state.secondsPerSpeaker
        return .none

      case .task:
        return .run { [clock, transcription] send in
          await withTaskGroup(of: Void.self) { group in
            group.addTask {
              await transcribe(with: transcription, send: send)
            }
            group.addTask {
              for await _ in clock.timer(interval: .seconds(1)) {
                await send(.timerTick)
              }
            }
          }
        }
        .cancellable(id: CancelID.meeting)

      case .timerTick:
        // Time is not counted while the person decides whether to end the meeting.
        guard state.dialog == nil else { return .none }
        state.secondsElapsed += 1
        guard state.secondsElapsed.isMultiple(of: state.secondsPerSpeaker) else { return .none }
        guard state.speakerIndex < state.syncUp.attendees.count - 1 else {
          return meetingFinished(&state)
        }
        state.speakerIndex += 1
        return .none

      case .transcriptionFailed:
        state.transcriptionNotice =
          "Transcription stopped: the meeting is saved with what was heard before."
        return .none

      case .transcriptionResult(let transcript):
        state.transcript = transcript
        return .none

      case .transcriptionUnavailable(let reason):
        state.transcriptionNotice = reason
        return .none
      }
    }
    .ifLet(\.$dialog, action: \.dialog)
  }

  /// Saves the meeting to the sync-up, the latest first, stops its clock and transcription (so
  /// that no later tick saves it again), and leaves the screen.
  private func meetingFinished(_ state: inout State) -> Effect<Action> {
    let meeting = Meeting(id: uuid(), date: now, transcript: state.transcript)
    state.$syncUp.withLock { $0.meetings.insert(meeting, at: 0) }
    return .merge(.cancel(id: CancelID.meeting), .run { [dismiss] _ in await dismiss() })
  }

  /// The meeting's clock and transcription.
  private enum CancelID {
    case meeting
  }
}

/// Sends the transcript as it grows, or says why there is none.
private func transcribe(
  with transcription: TranscriptionClient, send: Send<RecordMeeting.Action>
) async {
  if case .unavailable(let reason) = await transcription.availability() {
    await send(.transcriptionUnavailable(reason: reason))
    return
  }
  do {
    for try await transcript in await transcription.transcribe() {
      await send(.transcriptionResult(transcript))
    }
  } catch is CancellationError {
  } catch {
    await send(.transcriptionFailed)
  }
}

extension ConfirmationDialogState where Action == RecordMeeting.Action.Dialog {
  /// Asks how to end the meeting: saving it, discarding it (when it is ended early), or not
  /// ending it after all.
  public static func endMeeting(isDiscardable: Bool) -> Self {
    ConfirmationDialogState(titleVisibility: .visible) {
      TextState("End the meeting?")
    } actions: {
      ButtonState(action: .confirmSave) {
        TextState("Save and end")
      }
      if isDiscardable {
        ButtonState(role: .destructive, action: .confirmDiscard) {
          TextState("Discard")
        }
      }
      ButtonState(role: .cancel) {
        TextState("Resume")
      }
    } message: {
      TextState("The time left is not counted while you decide.")
    }
  }
}
