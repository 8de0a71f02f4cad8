import ComposableArchitecture
import Testing

@testable import ComposableUI

// A binding kept after the child it binds went away (a row removed, a screen popped, an
// optional child set to nil): one warning that says so, and the app keeps running.

private typealias Item = NamedItem

@Reducer
private struct Shelf {
  @ObservableState
  struct State: Equatable {
    var items: IdentifiedArrayOf<Item.State> = [Item.State(id: 1), Item.State(id: 2)]
    var detail: Item.State?
  }
  enum Action {
    case items(IdentifiedActionOf<Item>)
    case detail(Item.Action)
    case removeFirst
    case closeDetail
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .removeFirst:
        state.items.removeFirst()
      case .closeDetail:
        state.detail = nil
      case .items, .detail:
        break
      }
      return .none
    }
    .forEach(\.items, action: \.items) { Item() }
    .ifLet(\.detail, action: \.detail) { Item() }
  }
}

@MainActor
@Suite struct BindingToGoneChildTests {
  @Test func aBindingToARemovedRowIsReportedOnce() {
    let store = Store(initialState: Shelf.State()) { Shelf() }
    @Bindable var row = store.scope(state: \.items, action: \.items)[0]
    let name: Binding<String> = $row.name
    name.wrappedValue = "Milk"
    #expect(store.items[id: 1]?.name == "Milk")

    store.send(.removeFirst)
    withKnownIssue {
      name.wrappedValue = "Eggs"
    } matching: { issue in
      issue.description.contains(
        "A binding to a removed element was written: the \"forEach\" at "
          + "\"ComposableUITests/BindingToGoneChildTests.swift:")
        && issue.description.contains("when element state was absent. …")
    }
    #expect(store.items.map(\.name) == [""])
  }

  @Test func aBindingToAnOptionalChildSetToNilIsReportedOnce() {
    var state = Shelf.State()
    state.detail = Item.State(id: 3)
    let store = Store(initialState: state) { Shelf() }
    @Bindable var detail = store.scope(state: \.detail, action: \.detail)!
    let name: Binding<String> = $detail.name

    store.send(.closeDetail)
    withKnownIssue {
      name.wrappedValue = "Late"
    } matching: { issue in
      issue.description.contains(
        "A binding to a removed child was written: the \"ifLet\" at "
          + "\"ComposableUITests/BindingToGoneChildTests.swift:")
    }
    #expect(store.detail == nil)
  }
}
