import ComposableArchitecture
import Testing

extension CoreTests {
  @Suite @MainActor struct CaseReducerTests {
    @Reducer
    struct Editor {
      struct State: Equatable { var text = "" }
      enum Action: Equatable { case setText(String) }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .setText(let text): state.text = text
          }
          return .none
        }
      }
    }

    struct Message: Equatable {
      var title: String
      enum Action: Equatable { case ok }
    }

    @Reducer(state: .equatable, action: .equatable)
    enum Destination {
      case editor(Editor)
      case counter(Counter)
      @ReducerCaseEphemeral
      case message(Message)
      @ReducerCaseIgnored
      case note(String)
      case empty
    }

    @Reducer
    struct Parent {
      struct State: Equatable { var destination: Destination.State? }
      enum Action: Equatable {
        case destination(Destination.Action)
        case showEditor
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .destination: return .none
          case .showEditor:
            state.destination = .editor(Editor.State())
            return .none
          }
        }
        .ifLet(\.destination, action: \.destination)
      }
    }

    @Test func caseReducersRunOnTheirCase() {
      let store = Store(initialState: Parent.State()) { Parent() }
      store.send(.showEditor)
      store.send(.destination(.editor(.setText("hi"))))
      #expect(store.destination == .editor(Editor.State(text: "hi")))
    }

    @Test func caseScopeGivesAStoreForTheCurrentCase() {
      let store = Store(initialState: Destination.State.counter(Counter.State())) {
        Destination.body
      }
      guard case .counter(let counterStore) = store.case else {
        Issue.record("expected the counter case")
        return
      }
      counterStore.send(.increment)
      #expect(store.state == .counter(Counter.State(count: 1)))
    }

    @Test func stateOnlyCasesScopeToTheirValues() {
      let message = Store(initialState: Destination.State.message(Message(title: "Hi"))) {
        Destination.body
      }
      guard case .message(let value) = message.case else {
        Issue.record("expected the message case")
        return
      }
      #expect(value.title == "Hi")
      let note = Store(initialState: Destination.State.note("n")) { Destination.body }
      guard case .note("n") = note.case else {
        Issue.record("expected the note case")
        return
      }
      let empty = Store(initialState: Destination.State.empty) { Destination.body }
      guard case .empty = empty.case else {
        Issue.record("expected the empty case")
        return
      }
    }

    @Test func generatedEnumsAreCasePathable() {
      let state = Destination.State.editor(Editor.State(text: "x"))
      #expect(state.editor == Editor.State(text: "x"))
      #expect(state.counter == nil)
      let action = Destination.Action.message(.ok)
      #expect(action[case: \.message] == .ok)
    }
  }
}
