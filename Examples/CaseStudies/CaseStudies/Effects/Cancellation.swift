import ComposableArchitecture
import ComposableUI

/// An effect cancelled by its identifier: a question still out is cancelled by the Stop button,
/// and by any change of the number it is about, so that a late answer never shows a fact about
/// another number.
@Reducer
struct Cancellation {
  @ObservableState
  struct State: Equatable {
    var number = 0
    var answer: String?
    var isAsking = false
  }

  enum Action: Equatable {
    case answered(Result<String, FactError>)
    case askButtonTapped
    case numberChanged(Int)
    case stopButtonTapped
  }

  private enum QuestionID { case fact }

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
        .cancellable(id: QuestionID.fact, cancelInFlight: true)

      case .numberChanged(let number):
        state.number = number
        state.answer = nil
        state.isAsking = false
        return .cancel(id: QuestionID.fact)

      case .stopButtonTapped:
        state.isAsking = false
        return .cancel(id: QuestionID.fact)
      }
    }
  }
}

/// A stepper, the question's button and, while the question is out, a Stop button.
struct CancellationView: View {
  @Bindable var store: StoreOf<Cancellation>

  var body: some View {
    VStack(alignment: .leading) {
      Text("An answer takes a second: stop the question, or change the number.")
        .foregroundColor(.gray)
      Stepper(
        "Number: \(store.number)", value: $store.number.sending(\.numberChanged), in: -100...100)
      if store.isAsking {
        HStack {
          ProgressView("Asking…")
          Button("Stop") { store.send(.stopButtonTapped) }
        }
      } else {
        Button("Ask for a fact") { store.send(.askButtonTapped) }
      }
      if let answer = store.answer {
        Text(answer)
      }
    }
    .navigationTitle("Cancellation")
  }
}
