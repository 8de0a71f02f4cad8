import ComposableArchitecture
import ComposableUI

/// The smallest feature: a count and two buttons. The composition case studies embed it in
/// parents (optionally, in lists, in sheets and on a stack) to show how features combine.
@Reducer
struct Counter {
  @ObservableState
  struct State: Equatable, Identifiable {
    var id = 0
    var count = 0
  }

  enum Action: Equatable {
    case decrementButtonTapped
    case incrementButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none
      case .incrementButtonTapped:
        state.count += 1
        return .none
      }
    }
  }
}

/// The count between its buttons.
struct CounterView: View {
  let store: StoreOf<Counter>

  var body: some View {
    HStack {
      Button("-") { store.send(.decrementButtonTapped) }
      Text("\(store.count)")
      Button("+") { store.send(.incrementButtonTapped) }
    }
  }
}
