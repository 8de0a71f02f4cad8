import ComposableArchitecture
import ComposableUI
import Testing

@testable import CaseStudiesFeature

extension CaseStudiesTests {
  @MainActor @Suite struct EffectsBasicsTests {
    @Test func aFactIsAskedForTheNumberAndShown() async {
      let store = TestStore(initialState: EffectsBasics.State()) {
        EffectsBasics()
      } withDependencies: {
        $0.factClient.fetch = { "\($0) is a good number." }
      }
      await store.send(.plusButtonTapped) { $0.number = 1 }
      await store.send(.askButtonTapped) { $0.isAsking = true }
      await store.receive(\.answered.success) {
        $0.isAsking = false
        $0.answer = "1 is a good number."
      }
      // A change of the number drops the answer about the old one.
      await store.send(.minusButtonTapped) {
        $0.number = 0
        $0.answer = nil
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
      await store.send(.askButtonTapped) { $0.isAsking = true }
      await store.receive(\.answered.failure) {
        $0.isAsking = false
        $0.answer = "Could not load a fact: the fact server is offline"
      }
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

    @Test func theScreenShowsTheQuestionOutThenTheAnswer() async {
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
      await terminal.click("Ask for a fact")
      #expect(terminal.position(of: "Asking…") != nil)
      // The number is frozen while the question is out.
      await terminal.click("+")
      #expect(store.number == 2)
      await clock.advance(by: .seconds(1))
      await terminal.settle(until: { terminal.position(of: "2 is even, prime.") != nil })
      #expect(terminal.position(of: "Asking…") == nil)
    }
  }
}
