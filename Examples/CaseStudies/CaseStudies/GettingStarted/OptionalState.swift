import ComposableArchitecture
import ComposableUI

/// A child feature that exists only some of the time: the counter's state is optional, `ifLet`
/// runs its reducer while it is there, and the view scopes to it with `if let`. Taking it away
/// and bringing it back starts a new counter.
@Reducer
struct OptionalState {
  @ObservableState
  struct State: Equatable {
    var counter: Counter.State?
  }

  enum Action: Equatable {
    case counter(Counter.Action)
    case toggleCounterButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .counter:
        return .none
      case .toggleCounterButtonTapped:
        state.counter = state.counter == nil ? Counter.State() : nil
        return .none
      }
    }
    .ifLet(\.counter, action: \.counter) {
      Counter()
    }
  }
}

/// A button that adds or removes the counter, and the counter while there is one.
struct OptionalStateView: View {
  let store: StoreOf<OptionalState>

  var body: some View {
    VStack(alignment: .leading) {
      Text("The counter's state is optional: it is there, or it is nil.").foregroundColor(.gray)
      Button(store.counter == nil ? "Add a counter" : "Remove the counter") {
        store.send(.toggleCounterButtonTapped)
      }
      if let counter = store.scope(state: \.counter, action: \.counter) {
        CounterView(store: counter)
      } else {
        Text("No counter: its state is nil.").foregroundColor(.gray)
      }
    }
    .navigationTitle("Optional state")
  }
}
