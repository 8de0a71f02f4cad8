import ComposableArchitecture

/// The same kind of counter, as apps usually model it: one optional destination enum whose cases
/// are an alert and a confirmation dialog, so that at most one is presented at a time.
@Reducer
struct AlertsDestinationCounter {
  @Reducer
  enum Destination {
    case alert(AlertState<Alert>)
    case confirmationDialog(ConfirmationDialogState<ConfirmationDialog>)

    @CasePathable
    enum Alert: Equatable, Sendable {
      case confirmResetButtonTapped
    }

    @CasePathable
    enum ConfirmationDialog: Equatable, Sendable {
      case addTenButtonTapped
      case subtractTenButtonTapped
    }
  }

  @ObservableState
  struct State: Equatable {
    var count = 0
    @Presents var destination: Destination.State?
  }

  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case resetButtonTapped
    case stepButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .destination(.presented(.alert(.confirmResetButtonTapped))):
        state.count = 0
        return .none

      case .destination(.presented(.confirmationDialog(.addTenButtonTapped))):
        state.count += 10
        return .none

      case .destination(.presented(.confirmationDialog(.subtractTenButtonTapped))):
        state.count -= 10
        return .none

      case .destination:
        return .none

      case .resetButtonTapped:
        state.destination = .alert(.resetCount)
        return .none

      case .stepButtonTapped:
        state.destination = .confirmationDialog(.stepCount)
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension AlertsDestinationCounter.Destination.State: Equatable {}

extension AlertState where Action == AlertsDestinationCounter.Destination.Alert {
  static let resetCount = Self {
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
}

extension ConfirmationDialogState
where Action == AlertsDestinationCounter.Destination.ConfirmationDialog {
  static let stepCount = Self(titleVisibility: .hidden) {
    TextState("Step")
  } actions: {
    ButtonState(action: .addTenButtonTapped) {
      TextState("Add ten")
    }
    ButtonState(action: .subtractTenButtonTapped) {
      TextState("Subtract ten")
    }
    ButtonState(role: .cancel) {
      TextState("Cancel")
    }
  }
}
