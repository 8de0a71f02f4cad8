import ComposableArchitecture
import ComposableUI

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

/// A fruit's page, pushed by `FruitCatalog`: how many like it.
@Reducer
struct FruitDetail {
  @ObservableState
  struct State: Equatable {
    let name: String
    var likes = 0
  }
  enum Action {
    case likeButtonTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.likes += 1
      return .none
    }
  }
}

/// A catalog of fruit whose links push a fruit's page on a navigation stack.
@Reducer
struct FruitCatalog {
  @Reducer
  enum Path {
    case detail(FruitDetail)
  }
  @ObservableState
  struct State {
    var names = ["apple", "pear"]
    var path = StackState<Path.State>()
  }
  enum Action {
    case path(StackActionOf<Path>)
  }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.path, action: \.path)
  }
}

struct FruitDetailView: View {
  let store: StoreOf<FruitDetail>
  var body: some View {
    VStack {
      Text("likes: \(store.likes)")
      Button("Like") { store.send(.likeButtonTapped) }
    }
    .navigationTitle(store.name)
  }
}

struct FruitCatalogView: View {
  @Bindable var store: StoreOf<FruitCatalog>
  /// Whether the detail screens hide the stack's back button.
  var hidesBackButton = false
  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      VStack {
        ForEach(store.names, id: \.self) { name in
          NavigationLink(name, state: FruitCatalog.Path.State.detail(FruitDetail.State(name: name)))
        }
      }
      .navigationTitle("Fruit")
    } destination: { store in
      switch store.case {
      case .detail(let store):
        FruitDetailView(store: store).navigationBarBackButtonHidden(hidesBackButton)
      }
    }
  }
}
