import ComposableArchitecture
import Testing

extension CoreTests {
  /// An alert and a confirmation dialog as the cases of one `@Reducer enum Destination`.
  @Suite @MainActor struct AlertsDestinationCounterTests {
    @Test func theDialogStepsTheCountAndTheAlertResetsIt() async {
      let store = TestStore(initialState: AlertsDestinationCounter.State()) {
        AlertsDestinationCounter()
      }

      await store.send(.stepButtonTapped) {
        $0.destination = .confirmationDialog(.stepCount)
      }
      await store.send(\.destination.confirmationDialog.addTenButtonTapped) {
        $0.count = 10
        $0.destination = nil
      }
      await store.send(.stepButtonTapped) {
        $0.destination = .confirmationDialog(.stepCount)
      }
      await store.send(.destination(.presented(.confirmationDialog(.subtractTenButtonTapped)))) {
        $0.count = 0
        $0.destination = nil
      }
      await store.send(.stepButtonTapped) {
        $0.destination = .confirmationDialog(.stepCount)
      }
      await store.send(\.destination.confirmationDialog.addTenButtonTapped) {
        $0.count = 10
        $0.destination = nil
      }

      await store.send(.resetButtonTapped) {
        $0.destination = .alert(.resetCount)
      }
      #expect(store.state.destination?.alert == .resetCount)
      #expect(store.state.destination?.confirmationDialog == nil)
      await store.send(.destination(.presented(.alert(.confirmResetButtonTapped)))) {
        $0.count = 0
        $0.destination = nil
      }
    }

    @Test func theResetAlertIsBuiltAsTheAlertShowsIt() async {
      let store = TestStore(initialState: AlertsDestinationCounter.State()) {
        AlertsDestinationCounter()
      }

      await store.send(.resetButtonTapped) {
        $0.destination = .alert(
          AlertState {
            TextState("Reset the count?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmResetButtonTapped) {
              TextState("Reset")
            }
            ButtonState(role: .cancel) {
              TextState("Keep it")
            }
          } message: {
            TextState("The count goes back to zero.")
          }
        )
      }
      await store.send(\.destination.alert.confirmResetButtonTapped) {
        $0.destination = nil
      }
    }

    @Test func dismissingTheAlertKeepsTheCount() async {
      var initialState = AlertsDestinationCounter.State()
      initialState.count = 7
      let store = TestStore(initialState: initialState) {
        AlertsDestinationCounter()
      }

      await store.send(.resetButtonTapped) {
        $0.destination = .alert(.resetCount)
      }
      await store.send(\.destination.dismiss) {
        $0.destination = nil
      }
      #expect(store.state.count == 7)
    }

    @Test func dismissingTheDialogKeepsTheCount() async {
      var initialState = AlertsDestinationCounter.State()
      initialState.count = 3
      let store = TestStore(initialState: initialState) {
        AlertsDestinationCounter()
      }

      await store.send(.stepButtonTapped) {
        $0.destination = .confirmationDialog(.stepCount)
      }
      #expect(store.state.destination?.confirmationDialog?.titleVisibility == .hidden)
      await store.send(.destination(.dismiss)) {
        $0.destination = nil
      }
      #expect(store.state.count == 3)
    }
  }
}
