import ComposableArchitecture
import Foundation
import SyncUpsFormFeature
import SyncUpsListFeature
import SyncUpsModels
import Testing

@Suite @MainActor struct SyncUpsListTests {
  @Test func aSyncUpIsAddedFromTheForm() async {
    let store = await storeWithTheFormOpen()
    await store.send(
      \.addSyncUp.binding.syncUp,
      SyncUp(
        id: UUID(0), attendees: [Attendee(id: UUID(1), name: " Ann ")], title: "Design")
    ) {
      $0.addSyncUp?.syncUp.title = "Design"
      $0.addSyncUp?.syncUp.attendees[id: UUID(1)]?.name = " Ann "
    }
    await store.send(.confirmAddButtonTapped) {
      $0.addSyncUp = nil
      $0.$syncUps.withLock {
        $0 = [SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1), name: "Ann")], title: "Design")]
      }
    }
  }

  @Test func aFormThatCannotBeSavedStaysOpen() async {
    let store = await storeWithTheFormOpen()
    await store.send(.confirmAddButtonTapped)
    await store.send(.discardButtonTapped) {
      $0.addSyncUp = nil
    }
  }

  @Test func theSyncUpsAreKeptInTheirFile() async {
    do {
      let first = Store(initialState: SyncUpsList.State()) {
        SyncUpsList()
      } withDependencies: {
        $0.uuid = .incrementing
      }
      first.send(.addSyncUpButtonTapped)
      first.send(.addSyncUp(.presented(.binding(.set(\.syncUp.title, "Retro")))))
      first.send(
        .addSyncUp(
          .presented(.binding(.set(\.syncUp.attendees, [Attendee(id: UUID(1), name: "Ann")])))))
      first.send(.confirmAddButtonTapped)
    }
    // The first store, and its hold on the shared sync-ups, is gone: a store made now, as when
    // the app starts again, loads them from the file.
    let second = Store(initialState: SyncUpsList.State()) { SyncUpsList() }
    #expect(second.syncUps.map(\.title) == ["Retro"])
  }

  /// A list's test store, its form opened on a new sync-up with one blank attendee.
  private func storeWithTheFormOpen() async -> TestStoreOf<SyncUpsList> {
    let store = TestStore(initialState: SyncUpsList.State()) {
      SyncUpsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.addSyncUpButtonTapped) {
      $0.addSyncUp = SyncUpForm.State(
        syncUp: SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1))]))
    }
    return store
  }
}
