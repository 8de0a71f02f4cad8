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

extension CoreTests {
  /// `@Reducer` declarations that upstream accepts and real apps write.
  @Suite @MainActor struct ReducerMacroEdgeCaseTests {
    @Reducer
    struct Timer {
      let step: Int
      init(step: Int = 1) { self.step = step }
      struct State: Equatable { var ticks = 0 }
      enum Action: Equatable { case tick }
      var body: some ReducerOf<Self> {
        Reduce { state, _ in
          state.ticks += step
          return .none
        }
      }
    }

    struct Meeting: Equatable { var title: String }

    @Reducer(state: .equatable, action: .equatable)
    enum Destination {
      // A case's reducer configured by its default value.
      case fastTimer(Timer = Timer(step: 10))
      // Several values: plain state, as upstream treats it.
      case meeting(Meeting, minutes: Int)
    }

    @Reducer
    struct Screen {
      @ObservableState
      struct State: Equatable {
        @Presents var destination: Destination.State?
      }
      enum Action: Equatable {
        case destination(PresentationAction<Destination.Action>)
      }
      var body: some ReducerOf<Self> {
        EmptyReducer().ifLet(\.$destination, action: \.destination)
      }
    }

    @Test func aCasesDefaultReducerRuns() {
      let store = Store(initialState: Screen.State(destination: .fastTimer(Timer.State()))) {
        Screen()
      }
      store.send(.destination(.presented(.fastTimer(.tick))))
      #expect(store.destination == .fastTimer(Timer.State(ticks: 10)))
    }

    @Test func aCaseWithSeveralValuesIsState() {
      let state = Destination.State.meeting(Meeting(title: "Standup"), minutes: 15)
      guard case .meeting(let meeting, let minutes) = state else {
        Issue.record("Expected the meeting case")
        return
      }
      #expect(meeting.title == "Standup")
      #expect(minutes == 15)
    }

    /// No nested `State` or `Action`: they are the body's.
    @Reducer
    struct Toggle {
      var body: some Reducer<Bool, Void> {
        Reduce { state, _ in
          state.toggle()
          return .none
        }
      }
    }

    @Test func aStructTakesItsTypesFromItsBody() {
      let store = Store(initialState: false) { Toggle() }
      store.send(())
      #expect(store.withState { $0 } == true)
    }

    /// An enum of reducers that declares its own action type.
    @Reducer
    enum Panel {
      case timer(Timer)
      @CasePathable
      enum Action: Equatable { case timer(Timer.Action) }
    }

    @Test func anEnumsOwnActionIsUsed() {
      let store = Store(initialState: Panel.State.timer(Timer.State())) { Panel.body }
      store.send(.timer(.tick))
      #expect(store.withState { $0 } == .timer(Timer.State(ticks: 1)))
    }
  }
}

extension CoreTests.ReducerMacroEdgeCaseTests.Panel.State: Equatable {}
