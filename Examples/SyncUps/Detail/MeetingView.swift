import ComposableUI
import Foundation
import SyncUpsModels

/// A meeting held, on screen: when it was, who attends the sync-up, and what was said.
public struct MeetingView: View {
  let meeting: Meeting
  let syncUp: SyncUp

  /// The view of a meeting of a sync-up.
  ///
  /// - Parameters:
  ///   - meeting: The meeting.
  ///   - syncUp: The sync-up it was held for.
  public init(meeting: Meeting, syncUp: SyncUp) {
    self.meeting = meeting
    self.syncUp = syncUp
  }

  /// The view's content.
  public var body: some View {
    VStack(alignment: .leading) {
      Text(syncUp.title).foregroundColor(syncUp.theme.color)
      Text("Attendees").bold()
      ForEach(syncUp.attendees) { attendee in
        Text(attendee.name).padding(.leading, 2)
      }
      Text("Transcript").bold()
      Text(meeting.transcript.isEmpty ? "No transcript was made." : meeting.transcript)
        .foregroundColor(meeting.transcript.isEmpty ? .gray : nil)
        .padding(.leading, 2)
    }
    .navigationTitle(meeting.date.formatted(date: .abbreviated, time: .shortened))
  }
}
