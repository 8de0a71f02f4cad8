import ComposableArchitecture
import ComposableUI

/// Controls bound to a store's state: each writes through a `BindingAction`, which
/// `BindingReducer` applies before the feature's own reducer sees it, so that the feature can
/// still react (here: the stepper's maximum keeps the level within range, and switching the
/// toggle off freezes the other controls).
@Reducer
struct Bindings {
  @ObservableState
  struct State: Equatable {
    var isEnabled = true
    var level = 5
    var maximum = 10
    var text = ""
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case resetButtonTapped
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.maximum):
        // A lower maximum pulls the level down with it.
        state.level = min(state.level, state.maximum)
        return .none

      case .binding:
        return .none

      case .resetButtonTapped:
        state = State()
        return .none
      }
    }
  }
}

/// The controls: a text field (and what it holds, shouted), a toggle that enables the rest, a
/// stepper for the maximum and a level drawn as a bar that the left and right steppers move.
struct BindingsView: View {
  @Bindable var store: StoreOf<Bindings>

  var body: some View {
    VStack(alignment: .leading) {
      Text("Every control writes to the store through a binding action.").foregroundColor(.gray)
      TextField("Type here", text: $store.text)
        .disabled(!store.isEnabled)
      Text("Shouted: \(store.text.uppercased())")
      Toggle("Controls enabled", isOn: $store.isEnabled)
      Stepper("Maximum: \(store.maximum)", value: $store.maximum, in: 1...20)
        .disabled(!store.isEnabled)
      Stepper("Level: \(store.level)", value: $store.level, in: 0...store.maximum)
        .disabled(!store.isEnabled)
      ProgressView(value: Double(store.level), total: Double(store.maximum))
      Button("Reset") { store.send(.resetButtonTapped) }
    }
    .navigationTitle("Bindings")
  }
}
