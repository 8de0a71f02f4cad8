import ComposableArchitecture
import ComposableUI

/// A list of child features: each counter is an element of an identified array, `forEach`
/// runs its reducer with the element its action names, and the view gives each row a store of
/// its own. The parent sees every row: here, the total.
@Reducer
struct Lists {
  @ObservableState
  struct State: Equatable {
    var counters: IdentifiedArrayOf<Counter.State> = [Counter.State(id: 0)]
    var nextID = 1

    /// The sum of every row's count.
    var total: Int { counters.reduce(0) { $0 + $1.count } }
  }

  enum Action: Equatable {
    case addButtonTapped
    case counters(IdentifiedActionOf<Counter>)
    case removeButtonTapped(id: Counter.State.ID)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.counters.append(Counter.State(id: state.nextID))
        state.nextID += 1
        return .none
      case .counters:
        return .none
      case .removeButtonTapped(let id):
        state.counters.remove(id: id)
        return .none
      }
    }
    .forEach(\.counters, action: \.counters) {
      Counter()
    }
  }
}

/// A row per counter, each with a button that removes it, and the total under them.
struct ListsView: View {
  let store: StoreOf<Lists>

  var body: some View {
    VStack(alignment: .leading) {
      Text("Each row is a counter with a store of its own.").foregroundColor(.gray)
      Button("Add a counter") { store.send(.addButtonTapped) }
      List {
        ForEach(store.scope(state: \.counters, action: \.counters)) { counter in
          HStack {
            Text("Counter \(counter.id + 1):")
            CounterView(store: counter)
            Button("Remove") { store.send(.removeButtonTapped(id: counter.id)) }
          }
        }
      }
      Text("Total: \(store.total)").bold()
    }
    .navigationTitle("Lists")
  }
}
