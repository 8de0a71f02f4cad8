import ComposableArchitecture
import ComposableUI

/// A row with a label, renamed by an action.
@Reducer
struct Row {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var title: String
  }
  enum Action {
    case rename(String)
    case tapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .rename(let title) = action { state.title = title }
      return .none
    }
  }
}

/// Rows of `Row`s.
@Reducer
struct Rows {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row.State>

    init(count: Int) {
      rows = IdentifiedArray(
        uniqueElements: (0..<count).map { Row.State(id: $0, title: "row \($0)") })
    }
  }
  enum Action {
    case rows(IdentifiedActionOf<Row>)
  }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.rows, action: \.rows) { Row() }
  }
}

struct RowView: View {
  let store: StoreOf<Row>
  var body: some View {
    Text(store.title)
  }
}

struct ButtonRowView: View {
  let store: StoreOf<Row>
  var body: some View {
    Button(store.title) { store.send(.tapped) }
  }
}

/// Rows in a `List`: built only when shown.
struct RowsList: View {
  let store: StoreOf<Rows>
  var body: some View {
    List {
      ForEach(store.scope(state: \.rows, action: \.rows)) { RowView(store: $0) }
    }
  }
}

/// Rows in a `List`, each a button, so that focus moves through them.
struct ButtonRowsList: View {
  let store: StoreOf<Rows>
  var body: some View {
    List {
      ForEach(store.scope(state: \.rows, action: \.rows)) { ButtonRowView(store: $0) }
    }
  }
}

/// Rows in a `VStack`: every row mounted.
struct RowsStack: View {
  let store: StoreOf<Rows>
  var body: some View {
    VStack(alignment: .leading) {
      ForEach(store.scope(state: \.rows, action: \.rows)) { RowView(store: $0) }
    }
  }
}

/// A text field bound to a store's state.
@Reducer
struct Form {
  @ObservableState
  struct State: Equatable {
    var name = ""
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

struct FormView: View {
  @Bindable var store: StoreOf<Form>
  var body: some View {
    VStack {
      TextField("Name", text: $store.name)
      Text("Hello, \(store.name)")
    }
  }
}

/// Plain rows with stable ids, for the cost of a `ForEach` update whose ids changed.
struct Item: Identifiable {
  let id: Int
  var title: String
}

/// The items in a `List` (a lazy `ForEach`).
struct ItemsList: View {
  let items: [Item]
  var body: some View {
    List {
      ForEach(items) { Text($0.title) }
    }
  }
}

/// The items in a `VStack` (an eager `ForEach`: every row is built).
struct ItemsStack: View {
  let items: [Item]
  var body: some View {
    VStack(alignment: .leading) {
      ForEach(items) { Text($0.title) }
    }
  }
}

/// A counter's page: a title and two buttons over a store, the size of the README's demo.
struct CounterPage: View {
  let store: StoreOf<Row>
  var body: some View {
    VStack {
      Text("Counter").bold()
      HStack {
        Button("-") { store.send(.tapped) }
        Text(store.title)
        Button("+") { store.send(.tapped) }
      }
    }
    .padding()
  }
}
