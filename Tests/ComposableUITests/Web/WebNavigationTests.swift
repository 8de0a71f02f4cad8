import ComposableArchitecture
import Testing

@testable import ComposableUI

// A navigation stack in a page: the top screen with its title and a back button, and nothing of
// the screens it covers reachable by an event.

@Reducer
private struct Fruit {
  @ObservableState
  struct State: Equatable {
    let name: String
    var likes = 0
  }
  enum Action {
    case likeButtonTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.likes += 1
      return .none
    }
  }
}

@Reducer
private struct Basket {
  @Reducer
  enum Path {
    case fruit(Fruit)
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

private struct BasketView: View {
  @Bindable var store: StoreOf<Basket>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      VStack {
        ForEach(store.names, id: \.self) { name in
          NavigationLink(name, state: Basket.Path.State.fruit(Fruit.State(name: name)))
        }
      }
      .navigationTitle("Fruit")
    } destination: { store in
      switch store.case {
      case .fruit(let store):
        VStack {
          Text("likes: \(store.likes)")
          Button("Like") { store.send(.likeButtonTapped) }
        }
        .navigationTitle(store.name)
      }
    }
  }
}

@MainActor
@Suite struct WebNavigationTests {
  @Test func aPushShowsTheTopScreenAndBackPopsIt() async {
    let page = TestWebPage()
    let store = Store(initialState: Basket.State()) { Basket() }
    page.render { BasketView(store: store) }
    #expect(page.texts == ["Fruit", "apple", "pear"])
    let pear = page.id(of: "pear", tag: "button")!

    await page.click("apple")
    #expect(store.path.count == 1)
    #expect(page.texts == ["‹ Back", "apple", "likes: 0", "Like"])
    await page.click("Like")
    #expect(page.texts.contains("likes: 1"))
    // The covered screen's link is still a view, but not on the page: an event naming it was
    // not made by a person.
    #expect(
      await page.send(.click, pear)
        == .rejected(
          "click on \(pear): the element is covered (by a presentation or a pushed screen)"))
    #expect(store.path.count == 1)

    await page.click("‹ Back")
    #expect(store.path.isEmpty)
    #expect(page.texts == ["Fruit", "apple", "pear"])
  }

  @Test func aSheetCoversThePageBehindIt() async {
    let page = TestWebPage()
    let store = Store(initialState: Basket.State()) { Basket() }
    var isPresented = true
    page.render {
      BasketView(store: store)
        .sheet(isPresented: Binding(get: { isPresented }, set: { isPresented = $0 })) {
          Text("A sheet")
        }
    }
    #expect(page.html.contains("<dialog"))
    let apple = page.id(of: "apple", tag: "button")!
    #expect(
      await page.send(.click, apple)
        == .rejected(
          "click on \(apple): the element is covered (by a presentation or a pushed screen)"))
    #expect(store.path.isEmpty)
  }
}
