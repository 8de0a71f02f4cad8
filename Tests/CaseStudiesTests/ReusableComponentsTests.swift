import ComposableArchitecture
import ComposableUI
import Testing

@testable import CaseStudiesFeature

extension CaseStudiesTests {
  @MainActor @Suite struct ReusableComponentsTests {
    @Test func aStarShowsAtOnceAndIsSaved() async {
      let saved = LockIsolated<[String: Bool]>([:])
      let store = TestStore(initialState: ReusableComponents.State()) {
        ReusableComponents()
      } withDependencies: {
        $0.stars.save = { itemID, isStarred in saved.withValue { $0[itemID] = isStarred } }
      }
      await store.send(\.bookOfTheWeek.starTapped) { $0.bookOfTheWeek.isStarred = true }
      await store.send(\.books[id: "tides"].star.starTapped) {
        $0.books[id: "tides"]?.star.isStarred = true
      }
      await store.finish()
      #expect(saved.value == ["compass": true, "tides": true])
    }

    @Test func aFailedSaveIsUndoneWithAnAlert() async {
      let clock = TestClock()
      let store = TestStore(initialState: ReusableComponents.State()) {
        ReusableComponents()
      } withDependencies: {
        $0.withLiveStars(on: clock)
      }
      await store.send(\.books[id: "pinned-lanterns"].star.starTapped) {
        $0.books[id: "pinned-lanterns"]?.star.isStarred = false
      }
      await clock.advance(by: .milliseconds(500))
      await store.receive(\.books[id: "pinned-lanterns"].star.saveRefused) {
        $0.books[id: "pinned-lanterns"]?.star.isStarred = true
        $0.books[id: "pinned-lanterns"]?.star.refusal = AlertState {
          TextState("This one is pinned: it keeps its star.")
        }
      }
      await store.send(\.books[id: "pinned-lanterns"].star.refusal.dismiss) {
        $0.books[id: "pinned-lanterns"]?.star.refusal = nil
      }
    }

    @Test func theLastTapWins() async {
      let clock = TestClock()
      let saved = LockIsolated<[Bool]>([])
      let store = TestStore(initialState: ReusableComponents.State()) {
        ReusableComponents()
      } withDependencies: {
        $0.stars.save = { _, isStarred in
          try await clock.sleep(for: .milliseconds(500))
          saved.withValue { $0.append(isStarred) }
        }
      }
      await store.send(\.bookOfTheWeek.starTapped) { $0.bookOfTheWeek.isStarred = true }
      await store.send(\.bookOfTheWeek.starTapped) { $0.bookOfTheWeek.isStarred = false }
      await clock.advance(by: .milliseconds(500))
      await store.finish()
      // The first save was cancelled by the second tap: only the last reached the server.
      #expect(saved.value == [false])
    }

    @Test func onScreenTheStarFollowsTheTapAndTheRefusal() async {
      let clock = TestClock()
      let store = Store(initialState: ReusableComponents.State()) {
        ReusableComponents()
      } withDependencies: {
        $0.withLiveStars(on: clock)
      }
      let terminal = TestTerminal(columns: 100, rows: 14)
      terminal.render { NavigationStack { ReusableComponentsView(store: store) } }
      await terminal.click("☆ Star", onTheRowOf: "The Book of Tides")
      #expect(terminal.lines.contains { $0.contains("The Book of Tides [★ Starred]") })
      await terminal.click("★ Starred", onTheRowOf: "Lanterns at Dusk")
      #expect(terminal.lines.contains { $0.contains("Lanterns at Dusk [☆ Star]") })
      await clock.advance(by: .milliseconds(500))
      let refusal = "This one is pinned: it keeps its star."
      await terminal.settle(until: { terminal.position(of: refusal) != nil })
      await terminal.press(.escape)
      #expect(terminal.position(of: refusal) == nil)
      #expect(terminal.lines.contains { $0.contains("Lanterns at Dusk [★ Starred]") })
    }
  }

  @MainActor @Suite struct ReusableComponentsOnTheStackTests {
    /// The app on screen, its study opened and the book that refuses to be forgotten tapped, its
    /// save in flight on a test clock.
    static func lanternsUnstarredOnScreen() async -> (
      StoreOf<CaseStudiesApp>, TestTerminal, TestClock<Duration>
    ) {
      let clock = TestClock()
      let store = Store(initialState: CaseStudiesApp.State()) {
        CaseStudiesApp()
      } withDependencies: {
        $0.withLiveStars(on: clock)
      }
      let terminal = TestTerminal(columns: 100, rows: 24)
      terminal.render { CaseStudiesAppView(store: store) }
      await terminal.click("Reusable components")
      await terminal.click("★ Starred", onTheRowOf: "Lanterns at Dusk")
      return (store, terminal, clock)
    }

    @Test func poppingTheScreenCancelsASaveInFlight() async {
      let clock = TestClock()
      let store = TestStore(initialState: CaseStudiesApp.State()) {
        CaseStudiesApp()
      } withDependencies: {
        $0.withLiveStars(on: clock)
      }
      let screen = CaseStudiesApp.Path.State.reusableComponents(ReusableComponents.State())
      await store.send(.path(.push(id: 0, state: screen))) {
        $0.path[id: 0] = .reusableComponents(ReusableComponents.State())
      }
      await store.send(
        \.path[id: 0].reusableComponents.books[id: "pinned-lanterns"].star.starTapped
      ) {
        $0.path[id: 0]?.modify(\.reusableComponents) {
          $0.books[id: "pinned-lanterns"]?.star.isStarred = false
        }
      }
      await store.send(.path(.popFrom(id: 0))) { $0.path = StackState() }
      await clock.advance(by: .seconds(1))
    }

    /// No answer may reach the popped screen: a store reports an action for a missing element,
    /// which fails the test.
    @Test func poppingTheScreenOnScreenCancelsASaveInFlight() async {
      let (store, terminal, clock) = await Self.lanternsUnstarredOnScreen()
      await terminal.click("‹ Back")
      #expect(store.path.isEmpty)
      await clock.advance(by: .seconds(1))
      await terminal.settle()
    }

    @Test func escapeOnTheRefusalsAlertDismissesItAndStaysOnTheScreen() async {
      let (store, terminal, clock) = await Self.lanternsUnstarredOnScreen()
      await clock.advance(by: .seconds(1))
      let refusal = "This one is pinned: it keeps its star."
      await terminal.settle(until: { terminal.position(of: refusal) != nil })
      await terminal.press(.escape)
      #expect(terminal.position(of: refusal) == nil)
      #expect(store.path.count == 1)
    }
  }
}

extension DependencyValues {
  /// The live stars client, its pauses on a test clock.
  mutating func withLiveStars(on clock: TestClock<Duration>) {
    continuousClock = clock
    stars = .liveValue
  }
}
