import ComposableArchitecture
import Testing

@Reducer
struct NotesStack {
  @Reducer(state: .equatable, action: .equatable)
  enum Path {
    case editor(NoteEditor)
  }

  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
    var saved: [String] = []
  }
  enum Action: Equatable {
    case openEditor
    case popToRoot
    case path(StackActionOf<Path>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .openEditor:
        state.path.append(.editor(NoteEditor.State()))
        return .none
      case .popToRoot:
        state.path.removeAll()
        return .none
      case .path(.element(let id, .editor(.saveButtonTapped))):
        guard case .editor(let editor) = state.path[id: id] else { return .none }
        state.saved.append(editor.text)
        state.path.pop(from: id)
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

extension CoreTests {
  @Suite
  @MainActor
  struct StackTests {
    @Test func pushEditPop() async {
      let store = TestStore(initialState: NotesStack.State()) { NotesStack() }
      await store.send(.openEditor) {
        $0.path[id: 0] = .editor(NoteEditor.State())
      }
      await store.send(.path(.element(id: 0, action: .editor(.setText("Eggs"))))) {
        $0.path[id: 0]?.modify(\.editor) { $0.text = "Eggs" }
      }
      await store.send(.path(.element(id: 0, action: .editor(.saveButtonTapped)))) {
        $0.saved = ["Eggs"]
        $0.path = StackState()
      }
    }

    @Test func pushActionAndPopFrom() async {
      let store = TestStore(initialState: NotesStack.State()) { NotesStack() }
      await store.send(.path(.push(id: 0, state: .editor(NoteEditor.State(text: "a"))))) {
        $0.path.append(.editor(NoteEditor.State(text: "a")))
      }
      await store.send(.openEditor) {
        $0.path[id: 1] = .editor(NoteEditor.State())
      }
      #expect(store.state.path.ids == [0, 1])
      await store.send(.path(.popFrom(id: 0))) {
        $0.path = StackState()
      }
    }

    /// A test store with `editors` editors pushed, the first one's timer started and ticked once.
    func tickingFirstEditor(
      of editors: Int
    ) async -> (TestStoreOf<NotesStack>, TestClock<Duration>) {
      let clock = TestClock()
      let store = TestStore(initialState: NotesStack.State()) {
        NotesStack()
      } withDependencies: {
        $0.continuousClock = clock
      }
      for id in 0..<editors {
        await store.send(.openEditor) {
          $0.path[id: StackElementID(integerLiteral: id)] = .editor(NoteEditor.State())
        }
      }
      await store.send(.path(.element(id: 0, action: .editor(.startTimer))))
      await clock.advance(by: .seconds(1))
      await store.receive(\.path[id: 0].editor.tick) {
        $0.path[id: 0]?.modify(\.editor) { $0.ticks = 1 }
      }
      return (store, clock)
    }

    @Test func elementDismissesItselfAndItsEffectsEnd() async {
      let (store, clock) = await tickingFirstEditor(of: 1)
      await store.send(.path(.element(id: 0, action: .editor(.closeButtonTapped))))
      await store.receive(\.path.popFrom) {
        $0.path = StackState()
      }
      // Popping cancelled the timer: nothing more arrives, and nothing is left in flight.
      await clock.advance(by: .seconds(3))
    }

    @Test func theParentEmptyingTheStackEndsItsElementsEffects() async {
      let (store, clock) = await tickingFirstEditor(of: 2)
      // Not a stack action: the stack operator, watching its element's work, sees the parent
      // remove it, and ends the timer. The test would fail with the timer still in flight.
      await store.send(.popToRoot) {
        $0.path = StackState()
      }
      await clock.advance(by: .seconds(3))
    }

    @Test func actionForMissingElementIsReported() {
      let store = Store(initialState: NotesStack.State()) { NotesStack() }
      withKnownIssue {
        store.send(.path(.element(id: 7, action: .editor(.tick))))
      } matching: { issue in
        text(of: issue).hasPrefix(
          """
          A "forEach" at "ComposableArchitectureTests/StackTests.swift:40" received an action \
          for a missing element. …

            Action:
              NotesStack.Action.path(.element(id: 7, action: .editor(.tick)))
            Element:
              #7
          """
        )
      }
    }

    @Test func pushOfAnExistingIdIsReported() {
      let store = Store(initialState: NotesStack.State()) { NotesStack() }
      store.send(.openEditor)
      let id = store.path.ids[0]
      withKnownIssue {
        store.send(.path(.push(id: id, state: .editor(NoteEditor.State(text: "x")))))
      } matching: { issue in
        text(of: issue).contains("received a \"push\" action for an element it already contains")
      }
      #expect(store.path.count == 1)
    }

    @Test func stackStateCollectionOperations() {
      var stack: StackState<Int> = [1, 2, 3]
      #expect(Array(stack) == [1, 2, 3])
      stack.pop(to: stack.ids[0])
      #expect(Array(stack) == [1])
      stack.append(4)
      _ = stack.popLast()
      #expect(Array(stack) == [1])
      stack[0] = 10
      #expect(stack[id: stack.ids[0]] == 10)
      stack[id: stack.ids[0]] = nil
      #expect(stack.isEmpty)
    }
  }
}
