import ComposableArchitecture
import ComposableUI
import SyncUpsFormFeature
import SyncUpsModels

/// The saved sync-ups on screen, each a button showing its title, attendees and length in its
/// color; the form to add one in a sheet, with buttons to save it and to discard it.
public struct SyncUpsListView: View {
  @Bindable var store: StoreOf<SyncUpsList>

  /// The view of a list's store.
  public init(store: StoreOf<SyncUpsList>) {
    self.store = store
  }

  /// The view's content.
  public var body: some View {
    List {
      if store.syncUps.isEmpty {
        Text("No sync-ups yet. Add one with the button at the top.").foregroundColor(.gray)
      }
      ForEach(store.syncUps) { syncUp in
        Button {
          store.send(.syncUpTapped(id: syncUp.id))
        } label: {
          SyncUpRow(syncUp: syncUp)
        }
      }
    }
    .navigationTitle("Sync-ups")
    .toolbar {
      Button("Add sync-up") { store.send(.addSyncUpButtonTapped) }
    }
    .sheet(item: $store.scope(state: \.addSyncUp, action: \.addSyncUp)) { formStore in
      SyncUpFormSheet(
        store: formStore,
        confirmTitle: "Save", confirm: { store.send(.confirmAddButtonTapped) },
        cancelTitle: "Discard", cancel: { store.send(.discardButtonTapped) }
      )
    }
  }
}

/// A sync-up in the list: its title in its color, then how many attend and for how long.
struct SyncUpRow: View {
  let syncUp: SyncUp

  var body: some View {
    HStack {
      Text(syncUp.title).bold().foregroundColor(syncUp.theme.color)
      Text("· \(syncUp.attendees.count) attending · \(syncUp.minutes) min")
        .foregroundColor(.gray)
    }
  }
}
