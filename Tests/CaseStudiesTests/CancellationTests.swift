import ComposableArchitecture
import ComposableUI
import Testing

@testable import CaseStudiesFeature

extension CaseStudiesTests {
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
      await store.send(.numberChanged(3)) { $0.number = 3 }
      await store.send(.askButtonTapped) { $0.isAsking = true }
      await clock.advance(by: .seconds(1))
      await store.receive(\.answered.success) {
        $0.isAsking = false
        $0.answer = "3 is odd, prime."
      }
    }

    @Test func theCancelButtonCancelsTheRequest() async {
      let (store, clock) = Self.storeWithLiveFacts()
      await store.send(.askButtonTapped) { $0.isAsking = true }
      await store.send(.stopButtonTapped) { $0.isAsking = false }
      // No answer comes, however long one waits: an exhaustive test store fails on any action
      // received and not asserted, and on an effect still running at the end.
      await clock.advance(by: .seconds(5))
    }

    @Test func changingTheNumberCancelsTheRequestAboutTheOldOne() async {
      let (store, clock) = Self.storeWithLiveFacts()
      await store.send(.askButtonTapped) { $0.isAsking = true }
      await clock.advance(by: .milliseconds(500))
      await store.send(.numberChanged(1)) {
        $0.number = 1
        $0.isAsking = false
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
      #expect(terminal.position(of: "[Stop]") == nil)
      await terminal.click("Ask for a fact")
      await terminal.click("[Stop]")
      #expect(terminal.position(of: "[Stop]") == nil)
      await clock.advance(by: .seconds(5))
      await terminal.settle()
      #expect(store.answer == nil)
      #expect(terminal.position(of: "Ask for a fact") != nil)
    }
  }
}
