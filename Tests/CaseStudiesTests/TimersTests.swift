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
      await clock.advanceOnceSleptOn(by: .seconds(1))
      await store.receive(\.timerTicked) { $0.secondsElapsed = 1 }
      await clock.advanceOnceSleptOn(by: .seconds(1))
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
      // A second at a time, each once the timer waits for it: the tick a busy machine delivers
      // late would otherwise find the clock already past it.
      for shown in ["0:59", "1:00", "1:01"] {
        await clock.advanceOnceSleptOn(by: .seconds(1))
        await terminal.settle(until: { terminal.position(of: "Elapsed: \(shown)") != nil })
      }
      await terminal.click("Stop")
      await clock.advance(by: .seconds(3))
      await terminal.settle()
      #expect(terminal.position(of: "Elapsed: 1:01") != nil)
    }
  }
}

extension TestClock<Duration> {
  /// Advances the clock once something sleeps on it. An effect woken by the last advance asks for
  /// its next tick on another executor: on a busy machine, an advance made before it asks passes
  /// that tick by, and the effect then sleeps until the advance after.
  func advanceOnceSleptOn(
    by duration: Duration, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    for _ in 0..<1_000 {
      do {
        // Throws when something sleeps on the clock.
        try await checkSuspension()
      } catch {
        await advance(by: duration)
        return
      }
    }
    Issue.record(
      "Nothing slept on the clock: there was no tick to advance to.",
      sourceLocation: sourceLocation)
  }
}
