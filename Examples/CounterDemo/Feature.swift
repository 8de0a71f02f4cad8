import ComposableArchitecture

/// The README's feature: a counter, and a button that fetches a fact about the current number.
@Reducer
struct Feature {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var numberFact: String?
    var isLoadingFact = false
  }

  enum Action: Equatable {
    case decrementButtonTapped
    case incrementButtonTapped
    case numberFactButtonTapped
    case numberFactResponse(String)
    case factAlertDismissed
  }

  @Dependency(\.numberFact) var numberFact

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none

      case .incrementButtonTapped:
        state.count += 1
        return .none

      case .numberFactButtonTapped:
        state.isLoadingFact = true
        return .run { [count = state.count] send in
          try await send(.numberFactResponse(self.numberFact.fetch(count)))
        } catch: { error, send in
          await send(.numberFactResponse("Could not load a fact: \(error)"))
        }

      case .numberFactResponse(let fact):
        state.isLoadingFact = false
        state.numberFact = fact
        return .none

      case .factAlertDismissed:
        state.numberFact = nil
        return .none
      }
    }
  }
}
