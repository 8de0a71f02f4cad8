import ComposableArchitecture
import ComposableUI

/// A side effect and its answer: the button asks the fact client about the number in an effect,
/// which sends the answer back as an action. The reducer stays a pure function of state and
/// action; the work it asks for runs outside it, and the answer comes in like any other action.
@Reducer
struct EffectsBasics {
  @ObservableState
  struct State: Equatable {
    var number = 0
    var answer: String?
    var isAsking = false
  }

  enum Action: Equatable {
    case answered(Result<String, FactError>)
    case askButtonTapped
    case minusButtonTapped
    case plusButtonTapped
  }

  @Dependency(\.factClient) var factClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .answered(let result):
        state.isAsking = false
        state.answer = result.shown
        return .none

      case .askButtonTapped:
        state.answer = nil
        state.isAsking = true
        return .run { [number = state.number] send in
          await send(.answered(await factClient.result(for: number)))
        }

      case .minusButtonTapped:
        state.number -= 1
        state.answer = nil
        return .none

      case .plusButtonTapped:
        state.number += 1
        state.answer = nil
        return .none
      }
    }
  }
}

/// The number with its buttons, the question's button, and the answer once it came. The number
/// cannot change while a question is out; the Cancellation study shows the other way.
struct EffectsBasicsView: View {
  let store: StoreOf<EffectsBasics>

  var body: some View {
    VStack(alignment: .leading) {
      Text("A button starts an effect; its answer comes back as an action.")
        .foregroundColor(.gray)
      HStack {
        Button("-") { store.send(.minusButtonTapped) }
        Text("\(store.number)")
        Button("+") { store.send(.plusButtonTapped) }
      }
      .disabled(store.isAsking)
      Button("Ask for a fact") { store.send(.askButtonTapped) }
        .disabled(store.isAsking)
      if store.isAsking {
        ProgressView("Asking…")
      }
      if let answer = store.answer {
        Text(answer)
      }
    }
    .navigationTitle("Effect basics")
  }
}
