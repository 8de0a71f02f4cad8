import ComposableArchitecture
import ComposableUI
import Foundation

/// A feature that contains itself: each row has a name and rows of its own, as deep as a
/// person likes. `forEach` runs `Self()` for the rows, and the view draws `NestedView` inside
/// `NestedView`, each level indented under its parent.
@Reducer
struct Nested {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: UUID
    var name = ""
    var rows: IdentifiedArrayOf<State> = []
  }

  enum Action: BindableAction {
    case addRowButtonTapped
    case binding(BindingAction<State>)
    case removeButtonTapped(id: State.ID)
    indirect case rows(IdentifiedActionOf<Nested>)
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addRowButtonTapped:
        state.rows.append(State(id: uuid()))
        return .none
      case .binding, .rows:
        return .none
      case .removeButtonTapped(let id):
        state.rows.remove(id: id)
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) {
      Self()
    }
  }
}

/// A level of the tree: its rows, each with its name's field, its own rows under it, and a
/// button that removes it; then a button that adds a row at this level.
struct NestedView: View {
  let store: StoreOf<Nested>

  var body: some View {
    VStack(alignment: .leading) {
      ForEach(store.scope(state: \.rows, action: \.rows)) { row in
        VStack(alignment: .leading) {
          HStack {
            RowNameField(store: row)
            Button("Remove") { store.send(.removeButtonTapped(id: row.id)) }
          }
          NestedView(store: row)
            .padding(.leading, 2)
        }
      }
      Button(store.rows.isEmpty ? "Add a row" : "Add a row here") {
        store.send(.addRowButtonTapped)
      }
    }
  }
}

/// A row's name, edited in place.
private struct RowNameField: View {
  @Bindable var store: StoreOf<Nested>

  var body: some View {
    TextField("Name", text: $store.name)
  }
}

/// The study's screen: the tree from its root.
struct RecursionView: View {
  let store: StoreOf<Nested>

  var body: some View {
    ScrollView {
      VStack(alignment: .leading) {
        Text("Each row holds rows of its own: one feature, nested.").foregroundColor(.gray)
        NestedView(store: store)
      }
    }
    .navigationTitle("Recursion")
  }
}
