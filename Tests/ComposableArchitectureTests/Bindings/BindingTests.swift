import ComposableArchitecture
import Testing

@Reducer
struct SettingsForm {
  @ObservableState
  struct State: Equatable {
    var name = ""
    var notificationsOn = false
    var isValid = false
    var changes = 0
  }
  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case resetButtonTapped
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.name):
        state.isValid = !state.name.isEmpty
        state.changes += 1
        return .none
      case .binding:
        state.changes += 1
        return .none
      case .resetButtonTapped:
        state = State()
        return .none
      }
    }
  }
}

extension CoreTests {
  @Suite
  @MainActor
  struct BindingTests {
    @Test func bindingActionWritesTheFieldAndMatchesByKeyPath() async {
      let store = TestStore(initialState: SettingsForm.State()) { SettingsForm() }
      await store.send(.binding(.set(\.name, "Blob"))) {
        $0.name = "Blob"
        $0.isValid = true
        $0.changes = 1
      }
      await store.send(.set(\.notificationsOn, true)) {
        $0.notificationsOn = true
        $0.changes = 2
      }
      await store.send(\.binding.name, "") {
        $0.name = ""
        $0.isValid = false
        $0.changes = 3
      }
    }

    @Test func bindingActionsCompareByFieldAndValue() {
      typealias Binding = BindingAction<SettingsForm.State>
      #expect(Binding.set(\.name, "a") == .set(\.name, "a"))
      #expect(Binding.set(\.name, "a") != .set(\.name, "b"))
      #expect(Binding.set(\.isValid, false) != Binding.set(\.notificationsOn, false))
      let action = SettingsForm.Action.binding(.set(\.name, "a"))
      #expect(action.binding == .set(\.name, "a"))
      #expect(SettingsForm.Action.resetButtonTapped.binding == nil)
      #expect(String(customDumping: Binding.set(\.name, "a")).contains("\"a\""))
    }

    @Test func storeFieldsAreTwoWayBindings() {
      let store = Store(initialState: SettingsForm.State()) { SettingsForm() }
      let probe = ObservationProbe { _ = store.name }
      store.name = "Blob"
      #expect(store.name == "Blob")
      #expect(store.isValid)
      #expect(probe.changes == 1)
      let binding = store.binding(\.notificationsOn)
      binding.wrappedValue = true
      #expect(binding.wrappedValue)
      #expect(store.changes == 2)
    }

    /// A form whose body forgot its `BindingReducer`.
    @Reducer
    struct ForgetfulForm {
      @ObservableState
      struct State: Equatable { var name = "" }
      enum Action: BindableAction, Equatable {
        case binding(BindingAction<State>)
      }
      var body: some ReducerOf<Self> {
        Reduce { _, _ in .none }
      }
    }

    @Test func aBindingNoReducerAppliesIsReported() {
      let store = Store(initialState: ForgetfulForm.State()) { ForgetfulForm() }
      withKnownIssue {
        store.name = "Blob"
      } matching: { issue in
        issue.description.contains(
          "A binding action sent from a store was not applied by any \"BindingReducer\""
        ) && issue.description.contains("Add \"BindingReducer()\" to the feature's body")
          && issue.description.contains(
            #"CoreTests.BindingTests.ForgetfulForm.Action.binding(.set(…, "Blob"))"#)
      }
      #expect(store.name == "")
    }
  }
}
