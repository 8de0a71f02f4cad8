import ComposableArchitecture
import Testing

extension CoreTests {
  /// Features whose view actions sit in a `view` case, with their bindings inside it.
  @Suite @MainActor struct ViewActionTests {
    @Reducer
    struct Login {
      @ObservableState
      struct State: Equatable {
        var email = ""
        var isFormValid = false
        var isLoggingIn = false
      }
      enum Action: Equatable, ViewAction {
        case loginResponse(Bool)
        case view(View)
        enum View: Equatable, BindableAction {
          case binding(BindingAction<State>)
          case loginButtonTapped
        }
      }
      var body: some ReducerOf<Self> {
        BindingReducer(action: \.view)
        Reduce { state, action in
          switch action {
          case .view(.binding):
            state.isFormValid = state.email.contains("@")
            return .none
          case .view(.loginButtonTapped):
            state.isLoggingIn = true
            return .send(.loginResponse(true))
          case .loginResponse:
            state.isLoggingIn = false
            return .none
          }
        }
      }
    }

    /// A view, as a view layer writes one: it sends view actions by their short names.
    struct LoginView: ViewActionSending {
      let store: StoreOf<Login>
      @MainActor func tapLogin() { send(.loginButtonTapped) }
    }

    @Test func bindingsInsideTheViewCaseAreApplied() async {
      let store = TestStore(initialState: Login.State()) { Login() }
      await store.send(.view(.binding(.set(\.email, "blob@example.com")))) {
        $0.email = "blob@example.com"
        $0.isFormValid = true
      }
      await store.send(.view(.loginButtonTapped)) { $0.isLoggingIn = true }
      await store.receive(.loginResponse(true)) { $0.isLoggingIn = false }
    }

    @Test func aStoreFieldWritesThroughTheViewCase() {
      let store = Store(initialState: Login.State()) { Login() }
      store.email = "blob"
      #expect(store.email == "blob")
      #expect(store.isFormValid == false)
      store.binding(\.email).wrappedValue = "blob@example.com"
      #expect(store.isFormValid == true)
    }

    @Test func aViewSendsItsActionsByTheirShortNames() {
      let store = Store(initialState: Login.State()) { Login() }
      LoginView(store: store).tapLogin()
      // The login response came back at once: the flag went up and down.
      #expect(store.isLoggingIn == false)
      #expect(store.withState(\.self) == Login.State())
    }

    @Test func theViewCaseIgnoresActionsThatAreNotBindings() {
      var state = Login.State()
      let reducer = BindingReducer<Login.State, Login.Action, Login.Action.View>(action: \.view)
      _ = reducer.reduce(into: &state, action: .view(.loginButtonTapped))
      _ = reducer.reduce(into: &state, action: .loginResponse(false))
      #expect(state == Login.State())
      _ = reducer.reduce(into: &state, action: .view(.binding(.set(\.email, "x"))))
      #expect(state.email == "x")
    }
  }
}
