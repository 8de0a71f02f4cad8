// The feature from the README of the original API (seeds 000–002), as printed there, views aside.
import ComposableArchitectureLegacy

struct AppState: Equatable {
  var count = 0
  var numberFactAlert: String?
}

enum AppAction: Equatable {
  case factAlertDismissed
  case decrementButtonTapped
  case incrementButtonTapped
  case numberFactButtonTapped
  case numberFactResponse(Result<String, ApiError>)
}

struct ApiError: Error, Equatable {}

struct AppEnvironment {
  var mainQueue: AnySchedulerOf<DispatchQueue>
  var numberFact: (Int) -> Effect<String, ApiError>
}

let appReducer = Reducer<AppState, AppAction, AppEnvironment> { state, action, environment in
  switch action {
  case .factAlertDismissed:
    state.numberFactAlert = nil
    return .none

  case .decrementButtonTapped:
    state.count -= 1
    return .none

  case .incrementButtonTapped:
    state.count += 1
    return .none

  case .numberFactButtonTapped:
    return environment.numberFact(state.count)
      .receive(on: environment.mainQueue)
      .catchToEffect()
      .map(AppAction.numberFactResponse)

  case .numberFactResponse(.success(let fact)):
    state.numberFactAlert = fact
    return .none

  case .numberFactResponse(.failure):
    state.numberFactAlert = "Could not load a number fact :("
    return .none
  }
}

// The FAQ's higher-order reducer that delivers every effect on a scheduler.
extension Reducer {
  func receive<S: Scheduler>(on scheduler: S) -> Self {
    Self { state, action, environment in
      self(&state, action, environment)
        .receive(on: scheduler)
        .eraseToEffect()
    }
  }
}

/// The README's UIKit controller, with a stand-in for `UILabel` and for presenting an alert.
final class AppViewController {
  let viewStore: ViewStore<AppState, AppAction>
  var cancellables: Set<AnyCancellable> = []
  let countLabel = Label()
  var presentedAlerts: [String?] = []

  init(store: Store<AppState, AppAction>) {
    self.viewStore = ViewStore(store)
  }

  func viewDidLoad() {
    self.viewStore.publisher
      .map { "\($0.count)" }
      .assign(to: \.text, on: countLabel)
      .store(in: &self.cancellables)

    self.viewStore.publisher.numberFactAlert
      .sink { [weak self] numberFactAlert in
        self?.presentedAlerts.append(numberFactAlert)
      }
      .store(in: &self.cancellables)
  }

  func incrementButtonTapped() {
    self.viewStore.send(.incrementButtonTapped)
  }

  func decrementButtonTapped() {
    self.viewStore.send(.decrementButtonTapped)
  }

  func factButtonTapped() {
    self.viewStore.send(.numberFactButtonTapped)
  }

  final class Label {
    var text: String?
  }
}

/// The README's alert wrapper, made `Identifiable` for SwiftUI's `.alert(item:)`.
struct FactAlert: Identifiable {
  var title: String
  var id: String { self.title }
}

/// The README's test, as printed: `SeedAppTests` runs it under Swift Testing and
/// `SeedAppXCTests` from a plain synchronous `XCTestCase` method, as its users ran it.
func runSeedReadmeTest() {
  let scheduler = DispatchQueue.test

  let store = TestStore(
    initialState: AppState(),
    reducer: appReducer,
    environment: AppEnvironment(
      mainQueue: scheduler.eraseToAnyScheduler(),
      numberFact: { number in Effect(value: "\(number) is a good number Brent") }
    )
  )

  // The counter buttons.
  store.send(.incrementButtonTapped) {
    $0.count = 1
  }
  store.send(.decrementButtonTapped) {
    $0.count = 0
  }

  // The fact request: its response hops through the main queue scheduler, so it arrives only
  // once the test advances that scheduler.
  store.send(.numberFactButtonTapped)

  scheduler.advance()
  store.receive(.numberFactResponse(.success("0 is a good number Brent"))) {
    $0.numberFactAlert = "0 is a good number Brent"
  }

  // Dismissing the alert.
  store.send(.factAlertDismissed) {
    $0.numberFactAlert = nil
  }
}
