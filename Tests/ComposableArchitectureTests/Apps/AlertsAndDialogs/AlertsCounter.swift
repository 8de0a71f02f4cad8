import ComposableArchitecture

/// A counter changed from an alert ("Increment?") or a confirmation dialog, each held in its own
/// `@Presents` field and presented with a plain `ifLet`, no reducer of their own.
@Reducer
struct AlertsCounter {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    @Presents var confirmationDialog: ConfirmationDialogState<Action.ConfirmationDialog>?
    var count = 0
    var lastChange: String?
  }

  enum Action {
    case alert(PresentationAction<Alert>)
    case alertButtonTapped
    case confirmationDialog(PresentationAction<ConfirmationDialog>)
    case confirmationDialogButtonTapped

    @CasePathable
    enum Alert: Equatable, Sendable {
      case incrementButtonTapped
    }

    @CasePathable
    enum ConfirmationDialog: Equatable, Sendable {
      case decrementButtonTapped
      case incrementButtonTapped
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.incrementButtonTapped)):
        state.count += 1
        state.lastChange = "Incremented from the alert"
        return .none

      case .alert:
        return .none

      case .alertButtonTapped:
        state.alert = .incrementPrompt
        return .none

      case .confirmationDialog(.presented(.decrementButtonTapped)):
        state.count -= 1
        state.lastChange = "Decremented from the dialog"
        return .none

      case .confirmationDialog(.presented(.incrementButtonTapped)):
        state.count += 1
        state.lastChange = "Incremented from the dialog"
        return .none

      case .confirmationDialog:
        return .none

      case .confirmationDialogButtonTapped:
        state.confirmationDialog = .changeCount
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$confirmationDialog, action: \.confirmationDialog)
  }
}

extension AlertState where Action == AlertsCounter.Action.Alert {
  static let incrementPrompt = Self {
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

extension ConfirmationDialogState where Action == AlertsCounter.Action.ConfirmationDialog {
  static let changeCount = Self(titleVisibility: .visible) {
    TextState("Change the count")
  } actions: {
    ButtonState(role: .cancel) {
      TextState("Cancel")
    }
    ButtonState(action: .incrementButtonTapped) {
      TextState("Increment")
    }
    ButtonState(action: .decrementButtonTapped) {
      TextState("Decrement")
    }
  } message: {
    TextState("Which way should the count go?")
  }
}
