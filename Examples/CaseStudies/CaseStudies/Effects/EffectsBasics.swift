import ComposableArchitecture
import ComposableUI

/// A side effect and its answer: the button asks the fact client for a fact about the count in
/// an effect, which sends the answer back as an action. The reducer stays a pure function of
/// state and action; the work it asks for runs outside it.
@Reducer
struct EffectsBasics {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var fact: String?
    var isLoading = false
  }

  enum Action: Equatable {
    case decrementButtonTapped
    case incrementButtonTapped
    case factButtonTapped
    case factResponse(Result<String, FactError>)
  }

  @Dependency(\.factClient) var factClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        state.fact = nil
        return .none

      case .incrementButtonTapped:
        state.count += 1
        state.fact = nil
        return .none

      case .factButtonTapped:
        state.fact = nil
        state.isLoading = true
        return .run { [count = state.count] send in
          await send(.factResponse(await factClient.result(for: count)))
        }

      case .factResponse(let result):
        state.isLoading = false
        state.fact = result.shown
        return .none
      }
    }
  }
}

/// The count with its buttons, the fact button, and the fact once it came.
struct EffectsBasicsView: View {
  let store: StoreOf<EffectsBasics>

  var body: some View {
    VStack(alignment: .leading) {
      Text("A button starts an effect; its answer comes back as an action.")
        .foregroundColor(.gray)
      HStack {
        Button("-") { store.send(.decrementButtonTapped) }
        Text("\(store.count)")
        Button("+") { store.send(.incrementButtonTapped) }
      }
      Button("Number fact") { store.send(.factButtonTapped) }
        .disabled(store.isLoading)
      if store.isLoading {
        ProgressView("Asking…")
      }
      if let fact = store.fact {
        Text(fact)
      }
    }
    .navigationTitle("Effects")
  }
}
