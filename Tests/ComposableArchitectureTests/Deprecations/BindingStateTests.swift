import ComposableArchitecture
import Foundation
import Testing

// Features written for 1.0 to 1.6, before `@ObservableState`: `@BindingState` fields, bound
// through a `ViewStore`, directly or through a view state of `@BindingViewState` fields. Each
// declaration is marked deprecated because it exercises deprecated spellings on purpose.

@available(*, deprecated, message: "Exercises @BindingState on purpose.")
@Reducer
struct LegacySettings {
  struct State: Equatable {
    @BindingState var displayName = ""
    @BindingState var sendsNotifications = false
    var saves = 0
  }
  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case saveTapped
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.$displayName):
        state.displayName = String(state.displayName.prefix(8))
        return .none
      case .binding:
        return .none
      case .saveTapped:
        state.saves += 1
        return .none
      }
    }
  }
}

@available(*, deprecated, message: "Exercises @BindingViewState on purpose.")
struct LegacySettingsViewState: Equatable {
  @BindingViewState var displayName: String
  var canSave: Bool

  init(store: BindingViewStore<LegacySettings.State>) {
    self._displayName = store.$displayName
    self.canSave = !store.displayName.isEmpty
  }
}

extension CoreTests {
  @Suite @MainActor struct BindingStateTests {
    @available(*, deprecated)
    @Test func aBindingStateFieldIsWrittenByItsBindingAction() async {
      let store = TestStore(initialState: LegacySettings.State()) { LegacySettings() }
      await store.send(.binding(.set(\.$sendsNotifications, true))) {
        $0.sendsNotifications = true
      }
      // The reducer matches the field by its projected key path.
      await store.send(.binding(.set(\.$displayName, "Blob Junior the Third"))) {
        $0.displayName = "Blob Jun"
      }
      #expect(
        LegacySettings.Action.binding(.set(\.$displayName, "a"))
          == .binding(.set(\.$displayName, "a"))
      )
      #expect(
        LegacySettings.Action.binding(.set(\.$displayName, "a"))
          != .binding(.set(\.$displayName, "b"))
      )
    }

    @available(*, deprecated)
    @Test func aViewStoreBindsToBindingStateFields() {
      let store = Store(initialState: LegacySettings.State()) { LegacySettings() }
      let viewStore = ViewStore(store, observe: { $0 })
      let name: StoreBinding<String> = viewStore.$displayName
      name.wrappedValue = "Blob"
      #expect(viewStore.displayName == "Blob")
      #expect(name.wrappedValue == "Blob")
      let notifications: StoreBinding<Bool> = viewStore.$sendsNotifications
      notifications.wrappedValue = true
      #expect(store.withState(\.sendsNotifications))
    }

    @available(*, deprecated)
    @Test func aViewStateBindsThroughBindingViewState() {
      let store = Store(initialState: LegacySettings.State()) { LegacySettings() }
      let viewStore = ViewStore(store, observe: LegacySettingsViewState.init(store:))
      #expect(!viewStore.canSave)
      viewStore.$displayName.wrappedValue = "Blob the Builder"
      #expect(viewStore.displayName == "Blob the")
      #expect(viewStore.canSave)
      // Writing the view state's field sends the binding action too.
      let viewState = viewStore.state
      viewState.displayName = "Ann"
      #expect(store.withState(\.displayName) == "Ann")
      viewStore.send(.saveTapped)
      #expect(store.withState(\.saves) == 1)
    }

    @available(*, deprecated)
    @Test func aBindingNoReducerAppliesIsReported() {
      let store = Store(initialState: LegacySettings.State()) {
        Reduce<LegacySettings.State, LegacySettings.Action> { _, _ in .none }
      }
      let viewStore = ViewStore(store, observe: LegacySettingsViewState.init(store:))
      withKnownIssue {
        viewStore.$displayName.wrappedValue = "Blob"
      } matching: { issue in
        issue.description.contains(
          "A binding action sent from a store was not applied by any \"BindingReducer\"")
      }
      withKnownIssue {
        ViewStore(store, observe: { $0 }).$sendsNotifications.wrappedValue = true
      } matching: { issue in
        issue.description.contains("Add \"BindingReducer()\" to the feature's body")
      }
      #expect(store.withState(\.displayName) == "")
    }

    @available(*, deprecated)
    @Test func aBindableActionSetsABindingStateField() async {
      let store = TestStore(initialState: LegacySettings.State()) { LegacySettings() }
      await store.send(.set(\.$sendsNotifications, true)) {
        $0.sendsNotifications = true
      }
      #expect(
        LegacySettings.Action.set(\.$displayName, "a") == .binding(.set(\.$displayName, "a"))
      )
    }

    @available(*, deprecated)
    @Test func aPartOfABindingStateFieldIsBindable() {
      struct Settings: Equatable {
        var isOn = false
      }
      struct State: Equatable {
        @BindingState var settings = Settings()
      }
      var state = State()
      let isOn: WritableKeyPath<State, BindingState<Bool>> = \.$settings.isOn
      state[keyPath: isOn].wrappedValue = true
      #expect(state.settings.isOn)
    }

    @available(*, deprecated)
    @Test func aViewStateDumpsItsValues() throws {
      let store = Store(initialState: LegacySettings.State(displayName: "Blob")) {
        LegacySettings()
      }
      let viewState = ViewStore(store, observe: LegacySettingsViewState.init(store:)).state
      let dump = String(customDumping: viewState)
      #expect(dump.contains(#""Blob""#))
      #expect(!dump.contains("StoreBinding"))
      let field = try #require(
        Mirror(reflecting: viewState).children.first { $0.label == "_displayName" }?.value
          as? BindingViewState<String>
      )
      #expect(Set([field, field]).count == 1)
    }

    @available(*, deprecated)
    @Test func bindingStateCodesAndDumpsAsItsValue() throws {
      let state = BindingState(wrappedValue: 42)
      let data = try JSONEncoder().encode(state)
      #expect(String(decoding: data, as: UTF8.self) == "42")
      #expect(try JSONDecoder().decode(BindingState<Int>.self, from: data) == state)
      #expect(String(customDumping: state) == "42")
    }
  }
}
