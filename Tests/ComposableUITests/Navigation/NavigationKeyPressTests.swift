import ComposableArchitecture
import Testing

@testable import ComposableUI

@Reducer
private struct Shelf {
  @ObservableState
  struct State: Equatable {
    var likes = 0
  }
  enum Action {
    case likeKeyPressed
  }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.likes += 1
      return .none
    }
  }
}

@Reducer
private struct Library {
  @Reducer
  enum Path {
    case shelf(Shelf)
  }
  @ObservableState
  struct State {
    var count = 0
    var path = StackState<Path.State>()
  }
  enum Action {
    case incrementKeyPressed
    case path(StackActionOf<Path>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .incrementKeyPressed = action {
        state.count += 1
      }
      return .none
    }
    .forEach(\.path, action: \.path)
  }
}

/// A pushed screen with a handler for "l", and a button to focus.
private struct ShelfView: View {
  let store: StoreOf<Shelf>
  var body: some View {
    VStack {
      Text("likes: \(store.likes)")
      Button("Like") { store.send(.likeKeyPressed) }
    }
    .onKeyPress("l") {
      store.send(.likeKeyPressed)
      return .handled
    }
    .navigationTitle("Shelf")
  }
}

/// A root screen with a handler for "+", under which `ShelfView`s are pushed.
private struct LibraryView: View {
  @Bindable var store: StoreOf<Library>
  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      VStack {
        Text("count: \(store.count)")
        NavigationLink("Open shelf", state: Library.Path.State.shelf(Shelf.State()))
      }
      .onKeyPress("+") {
        store.send(.incrementKeyPressed)
        return .handled
      }
      .navigationTitle("Library")
    } destination: { store in
      switch store.case {
      case .shelf(let store):
        ShelfView(store: store)
      }
    }
  }
}

@MainActor
@Suite struct NavigationKeyPressTests {
  @Test func aKeyWithNothingFocusedSkipsTheHandlersOfCoveredScreens() async {
    let store = Store(initialState: Library.State()) { Library() }
    let terminal = TestTerminal(columns: 30, rows: 8)
    terminal.render { LibraryView(store: store) }
    // Nothing has focus: the root screen's handler hears the key.
    await terminal.type("+")
    #expect(store.count == 1)

    await terminal.press(.tab)
    await terminal.press(.enter)  // "Open shelf": the link is hidden now, so nothing has focus
    #expect(store.path.count == 1)
    #expect(terminal.visibleLines.first == "‹ Back  Shelf")
    // The root screen is covered: its handler does not hear the key, the top screen's does.
    await terminal.type("+")
    #expect(store.count == 1)
    await terminal.type("l")
    #expect(terminal.text.contains("likes: 1"))

    await terminal.press(.escape)  // no handler uses Escape: it pops
    #expect(store.path.isEmpty)
    #expect(terminal.visibleLines.first == "Library")
    // Shown again, the root screen hears keys again.
    await terminal.type("+")
    #expect(store.count == 2)
    #expect(terminal.text.contains("count: 2"))
  }

  @Test func aFocusedViewOnThePushedScreenSendsKeysToTheHandlersAroundItOnly() async {
    let store = Store(initialState: Library.State()) { Library() }
    let terminal = TestTerminal(columns: 30, rows: 8)
    terminal.render { LibraryView(store: store) }
    await terminal.press(.tab)
    await terminal.press(.enter)  // "Open shelf"
    await terminal.press(.tab)  // the back button, then "Like"
    await terminal.press(.tab)
    // "Like" does not use these keys: they go to the handlers around it, innermost first,
    // which never include the covered root screen's.
    await terminal.type("l+")
    #expect(terminal.text.contains("likes: 1"))
    #expect(store.count == 0)
    // Enter still reaches the focused button.
    await terminal.press(.enter)
    #expect(terminal.text.contains("likes: 2"))
  }
}
