import ComposableArchitecture
import Testing

@Reducer
struct Counter {
  struct State: Equatable {
    var count = 0
  }
  enum Action {
    case increment
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.count += 1
      return .none
    }
  }
}

@MainActor
@Test func wrongAssertion() async {
  let store = TestStore(initialState: Counter.State()) { Counter() }
  await store.send(.increment) {
    // Wrong on purpose: the count becomes 1.
    $0.count = 2
  }
}
