import ComposableArchitecture
import Foundation
import SyncUpsDetailFeature
import SyncUpsFormFeature
import SyncUpsModels
import Testing

@Suite @MainActor struct SyncUpDetailTests {
  static let designReview = SyncUp(
    id: UUID(100), attendees: [Attendee(id: UUID(101), name: "Ann")], title: "Design review")

  @Test func anEditIsSavedToTheSharedSyncUpWhenDone() async throws {
    @Shared(.syncUps) var syncUps: IdentifiedArrayOf<SyncUp> = [Self.designReview]
    let syncUp = try #require(Shared($syncUps[id: UUID(100)]))
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: syncUp)) {
      SyncUpDetail()
    }
    await store.send(.editButtonTapped) {
      $0.editForm = SyncUpForm.State(syncUp: Self.designReview)
    }
    await store.send(.editForm(.presented(.binding(.set(\.syncUp.title, "  Design sync "))))) {
      $0.editForm?.syncUp.title = "  Design sync "
    }
    await store.send(.doneEditingButtonTapped) {
      $0.editForm = nil
      $0.$syncUp.withLock { $0.title = "Design sync" }
    }
    #expect(syncUps[id: UUID(100)]?.title == "Design sync")
  }

  @Test func aCancelledEditChangesNothing() async {
    let store = TestStore(
      initialState: SyncUpDetail.State(syncUp: Shared(value: Self.designReview))
    ) {
      SyncUpDetail()
    }
    await store.send(.editButtonTapped) {
      $0.editForm = SyncUpForm.State(syncUp: Self.designReview)
    }
    await store.send(.editForm(.presented(.binding(.set(\.syncUp.title, ""))))) {
      $0.editForm?.syncUp.title = ""
    }
    // Not savable without a title: the form stays open.
    await store.send(.doneEditingButtonTapped)
    await store.send(.cancelEditButtonTapped) {
      $0.editForm = nil
    }
  }

  @Test func aConfirmedDeletionAsksForItAndDismissesTheScreen() async {
    let dismissed = LockIsolated(false)
    let store = TestStore(
      initialState: SyncUpDetail.State(syncUp: Shared(value: Self.designReview))
    ) {
      SyncUpDetail()
    } withDependencies: {
      $0.dismiss = DismissEffect { dismissed.setValue(true) }
    }
    await store.send(.deleteButtonTapped) {
      $0.alert = AlertState {
        TextState("Delete this sync-up?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete it") }
        ButtonState(role: .cancel) { TextState("Keep it") }
      } message: {
        TextState("Its past meetings go with it. This cannot be undone.")
      }
    }
    await store.send(\.alert.confirmDeletion) {
      $0.alert = nil
    }
    await store.receive(\.delegate.deleteSyncUp, UUID(100))
    await store.finish()
    #expect(dismissed.value)
  }

  @Test func aMeetingTappedIsAskedToBeShown() async {
    let meeting = Meeting(
      id: UUID(200), date: Date(timeIntervalSince1970: 1_800_000_000), transcript: "Shipped it.")
    var syncUp = Self.designReview
    syncUp.meetings = [meeting]
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: Shared(value: syncUp))) {
      SyncUpDetail()
    }
    await store.send(.meetingTapped(UUID(200)))
    await store.receive(\.delegate.showMeeting, meeting)
    // A meeting that is no longer there is not shown.
    await store.send(.meetingTapped(UUID(201)))
  }

  @Test func startingAMeetingIsAskedOfWhoeverShowsTheScreen() async {
    let store = TestStore(
      initialState: SyncUpDetail.State(syncUp: Shared(value: Self.designReview))
    ) {
      SyncUpDetail()
    }
    await store.send(.startMeetingButtonTapped)
    await store.receive(\.delegate.startMeeting)
  }
}
