import ComposableArchitecture

/// A counter whose count is shared in memory under "count".
@Reducer
struct SharedCounter {
  @ObservableState
  struct State: Equatable {
    @Shared(.inMemory("count")) var count = 0
    var local = 0
  }
  enum Action: Equatable {
    case increment
    case incrementLocal
    case incrementLater
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.$count.withLock { $0 += 1 }
        return .none
      case .incrementLocal:
        state.local += 1
        return .none
      case .incrementLater:
        return .run { [count = state.$count] _ in
          count.withLock { $0 += 10 }
        }
      }
    }
  }
}
