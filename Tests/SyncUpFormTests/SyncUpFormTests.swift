import ComposableArchitecture
import Foundation
import SyncUpsFormFeature
import SyncUpsModels
import Testing

@Suite @MainActor struct SyncUpFormTests {
  @Test func aNewFormHasABlankAttendeeRowToTypeIn() {
    let state = withDependencies {
      $0.uuid = .incrementing
    } operation: {
      SyncUpForm.State(syncUp: SyncUp(id: UUID(100)))
    }
    #expect(state.syncUp.attendees == [Attendee(id: UUID(0))])
    #expect(state.problem == "Give the sync-up a title.")
  }

  @Test func attendeesAreAddedAndRemovedAndOneRowAlwaysStays() async {
    let store = TestStore(
      initialState: SyncUpForm.State(
        syncUp: SyncUp(id: UUID(100), attendees: [Attendee(id: UUID(100), name: "Ann")]))
    ) {
      SyncUpForm()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.addAttendeeButtonTapped) {
      $0.syncUp.attendees.append(Attendee(id: UUID(0)))
    }
    await store.send(
      .binding(.set(\.syncUp.attendees[id: UUID(0)], Attendee(id: UUID(0), name: "Bo")))
    ) {
      $0.syncUp.attendees[id: UUID(0)]?.name = "Bo"
    }
    await store.send(.removeAttendeeButtonTapped(UUID(100))) {
      $0.syncUp.attendees.remove(id: UUID(100))
    }
    await store.send(.removeAttendeeButtonTapped(UUID(0))) {
      $0.syncUp.attendees = [Attendee(id: UUID(1))]
    }
  }

  @Test func whatIsSavedIsTrimmedAndKeepsOnlyNamedAttendees() {
    var state = SyncUpForm.State(
      syncUp: SyncUp(
        id: UUID(100),
        attendees: [
          Attendee(id: UUID(1), name: "  Ann "), Attendee(id: UUID(2), name: "   "),
          Attendee(id: UUID(3), name: "Bo"),
        ],
        title: "  Design  "))
    #expect(state.problem == nil)
    #expect(state.finished.title == "Design")
    #expect(
      state.finished.attendees == [
        Attendee(id: UUID(1), name: "Ann"), Attendee(id: UUID(3), name: "Bo"),
      ])
    state.syncUp.attendees = [Attendee(id: UUID(1), name: " ")]
    #expect(state.problem == "Add at least one attendee.")
  }
}
