import ComposableArchitecture
import ComposableUI

/// Controls bound to a store's state: each control writes through a `BindingAction`, which
/// `BindingReducer` applies before the feature's own reducer sees it, so that the feature can
/// still react to a field it did not write itself (here: lowering the limit turns the volume
/// down with it).
@Reducer
struct Bindings {
  @ObservableState
  struct State: Equatable {
    var isSoundOn = true
    var limit = 8
    var name = ""
    var volume = 3
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case defaultsButtonTapped
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.limit):
        // The volume never goes past the limit, even one set before the limit was lowered.
        state.volume = min(state.volume, state.limit)
        return .none

      case .binding:
        return .none

      case .defaultsButtonTapped:
        state = State()
        return .none
      }
    }
  }
}

/// A name's field with a greeting that follows it, a sound switch that enables the volume
/// controls, a limit, and a volume within it drawn as a level bar.
struct BindingsView: View {
  @Bindable var store: StoreOf<Bindings>

  var body: some View {
    VStack(alignment: .leading) {
      Text("Each control writes to the store through a binding; the button sends an action.")
        .foregroundColor(.gray)
      TextField("Your name", text: $store.name)
      Text(store.name.isEmpty ? "Hello!" : "Hello, \(store.name)!")
      Toggle("Sound on", isOn: $store.isSoundOn)
      Stepper("Limit: \(store.limit)", value: $store.limit, in: 1...10)
        .disabled(!store.isSoundOn)
      Stepper("Volume: \(store.volume)", value: $store.volume, in: 0...store.limit)
        .disabled(!store.isSoundOn)
      ProgressView(value: Double(store.volume), total: 10)
      Button("Defaults") { store.send(.defaultsButtonTapped) }
    }
    .navigationTitle("Bindings")
  }
}
