import ComposableArchitecture
import ComposableUI
import Foundation

/// A counter whose count is shared: every feature that declares `@Shared(.inMemory("count"))`
/// holds the same value, so a change made in one shows in all of them.
@Reducer
struct SharedCounter {
  @ObservableState
  struct State: Equatable {
    @Shared(.inMemory("count")) var count = 0
  }

  enum Action: Equatable {
    case decrementButtonTapped
    case incrementButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.$count.withLock { $0 -= 1 }
        return .none
      case .incrementButtonTapped:
        state.$count.withLock { $0 += 1 }
        return .none
      }
    }
  }
}

/// State shared between features, and kept between runs: two counters, each a feature of its
/// own, share one count in memory; the note is kept in a file in the user's data directory
/// (in memory in tests), so that it is there the next time the app starts.
@Reducer
struct SharedState {
  @ObservableState
  struct State: Equatable {
    var first = SharedCounter.State()
    var second = SharedCounter.State()
    @Shared(.fileStorage(.documentsDirectory.appending(component: "note.json"))) var note = ""
  }

  enum Action: Equatable {
    case first(SharedCounter.Action)
    case noteChanged(String)
    case second(SharedCounter.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.first, action: \.first) {
      SharedCounter()
    }
    Scope(state: \.second, action: \.second) {
      SharedCounter()
    }
    Reduce { state, action in
      switch action {
      case .first, .second:
        return .none
      case .noteChanged(let note):
        state.$note.withLock { $0 = note }
        return .none
      }
    }
  }
}

/// Two counters that show one count, and a note kept between runs.
struct SharedStateView: View {
  @Bindable var store: StoreOf<SharedState>

  var body: some View {
    VStack(alignment: .leading) {
      Text("Two features, one shared count: change either.").foregroundColor(.gray)
      HStack {
        Text("First feature: ")
        SharedCounterView(store: store.scope(state: \.first, action: \.first))
      }
      HStack {
        Text("Second feature:")
        SharedCounterView(store: store.scope(state: \.second, action: \.second))
      }
      Text("A note kept in a file between runs:").foregroundColor(.gray)
      TextField("Note", text: $store.note.sending(\.noteChanged))
    }
    .navigationTitle("Shared state")
  }
}

/// A shared counter's count between its buttons.
struct SharedCounterView: View {
  let store: StoreOf<SharedCounter>

  var body: some View {
    HStack {
      Button("-") { store.send(.decrementButtonTapped) }
      Text("\(store.count)")
      Button("+") { store.send(.incrementButtonTapped) }
    }
  }
}
