import ComposableArchitecture
import ComposableUI

/// An effect cancelled by identifier: a fact request in flight is cancelled by the Cancel
/// button, and by any change of the number it is about, so that a late answer never shows a
/// fact about another number.
@Reducer
struct Cancellation {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var fact: String?
    var isLoading = false
  }

  enum Action: Equatable {
    case cancelButtonTapped
    case stepperChanged(Int)
    case factButtonTapped
    case factResponse(Result<String, FactError>)
  }

  private enum CancelID { case fact }

  @Dependency(\.factClient) var factClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelButtonTapped:
        state.isLoading = false
        return .cancel(id: CancelID.fact)

      case .stepperChanged(let count):
        state.count = count
        state.fact = nil
        state.isLoading = false
        return .cancel(id: CancelID.fact)

      case .factButtonTapped:
        state.fact = nil
        state.isLoading = true
        return .run { [count = state.count] send in
          await send(.factResponse(await factClient.result(for: count)))
        }
        .cancellable(id: CancelID.fact, cancelInFlight: true)

      case .factResponse(let result):
        state.isLoading = false
        state.fact = result.shown
        return .none
      }
    }
  }
}

/// A stepper, the fact button and, while the fact is on its way, a Cancel button.
struct CancellationView: View {
  @Bindable var store: StoreOf<Cancellation>

  var body: some View {
    VStack(alignment: .leading) {
      Text("A request takes a second: cancel it, or change the number.")
        .foregroundColor(.gray)
      Stepper(
        "Number: \(store.count)", value: $store.count.sending(\.stepperChanged), in: -100...100)
      if store.isLoading {
        HStack {
          ProgressView("Asking…")
          Button("Cancel") { store.send(.cancelButtonTapped) }
        }
      } else {
        Button("Number fact") { store.send(.factButtonTapped) }
      }
      if let fact = store.fact {
        Text(fact)
      }
    }
    .navigationTitle("Cancellation")
  }
}
