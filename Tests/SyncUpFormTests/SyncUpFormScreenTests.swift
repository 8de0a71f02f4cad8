import ComposableArchitecture
import ComposableUI
import Foundation
import SyncUpsFormFeature
import SyncUpsModels
import Testing

/// The form on screen, filled in as a person fills it in.
@Suite @MainActor struct SyncUpFormScreenTests {
  @Test func typingFillsTheFormAndTheProblemGoesAway() async {
    let (store, terminal) = showNewForm()
    #expect(terminal.position(of: "Give the sync-up a title.") != nil)

    await terminal.click("Title")
    await terminal.type("Design review")
    #expect(store.syncUp.title == "Design review")
    #expect(terminal.position(of: "Add at least one attendee.") != nil)

    await terminal.click("Name")
    await terminal.type("Ann")
    #expect(store.syncUp.attendees.map(\.name) == ["Ann"])
    #expect(terminal.position(of: "Add at least one attendee.") == nil)
    #expect(store.problem == nil)

    // A second attendee, typed into the new row, then the first removed.
    await terminal.click("Add attendee")
    await terminal.click("Name")
    await terminal.type("Bo")
    #expect(store.syncUp.attendees.map(\.name) == ["Ann", "Bo"])
    // The first "Remove" on the screen is on Ann's row.
    await terminal.click("Remove")
    #expect(store.syncUp.attendees.map(\.name) == ["Bo"])
  }

  @Test func theStepperAndThePickerChangeTheLengthAndTheTheme() async {
    let (store, terminal) = showNewForm()
    #expect(terminal.position(of: "Length: 5 min") != nil)
    await terminal.click("+")
    #expect(store.syncUp.minutes == 6)
    #expect(terminal.position(of: "Length: 6 min") != nil)
    await terminal.click("Theme")
    #expect(store.syncUp.theme == .sunflower)
    #expect(terminal.position(of: "Sunflower") != nil)
  }

  /// A form for a new sync-up, on a screen of 50 by 14.
  private func showNewForm() -> (StoreOf<SyncUpForm>, TestTerminal) {
    let store = Store(initialState: SyncUpForm.State(syncUp: SyncUp(id: UUID(100)))) {
      SyncUpForm()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    let terminal = TestTerminal(columns: 50, rows: 14)
    terminal.render { SyncUpFormView(store: store) }
    return (store, terminal)
  }
}
