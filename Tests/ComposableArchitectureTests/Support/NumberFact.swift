import ComposableArchitecture
import Testing

/// The README's feature, as tests use it: a counter and a number fact from a dependency.
@Reducer
struct NumberFact {
  struct State: Equatable {
    var count = 0
    var numberFact: String?
    var isLoading = false
  }

  enum Action: Equatable {
    case decrementButtonTapped
    case incrementButtonTapped
    case numberFactButtonTapped
    case numberFactResponse(String)
    case factAlertDismissed
  }

  @Dependency(\.numberFactClient) var numberFactClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none
      case .incrementButtonTapped:
        state.count += 1
        return .none
      case .numberFactButtonTapped:
        state.isLoading = true
        return .run { [count = state.count] send in
          await send(.numberFactResponse(try await numberFactClient.fetch(count)))
        } catch: { _, send in
          await send(.numberFactResponse("Could not load a fact."))
        }
      case .numberFactResponse(let fact):
        state.isLoading = false
        state.numberFact = fact
        return .none
      case .factAlertDismissed:
        state.numberFact = nil
        return .none
      }
    }
  }
}

@DependencyClient
struct NumberFactClient: Sendable {
  var fetch: @Sendable (_ number: Int) async throws -> String
}

extension NumberFactClient: TestDependencyKey {
  static let testValue = NumberFactClient()
}

extension DependencyValues {
  var numberFactClient: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}

/// A feature with a timer driven by the continuous clock.
@Reducer
struct Ticker {
  struct State: Equatable {
    var ticks = 0
    var isRunning = false
  }
  enum Action: Equatable {
    case start
    case stop
    case tick
  }
  enum CancelID { case timer }
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        state.isRunning = true
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.timer)
      case .stop:
        state.isRunning = false
        return .cancel(id: CancelID.timer)
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }
}

/// A test store of `Ticker` whose timer runs on `clock`.
@MainActor
func tickerStore(_ clock: TestClock<Duration>) -> TestStore<Ticker.State, Ticker.Action> {
  TestStore(initialState: Ticker.State()) {
    Ticker()
  } withDependencies: {
    $0.continuousClock = clock
  }
}

/// Collects the text of the issues a `withKnownIssue` block recorded.
func text(of issue: Issue) -> String {
  issue.comments.map(\.rawValue).joined(separator: "\n")
}
