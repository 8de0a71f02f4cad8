import ComposableArchitectureLegacy
import XCTest

/// The original README's test as its users wrote it: a plain, synchronous `XCTestCase` method,
/// neither `async` nor on the main actor.
final class SeedAppXCTests: XCTestCase {
  func testAppFlow() {
    runSeedReadmeTest()
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
