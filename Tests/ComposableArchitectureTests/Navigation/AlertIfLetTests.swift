import ComposableArchitecture
import Testing

extension CoreTests {
  /// `ifLet(\.$alert, action: \.alert)` and `ifLet(\.$dialog, action: \.dialog)`, with no reducer
  /// of their own: the most common presentation line in apps.
  @Suite @MainActor struct AlertIfLetTests {
    @Reducer
    struct Inbox {
      @ObservableState
      struct State: Equatable {
        var messages = ["Hello", "Lunch?"]
        @Presents var alert: AlertState<Action.Alert>?
        @Presents var dialog: ConfirmationDialogState<Action.Dialog>?
      }
      enum Action: Equatable {
        case alert(PresentationAction<Alert>)
        case dialog(PresentationAction<Dialog>)
        case deleteAllTapped
        case moreTapped
        enum Alert: Equatable { case confirmDeleteAll }
        enum Dialog: Equatable { case markAllRead, archiveAll }
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .deleteAllTapped:
            state.alert = AlertState {
              TextState("Delete every message?")
            } actions: {
              ButtonState(role: .destructive, action: .confirmDeleteAll) { TextState("Delete") }
              ButtonState(role: .cancel) { TextState("Cancel") }
            }
            return .none
          case .moreTapped:
            state.dialog = ConfirmationDialogState {
              TextState("More")
            } actions: {
              ButtonState(action: .markAllRead) { TextState("Mark all read") }
              ButtonState(action: .archiveAll) { TextState("Archive all") }
            }
            return .none
          case .alert(.presented(.confirmDeleteAll)):
            state.messages = []
            return .none
          case .dialog(.presented(.archiveAll)):
            state.messages = []
            return .none
          case .alert, .dialog:
            return .none
          }
        }
        .ifLet(\.$alert, action: \.alert)
        .ifLet(\.$dialog, action: \.dialog)
      }
    }

    @Test func tappingAnAlertButtonRunsTheParentAndClearsTheAlert() async {
      let store = TestStore(initialState: Inbox.State()) { Inbox() }
      await store.send(.deleteAllTapped) {
        $0.alert = AlertState {
          TextState("Delete every message?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeleteAll) { TextState("Delete") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        }
      }
      await store.send(.alert(.presented(.confirmDeleteAll))) {
        $0.messages = []
        $0.alert = nil
      }
    }

    @Test func dismissingAnAlertClearsIt() async {
      let store = TestStore(initialState: Inbox.State()) { Inbox() }
      store.exhaustivity = .off
      await store.send(.deleteAllTapped)
      #expect(store.state.alert != nil)
      await store.send(.alert(.dismiss)) {
        $0.alert = nil
      }
      #expect(store.state.messages == ["Hello", "Lunch?"])
    }

    @Test func aDialogButtonRunsTheParentAndClearsTheDialog() async {
      let store = TestStore(initialState: Inbox.State()) { Inbox() }
      store.exhaustivity = .off
      await store.send(.moreTapped)
      await store.send(.dialog(.presented(.markAllRead))) {
        $0.dialog = nil
      }
      #expect(store.state.messages == ["Hello", "Lunch?"])
      await store.send(.moreTapped)
      await store.send(.dialog(.presented(.archiveAll))) {
        $0.messages = []
        $0.dialog = nil
      }
    }

    @Test func anAlertActionWithNoAlertIsReported() async {
      let store = Store(initialState: Inbox.State()) { Inbox() }
      withKnownIssue {
        store.send(.alert(.presented(.confirmDeleteAll)))
      } matching: { issue in
        issue.description.contains(
          "received a presentation action when destination state was absent"
        ) && issue.description.contains(".alert(.presented(.confirmDeleteAll))")
      }
      // The parent still sees the action, as upstream's does.
      #expect(store.withState(\.messages) == [])
    }
  }
}
