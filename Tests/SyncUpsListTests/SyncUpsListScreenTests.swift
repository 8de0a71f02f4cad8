import ComposableArchitecture
import ComposableUI
import Foundation
import SyncUpsListFeature
import SyncUpsModels
import Testing

/// The list on screen: a sync-up created as a person creates one.
@Suite @MainActor struct SyncUpsListScreenTests {
  @Test func aSyncUpCreatedInTheSheetShowsInTheList() async {
    let store = Store(initialState: SyncUpsList.State()) {
      SyncUpsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    let terminal = TestTerminal(columns: 60, rows: 20)
    terminal.render { NavigationStack { SyncUpsListView(store: store) } }
    #expect(terminal.position(of: "No sync-ups yet") != nil)

    await terminal.click("Add sync-up")
    #expect(store.addSyncUp != nil)
    await terminal.click("Title")
    await terminal.type("Design review")
    await terminal.click("Name")
    await terminal.type("Ann")
    await terminal.click("Add attendee")
    await terminal.click("Name")
    await terminal.type("Bo")
    await terminal.click("Save")
    #expect(store.addSyncUp == nil)
    #expect(terminal.position(of: "Design review · 2 attending · 5 min") != nil)
    #expect(terminal.position(of: "No sync-ups yet") == nil)
  }

  @Test func escapeDiscardsTheForm() async {
    let store = Store(initialState: SyncUpsList.State()) {
      SyncUpsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    let terminal = TestTerminal(columns: 60, rows: 20)
    terminal.render { NavigationStack { SyncUpsListView(store: store) } }
    await terminal.click("Add sync-up")
    await terminal.click("Title")
    await terminal.type("Draft")
    await terminal.press(.escape)
    #expect(store.addSyncUp == nil)
    #expect(store.syncUps.isEmpty)
    #expect(terminal.position(of: "Draft") == nil)
  }
}
