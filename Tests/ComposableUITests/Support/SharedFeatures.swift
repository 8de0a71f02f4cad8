import ComposableArchitecture

// Small features that several view tests use as they are.

/// A row with a title that an action renames.
@Reducer
struct TitledRow {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var title: String
  }
  enum Action {
    case rename(String)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .rename(let title):
        state.title = title
        return .none
      }
    }
  }
}

/// A name edited through bindings.
@Reducer
struct NamedItem {
  @ObservableState
  struct State: Equatable, Identifiable {
    var id = 0
    var name = ""
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}
