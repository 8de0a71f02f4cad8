import ComposableArchitecture
import ComposableUI
import Testing

@testable import CaseStudiesFeature

extension CaseStudiesTests {
  @MainActor @Suite struct TimersTests {
    @Test func theTimerTicksEverySecondUntilStopped() async {
      let clock = TestClock()
      let store = TestStore(initialState: Timers.State()) {
        Timers()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.toggleButtonTapped) { $0.isRunning = true }
      await clock.advance(by: .seconds(1))
      await store.receive(\.timerTicked) { $0.secondsElapsed = 1 }
      await clock.advance(by: .seconds(1))
      await store.receive(\.timerTicked) { $0.secondsElapsed = 2 }
      await store.send(.toggleButtonTapped) { $0.isRunning = false }
      await clock.advance(by: .seconds(5))
      await store.send(.resetButtonTapped) { $0.secondsElapsed = 0 }
    }

    @Test func poppingTheScreenStopsTheTimer() async {
      let clock = TestClock()
      let store = TestStore(initialState: CaseStudiesApp.State()) {
        CaseStudiesApp()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.path(.push(id: 0, state: .timers(Timers.State())))) {
        $0.path[id: 0] = .timers(Timers.State())
      }
      await store.send(\.path[id: 0].timers.toggleButtonTapped) {
        $0.path[id: 0]?.modify(\.timers) { $0.isRunning = true }
      }
      await clock.advance(by: .seconds(1))
      await store.receive(\.path[id: 0].timers.timerTicked) {
        $0.path[id: 0]?.modify(\.timers) { $0.secondsElapsed = 1 }
      }
      // Popped: the timer's effect is cancelled, so no tick comes and none is left running.
      await store.send(.path(.popFrom(id: 0))) { $0.path = StackState() }
      await clock.advance(by: .seconds(5))
    }

    @Test func theScreenCountsMinutesAndSeconds() async {
      let clock = TestClock()
      let store = Store(initialState: Timers.State(secondsElapsed: 58)) {
        Timers()
      } withDependencies: {
        $0.continuousClock = clock
      }
      let terminal = TestTerminal(columns: 70, rows: 10)
      terminal.render { NavigationStack { TimersView(store: store) } }
      #expect(terminal.position(of: "Elapsed: 0:58") != nil)
      await terminal.click("Start")
      #expect(terminal.position(of: "Stop") != nil)
      await clock.advance(by: .seconds(3))
      await terminal.settle(until: { terminal.position(of: "Elapsed: 1:01") != nil })
      await terminal.click("Stop")
      await clock.advance(by: .seconds(3))
      await terminal.settle()
      #expect(terminal.position(of: "Elapsed: 1:01") != nil)
    }
  }
}
