import ComposableArchitecture
import ComposableUI
import Foundation

/// A feature that holds itself: an outline whose entries each have a title and entries of their
/// own, as deep as a person likes. `forEach` runs `Outline()` for an entry's children, and
/// `OutlineView` draws an `OutlineView` for each child, indented under it.
@Reducer
struct Outline {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: UUID
    var title = ""
    var children: IdentifiedArrayOf<State> = []
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    indirect case children(IdentifiedActionOf<Outline>)
    case deleteChildButtonTapped(State.ID)
    case newChildButtonTapped
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding, .children:
        return .none
      case .deleteChildButtonTapped(let id):
        state.children.remove(id: id)
        return .none
      case .newChildButtonTapped:
        state.children.append(State(id: uuid()))
        return .none
      }
    }
    .forEach(\.children, action: \.children) {
      Outline()
    }
  }
}

/// An entry's children: each with its title's field, a button that deletes it and, under it,
/// its own children; then a button that adds a child here.
struct OutlineView: View {
  let store: StoreOf<Outline>

  var body: some View {
    VStack(alignment: .leading) {
      ForEach(store.scope(state: \.children, action: \.children)) { child in
        VStack(alignment: .leading) {
          HStack {
            EntryTitleField(store: child)
            Button("Delete") { store.send(.deleteChildButtonTapped(child.id)) }
          }
          OutlineView(store: child)
            .padding(.leading, 2)
        }
      }
      Button(store.children.isEmpty ? "New entry" : "New entry at this level") {
        store.send(.newChildButtonTapped)
      }
    }
  }
}

/// An entry's title, edited in place.
private struct EntryTitleField: View {
  @Bindable var store: StoreOf<Outline>

  var body: some View {
    TextField("Title", text: $store.title)
  }
}

/// The study's screen: the outline from its root.
struct RecursionView: View {
  let store: StoreOf<Outline>

  var body: some View {
    ScrollView {
      VStack(alignment: .leading) {
        Text("An outline: every entry can hold entries, with one feature nested in itself.")
          .foregroundColor(.gray)
        OutlineView(store: store)
      }
    }
    .navigationTitle("Recursion")
  }
}
