import ComposableArchitecture
import ComposableUI
import Testing

@testable import CaseStudiesFeature

@MainActor @Suite struct CancellationTests {
  /// A test store whose facts come from the live client, a second after the request on a test
  /// clock.
  static func storeWithLiveFacts() -> (TestStoreOf<Cancellation>, TestClock<Duration>) {
    let clock = TestClock()
    let store = TestStore(initialState: Cancellation.State()) {
      Cancellation()
    } withDependencies: {
      $0.continuousClock = clock
      $0.factClient = .liveValue
    }
    return (store, clock)
  }

  @Test func aFactArrivesWhenNothingCancelsIt() async {
    let (store, clock) = Self.storeWithLiveFacts()
    await store.send(.stepperChanged(3)) { $0.count = 3 }
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await clock.advance(by: .seconds(1))
    await store.receive(\.factResponse.success) {
      $0.isLoading = false
      $0.fact = "3 is odd, prime."
    }
  }

  @Test func theCancelButtonCancelsTheRequest() async {
    let (store, clock) = Self.storeWithLiveFacts()
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await store.send(.cancelButtonTapped) { $0.isLoading = false }
    // No answer comes, however long one waits.
    await clock.advance(by: .seconds(5))
  }

  @Test func changingTheNumberCancelsTheRequestAboutTheOldOne() async {
    let (store, clock) = Self.storeWithLiveFacts()
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await clock.advance(by: .milliseconds(500))
    await store.send(.stepperChanged(1)) {
      $0.count = 1
      $0.isLoading = false
    }
    await clock.advance(by: .seconds(5))
  }

  @Test func onScreenTheCancelButtonShowsOnlyWhileAsking() async {
    let clock = TestClock()
    let store = Store(initialState: Cancellation.State()) {
      Cancellation()
    } withDependencies: {
      $0.continuousClock = clock
      $0.factClient = .liveValue
    }
    let terminal = TestTerminal(columns: 70, rows: 10)
    terminal.render { NavigationStack { CancellationView(store: store) } }
    #expect(terminal.position(of: "[Cancel]") == nil)
    await terminal.click("Number fact")
    await terminal.click("[Cancel]")
    #expect(terminal.position(of: "[Cancel]") == nil)
    await clock.advance(by: .seconds(5))
    await terminal.settle()
    #expect(store.fact == nil)
    #expect(terminal.position(of: "Number fact") != nil)
  }
}
