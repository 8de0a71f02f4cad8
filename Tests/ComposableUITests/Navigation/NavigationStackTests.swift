import ComposableArchitecture
import Testing

@testable import ComposableUI

@Reducer
private struct Detail {
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

@Reducer
private struct Catalog {
  @Reducer
  enum Path {
    case detail(Detail)
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

private struct DetailView: View {
  let store: StoreOf<Detail>
  var body: some View {
    VStack {
      Text("likes: \(store.likes)")
      Button("Like") { store.send(.likeButtonTapped) }
    }
    .navigationTitle(store.name)
  }
}

private struct CatalogView: View {
  @Bindable var store: StoreOf<Catalog>
  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      VStack {
        ForEach(store.names, id: \.self) { name in
          NavigationLink(name, state: Catalog.Path.State.detail(Detail.State(name: name)))
        }
      }
      .navigationTitle("Fruit")
    } destination: { store in
      switch store.case {
      case .detail(let store):
        DetailView(store: store)
      }
    }
  }
}

@MainActor
@Suite struct NavigationStackTests {
  @Test func aLinkPushesItsStateAndEscapePops() async {
    let store = Store(initialState: Catalog.State()) { Catalog() }
    let terminal = TestTerminal(columns: 30, rows: 8)
    terminal.render { CatalogView(store: store) }
    #expect(terminal.visibleLines.first == "Fruit")
    await terminal.press(.tab)
    await terminal.press(.tab)
    await terminal.press(.enter)  // "pear"
    #expect(store.path.count == 1)
    #expect(terminal.visibleLines.first == "‹ Back  pear")
    #expect(terminal.text.contains("likes: 0"))
    await terminal.press(.escape)
    #expect(store.path.isEmpty)
    #expect(terminal.visibleLines.first == "Fruit")
  }

  @Test func theBackButtonPopsAndEachScreenKeepsItsState() async {
    let store = Store(initialState: Catalog.State()) { Catalog() }
    let terminal = TestTerminal(columns: 30, rows: 8)
    terminal.render { CatalogView(store: store) }
    await terminal.press(.tab)
    await terminal.press(.enter)  // "apple"
    await terminal.press(.tab)  // the back button, then "Like"
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(terminal.text.contains("likes: 1"))
    await terminal.press(.backTab)
    await terminal.press(.enter)  // back
    #expect(store.path.isEmpty)
    #expect(terminal.text.contains("apple"))
  }

  @Test func aLinkOutsideAStackIsReported() async {
    let terminal = TestTerminal(columns: 30, rows: 4)
    terminal.render { NavigationLink("go", state: 1) }
    await terminal.press(.tab)
    await withKnownIssue {
      await terminal.press(.enter)
    } matching: { issue in
      issue.description.contains(
        "A NavigationLink was pressed outside a NavigationStack with a path, so it pushes nothing.")
    }
  }
}

@MainActor
@Suite struct NavigationFocusTests {
  @Test func aPushedScreenTakesKeysAwayFromTheLinkUnderIt() async {
    let store = Store(initialState: Catalog.State()) { Catalog() }
    let terminal = TestTerminal(columns: 30, rows: 8)
    terminal.render { CatalogView(store: store) }
    await terminal.press(.tab)
    await terminal.press(.enter)  // "apple"
    await terminal.press(.enter)  // the link is hidden now: nothing is pushed again
    #expect(store.path.count == 1)
  }
}
