import ComposableArchitecture
import ComposableUI
import SyncUpsFormFeature
import SyncUpsModels

/// A meeting on screen: the time spent and left, whose turn it is, who has spoken, what was
/// said; buttons to skip to the next speaker and to end the meeting, and the dialog that
/// confirms ending it.
public struct RecordMeetingView: View {
  @Bindable var store: StoreOf<RecordMeeting>

  /// The view of a meeting's store.
  public init(store: StoreOf<RecordMeeting>) {
    self.store = store
  }

  /// The view's content.
  public var body: some View {
    VStack(alignment: .leading) {
      ProgressView(
        value: Double(store.secondsElapsed),
        total: Double(max(1, store.syncUp.duration.components.seconds))
      )
      .foregroundColor(store.syncUp.theme.color)
      HStack {
        Text("Elapsed \(Duration.seconds(store.secondsElapsed).minutesAndSeconds)")
        Spacer()
        Text("Remaining \(store.durationRemaining.minutesAndSeconds)")
      }
      Text(speakerLine).bold()
      ForEach(Array(store.syncUp.attendees.enumerated()), id: \.element.id) { index, attendee in
        Text("  \(marker(at: index)) \(attendee.name)")
      }
      Text("Transcript").bold()
      Group {
        if !store.transcript.isEmpty {
          Text(store.transcript)
        } else if let notice = store.transcriptionNotice {
          Text(notice).foregroundColor(.gray)
        } else {
          Text("Listening…").foregroundColor(.gray)
        }
      }
      .padding(.leading, 2)
      HStack {
        Button("Next speaker") { store.send(.nextButtonTapped) }
        Button("End meeting") { store.send(.endMeetingButtonTapped) }
      }
    }
    .navigationTitle(store.syncUp.title)
    // A meeting ends through "End meeting" and its dialog, which saves it or discards it: a way
    // back that skipped the dialog would lose the meeting without asking.
    .navigationBarBackButtonHidden()
    .confirmationDialog($store.scope(state: \.dialog, action: \.dialog))
    .task { await store.send(.task).finish() }
  }

  /// Whose turn it is, as a person reads it.
  private var speakerLine: String {
    let attendees = store.syncUp.attendees
    guard attendees.indices.contains(store.speakerIndex) else { return "No attendees" }
    return "Speaker \(store.speakerIndex + 1) of \(attendees.count): "
      + attendees[store.speakerIndex].name
  }

  /// Whether an attendee has spoken (✓), speaks now (▶) or is still to speak (·).
  private func marker(at index: Int) -> String {
    index < store.speakerIndex ? "✓" : index == store.speakerIndex ? "▶" : "·"
  }
}
