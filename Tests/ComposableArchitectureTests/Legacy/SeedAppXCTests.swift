import ComposableArchitectureLegacy
import XCTest

/// The original README's test as its users wrote it: a plain, synchronous `XCTestCase` method,
/// neither `async` nor on the main actor.
final class SeedAppXCTests: XCTestCase {
  func testAppFlow() {
    let scheduler = DispatchQueue.test

    let store = TestStore(
      initialState: AppState(),
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(),
        numberFact: { number in Effect(value: "\(number) is a good number Brent") }
      )
    )

    store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    store.send(.decrementButtonTapped) {
      $0.count = 0
    }

    store.send(.numberFactButtonTapped)

    scheduler.advance()
    store.receive(.numberFactResponse(.success("0 is a good number Brent"))) {
      $0.numberFactAlert = "0 is a good number Brent"
    }

    store.send(.factAlertDismissed) {
      $0.numberFactAlert = nil
    }
  }

  func testUIKitStyleSubscription() {
    let store = Store(
      initialState: AppState(),
      reducer: appReducer,
      environment: AppEnvironment(mainQueue: .immediate, numberFact: { _ in .none })
    )
    let controller = AppViewController(store: store)
    controller.viewDidLoad()
    controller.incrementButtonTapped()
    XCTAssertEqual(controller.countLabel.text, "1")
  }
}
