import ComposableArchitecture
import ComposableUI
import Testing

@testable import CaseStudiesFeature

extension CaseStudiesTests {
  @MainActor @Suite struct LongLivingEffectsTests {
    @Test func ringsAreCountedWhileTheTaskRuns() async {
      let (rings, ring) = AsyncStream.makeStream(of: Void.self)
      let store = TestStore(initialState: LongLivingEffects.State()) {
        LongLivingEffects()
      } withDependencies: {
        $0.doorbell.rings = { rings }
      }
      let task = await store.send(.task)
      ring.yield()
      await store.receive(\.doorbellRang) { $0.rings = 1 }
      ring.yield()
      await store.receive(\.doorbellRang) { $0.rings = 2 }
      // The view's task ends when the screen goes away, and the listening with it: the test store
      // fails on an effect still running at the end.
      await task.cancel()
    }

    @Test func theLiveDoorbellRingsEveryThreeSeconds() async {
      let clock = TestClock()
      let store = Store(initialState: LongLivingEffects.State()) {
        LongLivingEffects()
      } withDependencies: {
        $0.continuousClock = clock
        $0.doorbell = .liveValue
      }
      let terminal = TestTerminal(columns: 90, rows: 6)
      terminal.render { NavigationStack { LongLivingEffectsView(store: store) } }
      await terminal.settle()
      #expect(terminal.position(of: "The doorbell rang 0 times.") != nil)
      await clock.advance(by: .seconds(3))
      await terminal.settle(until: { terminal.position(of: "The doorbell rang once.") != nil })
      await clock.advance(by: .seconds(3))
      await terminal.settle(until: { terminal.position(of: "The doorbell rang 2 times.") != nil })
      // Off screen, nothing listens.
      terminal.render { EmptyView() }
      await terminal.settle()
      await clock.advance(by: .seconds(9))
      await terminal.settle()
      #expect(store.rings == 2)
    }
  }
}
