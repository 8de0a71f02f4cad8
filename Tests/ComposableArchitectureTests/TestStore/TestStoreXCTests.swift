import ComposableArchitecture
import XCTest

/// The README flow under XCTest, which `swift test` runs beside Swift Testing: failures go
/// through IssueReporting to `XCTFail` here.
@MainActor
final class TestStoreXCTests: XCTestCase {
  func testReadmeFlow() async {
    let store = TestStore(initialState: NumberFact.State()) {
      NumberFact()
    } withDependencies: {
      $0.numberFactClient.fetch = { "\($0) is a good number." }
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.decrementButtonTapped) {
      $0.count = 0
    }
    await store.send(.numberFactButtonTapped) {
      $0.isLoading = true
    }
    await store.receive(\.numberFactResponse) {
      $0.isLoading = false
      $0.numberFact = "0 is a good number."
    }
  }

  func testTimerFlow() async {
    let clock = TestClock()
    let store = tickerStore(clock)
    await store.send(.start) { $0.isRunning = true }
    await clock.advance(by: .seconds(2))
    await store.receive(.tick) { $0.ticks = 1 }
    await store.receive(.tick) { $0.ticks = 2 }
    await store.send(.stop) { $0.isRunning = false }
  }
}
