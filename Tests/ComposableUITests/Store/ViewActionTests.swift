import ComposableArchitecture
import Testing

@testable import ComposableUI

@Reducer
private struct Login {
  @ObservableState
  struct State: Equatable {
    var email = ""
    var attempts = 0
  }
  enum Action: ViewAction {
    case view(View)
    enum View: BindableAction {
      case binding(BindingAction<State>)
      case loginButtonTapped
    }
  }
  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      if case .view(.loginButtonTapped) = action { state.attempts += 1 }
      return .none
    }
  }
}

@ViewAction(for: Login.self)
private struct LoginView: View {
  @Bindable var store: StoreOf<Login>
  var body: some View {
    WithPerceptionTracking {
      VStack {
        TextField("Email", text: $store.email)
        Button("Log in") { send(.loginButtonTapped) }
        Text("attempts: \(store.attempts), email: \(store.email)")
      }
    }
  }
}

@MainActor
@Suite struct ViewActionTests {
  @Test func aViewActionViewSendsItsActionsAndBindsThroughTheViewAction() async {
    let store = Store(initialState: Login.State()) { Login() }
    let terminal = TestTerminal(columns: 40, rows: 6)
    terminal.render { LoginView(store: store) }
    await terminal.press(.tab)
    await terminal.type("a@b.c")
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(store.email == "a@b.c")
    #expect(terminal.text.contains("attempts: 1, email: a@b.c"))
  }
}
