import ComposableArchitecture
import Testing

extension CoreTests {
  /// An alert and a confirmation dialog in their own `@Presents` fields: tapping their buttons,
  /// and dismissing them.
  @Suite @MainActor struct AlertsCounterTests {
    @Test func theAlertAsksBeforeIncrementing() async throws {
      let store = TestStore(initialState: AlertsCounter.State()) {
        AlertsCounter()
      }

      await store.send(.alertButtonTapped) {
        $0.alert = AlertState {
          TextState("Increment?")
        } actions: {
          ButtonState(action: .send(.incrementButtonTapped, animation: .default)) {
            TextState("Increment")
          }
          ButtonState(role: .cancel) {
            TextState("Not now")
          }
        } message: {
          TextState("The count goes up by one.")
        }
      }
      let alert = try #require(store.state.alert)
      #expect(String(state: alert.title) == "Increment?")
      #expect(alert.buttons.map(\.role) == [nil, .cancel])
    }

    @Test func tappingIncrementInTheAlertIncrementsAndDismissesIt() async {
      let store = TestStore(initialState: AlertsCounter.State()) {
        AlertsCounter()
      }

      await store.send(.alertButtonTapped) {
        $0.alert = .incrementPrompt
      }
      await store.send(.alert(.presented(.incrementButtonTapped))) {
        $0.alert = nil
        $0.count = 1
        $0.lastChange = "Incremented from the alert"
      }
      await store.send(.alertButtonTapped) {
        $0.alert = .incrementPrompt
      }
      await store.send(\.alert.incrementButtonTapped) {
        $0.alert = nil
        $0.count = 2
      }
    }

    @Test func dismissingTheAlertLeavesTheCountAlone() async {
      let store = TestStore(initialState: AlertsCounter.State()) {
        AlertsCounter()
      }

      await store.send(.alertButtonTapped) {
        $0.alert = .incrementPrompt
      }
      await store.send(\.alert.dismiss) {
        $0.alert = nil
      }
      await store.send(.alertButtonTapped) {
        $0.alert = .incrementPrompt
      }
      await store.send(.alert(.dismiss)) {
        $0.alert = nil
      }
      #expect(store.state.count == 0)
    }

    @Test func theConfirmationDialogIncrementsOrDecrements() async {
      let store = TestStore(initialState: AlertsCounter.State()) {
        AlertsCounter()
      }

      await store.send(.confirmationDialogButtonTapped) {
        $0.confirmationDialog = .changeCount
      }
      #expect(store.state.confirmationDialog?.titleVisibility == .visible)
      #expect(store.state.confirmationDialog?.buttons.count == 3)
      await store.send(.confirmationDialog(.presented(.decrementButtonTapped))) {
        $0.confirmationDialog = nil
        $0.count = -1
        $0.lastChange = "Decremented from the dialog"
      }
      await store.send(.confirmationDialogButtonTapped) {
        $0.confirmationDialog = .changeCount
      }
      await store.send(\.confirmationDialog.incrementButtonTapped) {
        $0.confirmationDialog = nil
        $0.count = 0
        $0.lastChange = "Incremented from the dialog"
      }
    }

    @Test func dismissingTheConfirmationDialogChangesNothingElse() async {
      let store = TestStore(initialState: AlertsCounter.State()) {
        AlertsCounter()
      }

      await store.send(.confirmationDialogButtonTapped) {
        $0.confirmationDialog = .changeCount
      }
      await store.send(\.confirmationDialog.dismiss) {
        $0.confirmationDialog = nil
      }
      #expect(store.state.count == 0)
      #expect(store.state.lastChange == nil)
    }
  }
}
