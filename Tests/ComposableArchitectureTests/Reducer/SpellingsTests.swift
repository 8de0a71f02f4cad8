import ComposableArchitecture
import Testing

extension CoreTests {
  /// Spellings found in apps written for upstream 1.x.
  @Suite @MainActor struct SpellingsTests {
    @Reducer
    struct App {
      @Reducer
      enum Destination {
        case editor(Editor)
      }
      @Reducer
      enum Path {
        case detail(Editor)
      }
      @ObservableState
      struct State: Equatable {
        var editor = Editor.State()
        @Presents var destination: Destination.State?
        var path = StackState<Path.State>()
      }
      enum Action {
        case editor(Editor.Action)
        case destination(PresentationAction<Destination.Action>)
        case path(StackActionOf<Path>)
      }
      var body: some ReducerOf<Self> {
        // The newest spelling: no `state:` label.
        Scope(\.editor, action: \.editor) { Editor() }
        EmptyReducer()
          .ifLet(\.$destination, action: \.destination)
          .forEach(\.path, action: \.path)
      }
    }

    @Reducer
    struct Editor {
      @ObservableState
      struct State: Equatable { var text = "" }
      enum Action: Equatable { case setText(String) }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          if case .setText(let text) = action { state.text = text }
          return .none
        }
      }
    }

    @Test func scopeWithoutTheStateLabel() {
      let store = Store(initialState: App.State()) { App() }
      let editor = store.scope(\.editor, action: \.editor)
      editor.send(.setText("Milk"))
      #expect(store.editor.text == "Milk")
      #expect(store.scope(\.destination, action: \.destination.presented) == nil)
    }

    @Test func testStoreInfersItsStateFromTheReducer() async {
      let store = TestStore(initialState: .init()) { Editor() }
      await store.send(.setText("a")) { $0.text = "a" }
    }

    @Test func presentedStateByCase() async {
      var state = App.State()
      state.destination = .editor(Editor.State())
      state.$destination[case: \.editor]?.text = "Milk"
      #expect(state.destination == .editor(Editor.State(text: "Milk")))
      #expect(state.$destination[case: \.editor] == Editor.State(text: "Milk"))
      state.$destination[case: \.editor] = nil
      #expect(state.destination == nil)
      // Another case, or nothing presented: nothing to read, and nothing is written.
      state.$destination[case: \.editor] = Editor.State(text: "ignored")
      #expect(state.destination == nil)
    }

    @Test func stackElementByIDAndCase() {
      var path = StackState<App.Path.State>()
      path.append(.detail(Editor.State()))
      let id = path.ids[0]
      path[id: id, case: \.detail]?.text = "Title"
      #expect(path[id: id, case: \.detail] == Editor.State(text: "Title"))
      #expect(path[id: StackElementID(integerLiteral: 99), case: \.detail] == nil)
    }

    @Test func perceptionTrackingIsObservationTracking() {
      let store = Store(initialState: Editor.State()) { Editor() }
      let told = LockIsolated(0)
      let text = withPerceptionTracking {
        store.text
      } onChange: {
        told.withValue { $0 += 1 }
      }
      #expect(text == "")
      store.send(.setText("x"))
      #expect(told.value == 1)
    }
  }
}

extension CoreTests.SpellingsTests.App.Destination.State: Equatable {}
extension CoreTests.SpellingsTests.App.Path.State: Equatable {}
