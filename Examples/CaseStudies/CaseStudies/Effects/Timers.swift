import ComposableArchitecture
import ComposableUI

/// A timer as a long-running effect: a tick every second from the clock dependency, until it is
/// stopped, or its screen is popped (the stack's `forEach` cancels the effects of a screen it
/// removes). Tests drive the clock; nothing waits on real time.
@Reducer
struct Timers {
  @ObservableState
  struct State: Equatable {
    var isRunning = false
    var secondsElapsed = 0
  }

  enum Action: Equatable {
    case resetButtonTapped
    case timerTicked
    case toggleButtonTapped
  }

  private enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .resetButtonTapped:
        state.secondsElapsed = 0
        return .none

      case .timerTicked:
        state.secondsElapsed += 1
        return .none

      case .toggleButtonTapped:
        state.isRunning.toggle()
        guard state.isRunning else { return .cancel(id: CancelID.timer) }
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.timerTicked)
          }
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)
      }
    }
  }
}

/// The time elapsed, a bar for the current minute, and the buttons that start, stop and reset.
struct TimersView: View {
  let store: StoreOf<Timers>

  var body: some View {
    VStack(alignment: .leading) {
      Text("A tick a second from the clock, while the timer runs and its screen is shown.")
        .foregroundColor(.gray)
      let seconds = store.secondsElapsed % 60
      Text("Elapsed: \(store.secondsElapsed / 60):\(seconds < 10 ? "0" : "")\(seconds)").bold()
      ProgressView(value: Double(store.secondsElapsed % 60), total: 60)
      HStack {
        Button(store.isRunning ? "Stop" : "Start") { store.send(.toggleButtonTapped) }
        Button("Reset") { store.send(.resetButtonTapped) }
      }
    }
    .navigationTitle("Timers")
  }
}
