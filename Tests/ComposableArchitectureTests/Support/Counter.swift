import ComposableArchitecture

/// A small feature shared by tests.
@Reducer
struct Counter {
  struct State: Equatable, Identifiable {
    var id = 0
    var count = 0
  }

  enum Action: Equatable {
    case increment
    case decrement
    case set(Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment: state.count += 1
      case .decrement: state.count -= 1
      case .set(let value): state.count = value
      }
      return .none
    }
  }
}
