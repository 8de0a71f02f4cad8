import ComposableArchitecture
import ComposableUI
import Foundation
import SyncUpsFormFeature
import SyncUpsModels

/// A sync-up on screen: its length and theme, its attendees and the meetings held, and buttons
/// to start a meeting, edit it and delete it; the form in a sheet while editing, and the alert
/// that confirms a deletion.
public struct SyncUpDetailView: View {
  @Bindable var store: StoreOf<SyncUpDetail>

  /// The view of a sync-up screen's store.
  public init(store: StoreOf<SyncUpDetail>) {
    self.store = store
  }

  /// The view's content.
  public var body: some View {
    VStack(alignment: .leading) {
      Text(
        "\(store.syncUp.minutes) min · \(store.syncUp.theme.name) · "
          + "\(store.syncUp.durationPerAttendee.minutesAndSeconds) per attendee"
      )
      .foregroundColor(store.syncUp.theme.color)
      Text("Attendees").bold()
      ForEach(store.syncUp.attendees) { attendee in
        Text("  \(attendee.name)")
      }
      Text("Meetings held").bold()
      if store.syncUp.meetings.isEmpty {
        Text("  None yet.").foregroundColor(.gray)
      }
      ForEach(store.syncUp.meetings) { meeting in
        Button {
          store.send(.meetingTapped(meeting.id))
        } label: {
          Text(
            "\(meeting.date.formatted(date: .abbreviated, time: .shortened)): "
              + (meeting.transcript.isEmpty ? "(no transcript)" : meeting.transcript)
          )
        }
        .padding(.leading, 2)
      }
      HStack {
        Button("Start meeting") { store.send(.startMeetingButtonTapped) }
        Button("Edit") { store.send(.editButtonTapped) }
        Button("Delete") { store.send(.deleteButtonTapped) }
      }
    }
    .navigationTitle(store.syncUp.title)
    .alert($store.scope(state: \.alert, action: \.alert))
    .sheet(item: $store.scope(state: \.editForm, action: \.editForm)) { editStore in
      SyncUpFormSheet(
        store: editStore,
        confirmTitle: "Done", confirm: { store.send(.doneEditingButtonTapped) },
        cancelTitle: "Cancel", cancel: { store.send(.cancelEditButtonTapped) }
      )
    }
  }
}
