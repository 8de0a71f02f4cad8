import ComposableArchitecture
import ComposableUI
import Testing

@testable import CaseStudiesFeature

/// Sheets, alerts and dialogs, and the stack of screens.
extension CaseStudiesTests {
  @MainActor @Suite struct NavigationTests {
    @Test func theSheetStartsFromTheLastCountAndTheParentSeesItsCountWhenItCloses() async {
      let store = TestStore(initialState: Sheets.State()) { Sheets() }
      await store.send(.openButtonTapped) { $0.counter = Counter.State() }
      await store.send(\.counter.incrementButtonTapped) { $0.counter?.count = 1 }
      await store.send(.doneButtonTapped) {
        $0.counter = nil
        $0.lastCount = 1
      }
      await store.send(.openButtonTapped) { $0.counter = Counter.State(count: 1) }
      await store.send(\.counter.incrementButtonTapped) { $0.counter?.count = 2 }
      // Dismissed (Escape, say): the parent still sees the child's state, then it goes.
      await store.send(.counter(.dismiss)) {
        $0.counter = nil
        $0.lastCount = 2
      }
    }

    @Test func escapeClosesTheSheetOnScreen() async {
      let store = Store(initialState: Sheets.State()) { Sheets() }
      let terminal = TestTerminal(columns: 70, rows: 12)
      terminal.render { NavigationStack { SheetsView(store: store) } }
      await terminal.click("Open the sheet")
      #expect(terminal.position(of: "A counter in a sheet") != nil)
      await terminal.click("+")
      await terminal.press(.escape)
      #expect(terminal.position(of: "A counter in a sheet") == nil)
      #expect(terminal.position(of: "The sheet was closed at 1.") != nil)
    }

    /// The alert the study shows for a count.
    static func alert(count: Int) -> AlertState<AlertsAndDialogs.Action.Alert> {
      AlertState {
        TextState("The count is \(count)")
      } actions: {
        ButtonState(role: .cancel) { TextState("Leave it") }
        ButtonState(action: .incrementButtonTapped) { TextState("Add one") }
      } message: {
        TextState("An alert's buttons send actions to the feature that showed it.")
      }
    }

    @Test func theAlertAndTheDialogChangeTheCountByTheirButtons() async {
      let store = TestStore(initialState: AlertsAndDialogs.State()) { AlertsAndDialogs() }
      await store.send(.alertButtonTapped) {
        $0.alert = Self.alert(count: 0)
      }
      await store.send(\.alert.incrementButtonTapped) {
        $0.alert = nil
        $0.count = 1
      }
      await store.send(.dialogButtonTapped) {
        $0.dialog = ConfirmationDialogState {
          TextState("Change the count")
        } actions: {
          ButtonState(role: .cancel) { TextState("Leave it") }
          ButtonState(action: .incrementButtonTapped) { TextState("Add one") }
          ButtonState(action: .decrementButtonTapped) { TextState("Take one away") }
        } message: {
          TextState("The count is 1.")
        }
      }
      await store.send(\.dialog.decrementButtonTapped) {
        $0.dialog = nil
        $0.count = 0
      }
      await store.send(.alertButtonTapped) {
        $0.alert = Self.alert(count: 0)
      }
      await store.send(.alert(.dismiss)) { $0.alert = nil }
    }

    @Test func theDialogOnScreen() async {
      let store = Store(initialState: AlertsAndDialogs.State()) { AlertsAndDialogs() }
      let terminal = TestTerminal(columns: 80, rows: 16)
      terminal.render { NavigationStack { AlertsAndDialogsView(store: store) } }
      await terminal.click("Show a dialog")
      await terminal.click("Take one away")
      #expect(terminal.position(of: "Count: -1") != nil)
      await terminal.click("Show an alert")
      #expect(terminal.position(of: "The count is -1") != nil)
      await terminal.click("Add one")
      #expect(terminal.position(of: "Count: 0") != nil)
    }

    @Test func screensPushOneAnotherAndAllPopToTheMenu() async {
      let store = TestStore(initialState: CaseStudiesApp.State()) { CaseStudiesApp() }
      await store.send(.path(.push(id: 0, state: .stackScreen(StackScreen.State())))) {
        $0.path[id: 0] = .stackScreen(StackScreen.State())
      }
      await store.send(.path(.push(id: 1, state: .stackScreen(StackScreen.State(number: 2))))) {
        $0.path[id: 1] = .stackScreen(StackScreen.State(number: 2))
      }
      await store.send(\.path[id: 1].stackScreen.incrementButtonTapped) {
        $0.path[id: 1]?.modify(\.stackScreen) { $0.count = 1 }
      }
      await store.send(\.path[id: 1].stackScreen.backButtonTapped)
      await store.receive(\.path.popFrom) { $0.path.pop(from: 1) }
      await store.send(\.path[id: 0].stackScreen.popToMenuButtonTapped)
      await store.receive(\.path[id: 0].stackScreen.delegate.popToMenu) { $0.path = StackState() }
    }
  }
}
