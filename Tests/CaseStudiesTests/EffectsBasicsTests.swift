import ComposableArchitecture
import ComposableUI
import Testing

@testable import CaseStudiesFeature

@MainActor @Suite struct EffectsBasicsTests {
  @Test func aFactIsAskedForTheCountAndShown() async {
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) is a good number." }
    }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await store.receive(\.factResponse.success) {
      $0.isLoading = false
      $0.fact = "1 is a good number."
    }
    // A change of the count drops the fact about the old one.
    await store.send(.decrementButtonTapped) {
      $0.count = 0
      $0.fact = nil
    }
  }

  @Test func aFailureIsShownInWords() async {
    struct Offline: Error, CustomStringConvertible {
      var description: String { "the fact server is offline" }
    }
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.factClient.fetch = { _ in throw Offline() }
    }
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await store.receive(\.factResponse.failure) {
      $0.isLoading = false
      $0.fact = "Could not load a fact: the fact server is offline"
    }
  }

  @Test func theLiveClientWorksAFactOutAfterASecond() async throws {
    let clock = TestClock()
    let fact = Task {
      try await withDependencies {
        $0.continuousClock = clock
      } operation: {
        try await FactClient.liveValue.fetch(49)
      }
    }
    await clock.advance(by: .seconds(1))
    #expect(try await fact.value == "49 is odd, composite, the square of 7.")
  }

  @Test func factsComeFromTheNumbersArithmetic() {
    #expect(FactClient.fact(about: 0) == "0 is even, and neither positive nor negative.")
    #expect(FactClient.fact(about: 1) == "1 is odd, and neither prime nor composite.")
    #expect(FactClient.fact(about: 2) == "2 is even, prime.")
    #expect(FactClient.fact(about: 7) == "7 is odd, prime.")
    #expect(FactClient.fact(about: 12) == "12 is even, composite.")
    #expect(FactClient.fact(about: 16) == "16 is even, composite, the square of 4.")
    #expect(FactClient.fact(about: -3) == "-3 is below zero. 3 is odd, prime.")
  }

  @Test func theScreenShowsTheRequestInFlightThenTheFact() async {
    let clock = TestClock()
    let store = Store(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.continuousClock = clock
      $0.factClient = .liveValue
    }
    let terminal = TestTerminal(columns: 70, rows: 10)
    terminal.render { NavigationStack { EffectsBasicsView(store: store) } }
    await terminal.click("+")
    await terminal.click("+")
    await terminal.click("Number fact")
    #expect(terminal.position(of: "Asking…") != nil)
    await clock.advance(by: .seconds(1))
    await terminal.settle(until: { terminal.position(of: "2 is even, prime.") != nil })
    #expect(terminal.position(of: "Asking…") == nil)
  }
}
