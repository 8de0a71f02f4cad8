import ComposableArchitecture
import Testing

extension CoreTests {
  @Suite @MainActor struct OnChangeTests {
    @Reducer
    struct Feature {
      struct State: Equatable {
        var query = ""
        var other = 0
        var changes: [String] = []
      }
      enum Action: Equatable {
        case setQuery(String)
        case setOther(Int)
        case noted
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .setQuery(let query): state.query = query
          case .setOther(let other): state.other = other
          case .noted: break
          }
          return .none
        }
        .onChange(of: \.query) { oldValue, newValue in
          Reduce { state, _ in
            state.changes.append("\(oldValue)→\(newValue)")
            return .send(.noted)
          }
        }
      }
    }

    @Test func runsOnlyWhenTheValueChanges() {
      let store = Store(initialState: Feature.State()) { Feature() }
      store.send(.setQuery("a"))
      store.send(.setQuery("a"))
      store.send(.setOther(1))
      store.send(.setQuery("ab"))
      #expect(store.changes == ["→a", "a→ab"])
    }

    @Test func removeDuplicatesDecidesWhatIsAChange() {
      let reducer = Reduce<Int, Int> { state, action in
        state = action
        return .none
      }
      .onChange(of: { $0 }, removeDuplicates: { $0 / 10 == $1 / 10 }) { old, new in
        Reduce { state, _ in
          state += 1000
          return .none
        }
      }
      var state = 1
      _ = reducer.reduce(into: &state, action: 5)
      #expect(state == 5)
      _ = reducer.reduce(into: &state, action: 15)
      #expect(state == 1015)
    }
  }
}
