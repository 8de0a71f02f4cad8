import ComposableArchitecture
import ComposableUI

/// A child feature in a sheet: `@Presents` state that is there while the sheet is up,
/// `ifLet(\.$counter, …)` to run it, and `.sheet(item:)` to show it. The parent sees the child's
/// state when the sheet goes away, by its Done button or by Escape (a dismissal).
@Reducer
struct Sheets {
  @ObservableState
  struct State: Equatable {
    @Presents var counter: Counter.State?
    var lastCount: Int?
  }

  enum Action: Equatable {
    case counter(PresentationAction<Counter.Action>)
    case doneButtonTapped
    case openButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .counter(.dismiss):
        // Still presented here: `ifLet` clears the state after the parent has seen it.
        state.lastCount = state.counter?.count
        return .none

      case .counter:
        return .none

      case .doneButtonTapped:
        state.lastCount = state.counter?.count
        state.counter = nil
        return .none

      case .openButtonTapped:
        state.counter = Counter.State(count: state.lastCount ?? 0)
        return .none
      }
    }
    .ifLet(\.$counter, action: \.counter) {
      Counter()
    }
  }
}

/// The button that opens the sheet, what the last sheet left, and the sheet.
struct SheetsView: View {
  @Bindable var store: StoreOf<Sheets>

  var body: some View {
    VStack(alignment: .leading) {
      Text("The sheet's counter is a child feature; it starts from the last count.")
        .foregroundColor(.gray)
      Button("Open the sheet") { store.send(.openButtonTapped) }
      if let lastCount = store.lastCount {
        Text("The sheet was closed at \(lastCount).")
      }
    }
    .navigationTitle("Sheets")
    .sheet(item: $store.scope(state: \.counter, action: \.counter)) { counter in
      VStack(alignment: .leading) {
        Text("A counter in a sheet").bold()
        CounterView(store: counter)
        Button("Done") { store.send(.doneButtonTapped) }
      }
    }
  }
}
