import ComposableArchitecture
import ComposableUI

/// Alerts and confirmation dialogs as state: `AlertState` and `ConfirmationDialogState` say
/// what to show and which action each button sends, so a test can check what is shown and
/// press its buttons without a screen. `ifLet` with no child reducer clears them when a button
/// is pressed or they are dismissed.
@Reducer
struct AlertsAndDialogs {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    @Presents var dialog: ConfirmationDialogState<Action.Dialog>?
    var count = 0
  }

  enum Action: Equatable {
    case alert(PresentationAction<Alert>)
    case alertButtonTapped
    case dialog(PresentationAction<Dialog>)
    case dialogButtonTapped

    @CasePathable
    enum Alert: Equatable {
      case incrementButtonTapped
    }

    @CasePathable
    enum Dialog: Equatable {
      case decrementButtonTapped
      case incrementButtonTapped
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.incrementButtonTapped)),
        .dialog(.presented(.incrementButtonTapped)):
        state.count += 1
        return .none

      case .alert:
        return .none

      case .alertButtonTapped:
        let count = state.count
        state.alert = AlertState {
          TextState("The count is \(count)")
        } actions: {
          ButtonState(role: .cancel) {
            TextState("Leave it")
          }
          ButtonState(action: .incrementButtonTapped) {
            TextState("Add one")
          }
        } message: {
          TextState("An alert's buttons send actions to the feature that showed it.")
        }
        return .none

      case .dialog(.presented(.decrementButtonTapped)):
        state.count -= 1
        return .none

      case .dialog:
        return .none

      case .dialogButtonTapped:
        let count = state.count
        state.dialog = ConfirmationDialogState {
          TextState("Change the count")
        } actions: {
          ButtonState(role: .cancel) {
            TextState("Leave it")
          }
          ButtonState(action: .incrementButtonTapped) {
            TextState("Add one")
          }
          ButtonState(action: .decrementButtonTapped) {
            TextState("Take one away")
          }
        } message: {
          TextState("The count is \(count).")
        }
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$dialog, action: \.dialog)
  }
}

/// The count, and a button for each kind of question.
struct AlertsAndDialogsView: View {
  @Bindable var store: StoreOf<AlertsAndDialogs>

  var body: some View {
    VStack(alignment: .leading) {
      Text("What an alert or a dialog shows is state; its buttons send actions.")
        .foregroundColor(.gray)
      Text("Count: \(store.count)")
      Button("Show an alert") { store.send(.alertButtonTapped) }
      Button("Show a dialog") { store.send(.dialogButtonTapped) }
    }
    .navigationTitle("Alerts and dialogs")
    .alert($store.scope(state: \.alert, action: \.alert))
    .confirmationDialog($store.scope(state: \.dialog, action: \.dialog))
  }
}
