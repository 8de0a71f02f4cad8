import ComposableArchitecture
import InlineSnapshotTesting
import Testing

@testable import ComposableUI

// Whole screens, where the whole screen is the clearest assertion: what a person sees, every
// cell of it, in a box that shows the terminal's edges. The goldens sit inline below each test;
// a change to layout or drawing shows up here as a picture.

@Reducer
private struct Counter {
  @ObservableState
  struct State: Equatable {
    var count = 0
    @Presents var alert: AlertState<Action.Alert>?
  }
  enum Action {
    case decrementButtonTapped
    case incrementButtonTapped
    case resetButtonTapped
    case alert(PresentationAction<Alert>)
    enum Alert: Equatable {
      case confirmReset
    }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
      case .incrementButtonTapped:
        state.count += 1
      case .resetButtonTapped:
        state.alert = AlertState {
          TextState("Reset the count?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmReset) { TextState("Reset") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        }
      case .alert(.presented(.confirmReset)):
        state.count = 0
      case .alert:
        break
      }
      return .none
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

private struct CounterView: View {
  @Bindable var store: StoreOf<Counter>
  var body: some View {
    VStack(spacing: 1) {
      Text("Counter").bold()
      HStack {
        Button("-") { store.send(.decrementButtonTapped) }
        Text("\(store.count)")
        Button("+") { store.send(.incrementButtonTapped) }
      }
      Button("Reset") { store.send(.resetButtonTapped) }
    }
    .alert($store.scope(state: \.alert, action: \.alert))
  }
}

private struct Settings: View {
  @State var notifications = true
  @State var volume = 3
  @State var name = "Blob"
  var body: some View {
    Form {
      Section(header: Text("Profile")) {
        TextField("Name", text: $name)
      }
      Section(header: Text("Sound")) {
        Toggle("Notifications", isOn: $notifications)
        Stepper("Volume: \(volume)", value: $volume, in: 0...10)
      }
    }
  }
}

private struct Menu: View {
  let dishes = [("ラーメン", 900), ("寿司", 1200), ("Tempura", 800)]
  var body: some View {
    VStack(alignment: .leading) {
      ForEach(dishes, id: \.0) { dish in
        HStack {
          Text(dish.0)
          Spacer()
          Text("¥\(dish.1)")
        }
      }
      Divider()
      Text("A long note that wraps at words, then ends in an ellipsis when out of room")
        .frame(height: 2)
    }
    .frame(width: 24)
  }
}

@MainActor
@Suite struct GoldenFrameTests {
  @Test func aCounterAndItsAlert() async {
    let store = Store(initialState: Counter.State()) { Counter() }
    let terminal = TestTerminal(columns: 30, rows: 9)
    terminal.render { CounterView(store: store) }
    await terminal.press(.tab)
    await terminal.press(.tab)
    await terminal.press(.enter)
    assertInlineSnapshot(of: terminal.screenshot, as: .lines) {
      """
      ┌──────────────────────────────┐
      │                              │
      │                              │
      │           Counter            │
      │                              │
      │          [-] 1 [+]           │
      │                              │
      │           [Reset]            │
      │                              │
      │                              │
      └──────────────────────────────┘
      """
    }

    await terminal.press(.tab)
    await terminal.press(.enter)
    assertInlineSnapshot(of: terminal.screenshot, as: .lines) {
      """
      ┌──────────────────────────────┐
      │                              │
      │                              │
      │    ┌───────────────────┐     │
      │    │ Reset the count?  │     │
      │    │                   │     │
      │    │ [Reset]  [Cancel] │     │
      │    └───────────────────┘     │
      │                              │
      │                              │
      └──────────────────────────────┘
      """
    }
  }

  @Test func aFormOfControls() async {
    let terminal = TestTerminal(columns: 32, rows: 8)
    terminal.render { Settings() }
    assertInlineSnapshot(of: terminal.screenshot, as: .lines) {
      """
      ┌────────────────────────────────┐
      │Profile                         │
      │Blob                            │
      │Sound                           │
      │[x] Notifications               │
      │Volume: 3 [-|+]                 │
      │                                │
      │                                │
      │                                │
      └────────────────────────────────┘
      """
    }
  }

  @Test func wideCharactersLineUpWithNarrowOnes() async {
    let terminal = TestTerminal(columns: 26, rows: 8)
    terminal.render { Menu() }
    assertInlineSnapshot(of: terminal.screenshot, as: .lines) {
      """
      ┌──────────────────────────┐
      │                          │
      │ ラーメン            ¥900 │
      │ 寿司               ¥1200 │
      │ Tempura             ¥800 │
      │ ──────────────────────── │
      │ A long note that wraps   │
      │ at words, then ends in…  │
      │                          │
      └──────────────────────────┘
      """
    }
  }
}
