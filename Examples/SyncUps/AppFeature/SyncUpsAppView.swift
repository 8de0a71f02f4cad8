import ComposableArchitecture
import ComposableUI
import SyncUpsDetailFeature
import SyncUpsListFeature
import SyncUpsMeetingFeature

/// The app on screen: a navigation stack with the list at its root.
public struct SyncUpsAppView: View {
  @Bindable var store: StoreOf<SyncUpsApp>

  /// The view of the app's store.
  public init(store: StoreOf<SyncUpsApp>) {
    self.store = store
  }

  /// The view's content.
  public var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      SyncUpsListView(store: store.scope(state: \.syncUpsList, action: \.syncUpsList))
    } destination: { screen in
      switch screen.case {
      case .detail(let detail):
        SyncUpDetailView(store: detail)
      case .meeting(let meeting, let syncUp):
        MeetingView(meeting: meeting, syncUp: syncUp)
      case .record(let meeting):
        RecordMeetingView(store: meeting)
      }
    }
  }
}
