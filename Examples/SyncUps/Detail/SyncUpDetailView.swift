import ComposableArchitecture
import ComposableUI
import Foundation
import SyncUpForm
import SyncUpsModels

/// A sync-up on screen: its length and theme, the button that starts a meeting, its attendees
/// and past meetings, and buttons to edit and delete it; the form in a sheet while editing, and
/// the alert that confirms a deletion.
public struct SyncUpDetailView: View {
  @Bindable var store: StoreOf<SyncUpDetail>

  /// The view of a sync-up screen's store.
  public init(store: StoreOf<SyncUpDetail>) {
    self.store = store
  }

  public var body: some View {
    VStack(alignment: .leading) {
      Text(
        "\(store.syncUp.minutes) min · \(store.syncUp.theme.name) · "
          + "\(store.syncUp.durationPerAttendee.components.seconds) s each"
      )
      .foregroundColor(store.syncUp.theme.color)
      Button("Start meeting") { store.send(.startMeetingButtonTapped) }
      Text("Attendees").bold()
      ForEach(store.syncUp.attendees) { attendee in
        Text("  \(attendee.name)")
      }
      Text("Past meetings").bold()
      if store.syncUp.meetings.isEmpty {
        Text("  None yet.").foregroundColor(.gray)
      }
      ForEach(store.syncUp.meetings) { meeting in
        Text(
          "  \(meeting.date.formatted(date: .abbreviated, time: .shortened)): \(meeting.transcript)"
        )
      }
      HStack {
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
