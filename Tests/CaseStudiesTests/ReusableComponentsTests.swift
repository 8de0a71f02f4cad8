import ComposableArchitecture
import ComposableUI
import Testing

@testable import CaseStudiesFeature

@MainActor @Suite struct ReusableComponentsTests {
  @Test func aFavoriteShowsAtOnceAndIsSaved() async {
    let store = TestStore(initialState: ReusableComponents.State()) {
      ReusableComponents()
    } withDependencies: {
      $0.favorites.save = { _, isFavorite in isFavorite }
    }
    await store.send(\.bookOfTheWeek.buttonTapped) { $0.bookOfTheWeek.isFavorite = true }
    await store.receive(\.bookOfTheWeek.response.success)
    await store.send(\.books[id: "tides"].favorite.buttonTapped) {
      $0.books[id: "tides"]?.favorite.isFavorite = true
    }
    await store.receive(\.books[id: "tides"].favorite.response.success)
  }

  @Test func aFailedSaveIsUndoneWithAnAlert() async {
    let clock = TestClock()
    let store = TestStore(initialState: ReusableComponents.State()) {
      ReusableComponents()
    } withDependencies: {
      $0.withLiveFavorites(on: clock)
    }
    await store.send(\.books[id: "keep-lanterns"].favorite.buttonTapped) {
      $0.books[id: "keep-lanterns"]?.favorite.isFavorite = false
    }
    await clock.advance(by: .milliseconds(500))
    await store.receive(\.books[id: "keep-lanterns"].favorite.response.failure) {
      $0.books[id: "keep-lanterns"]?.favorite.isFavorite = true
      $0.books[id: "keep-lanterns"]?.favorite.alert = AlertState {
        TextState("This one cannot be forgotten.")
      }
    }
    await store.send(\.books[id: "keep-lanterns"].favorite.alert.dismiss) {
      $0.books[id: "keep-lanterns"]?.favorite.alert = nil
    }
  }

  @Test func theLastTapWins() async {
    let clock = TestClock()
    let store = TestStore(initialState: ReusableComponents.State()) {
      ReusableComponents()
    } withDependencies: {
      $0.withLiveFavorites(on: clock)
    }
    await store.send(\.bookOfTheWeek.buttonTapped) { $0.bookOfTheWeek.isFavorite = true }
    await store.send(\.bookOfTheWeek.buttonTapped) { $0.bookOfTheWeek.isFavorite = false }
    await clock.advance(by: .milliseconds(500))
    // Only the second save answers: the first was cancelled.
    await store.receive(\.bookOfTheWeek.response.success)
  }

  @Test func onScreenTheStarFollowsTheTapAndTheRefusal() async {
    let clock = TestClock()
    let store = Store(initialState: ReusableComponents.State()) {
      ReusableComponents()
    } withDependencies: {
      $0.withLiveFavorites(on: clock)
    }
    let terminal = TestTerminal(columns: 100, rows: 14)
    terminal.render { NavigationStack { ReusableComponentsView(store: store) } }
    await terminal.click("☆ Favorite", onTheRowOf: "The Book of Tides")
    #expect(terminal.lines.contains { $0.contains("The Book of Tides [★ Favorite]") })
    await terminal.click("★ Favorite", onTheRowOf: "Lanterns at Dusk")
    #expect(terminal.lines.contains { $0.contains("Lanterns at Dusk [☆ Favorite]") })
    await clock.advance(by: .milliseconds(500))
    await terminal.settle(until: { terminal.position(of: "This one cannot be forgotten.") != nil })
    await terminal.press(.escape)
    #expect(terminal.position(of: "This one cannot be forgotten.") == nil)
    #expect(terminal.lines.contains { $0.contains("Lanterns at Dusk [★ Favorite]") })
  }
}

@MainActor @Suite struct ReusableComponentsOnTheStackTests {
  /// The app on screen, its study opened and the book that refuses to be forgotten tapped, its
  /// save in flight on a test clock.
  static func lanternsUnfavoritedOnScreen() async -> (
    StoreOf<CaseStudiesApp>, TestTerminal, TestClock<Duration>
  ) {
    let clock = TestClock()
    let store = Store(initialState: CaseStudiesApp.State()) {
      CaseStudiesApp()
    } withDependencies: {
      $0.withLiveFavorites(on: clock)
    }
    let terminal = TestTerminal(columns: 100, rows: 24)
    terminal.render { CaseStudiesAppView(store: store) }
    await terminal.click("Reusable components")
    await terminal.click("★ Favorite", onTheRowOf: "Lanterns at Dusk")
    return (store, terminal, clock)
  }

  @Test func poppingTheScreenCancelsASaveInFlight() async {
    let clock = TestClock()
    let store = TestStore(initialState: CaseStudiesApp.State()) {
      CaseStudiesApp()
    } withDependencies: {
      $0.withLiveFavorites(on: clock)
    }
    await store.send(.path(.push(id: 0, state: .reusableComponents(ReusableComponents.State())))) {
      $0.path[id: 0] = .reusableComponents(ReusableComponents.State())
    }
    await store.send(
      \.path[id: 0].reusableComponents.books[id: "keep-lanterns"].favorite.buttonTapped
    ) {
      $0.path[id: 0]?.modify(\.reusableComponents) {
        $0.books[id: "keep-lanterns"]?.favorite.isFavorite = false
      }
    }
    await store.send(.path(.popFrom(id: 0))) { $0.path = StackState() }
    await clock.advance(by: .seconds(1))
  }

  @Test func poppingTheScreenOnScreenCancelsASaveInFlight() async {
    let (store, terminal, clock) = await Self.lanternsUnfavoritedOnScreen()
    await terminal.click("‹ Back")
    #expect(store.path.isEmpty)
    await clock.advance(by: .seconds(1))
    await terminal.settle()
  }

  @Test func escapeOnTheRefusalsAlertDismissesItAndStaysOnTheScreen() async {
    let (store, terminal, clock) = await Self.lanternsUnfavoritedOnScreen()
    await clock.advance(by: .seconds(1))
    await terminal.settle(until: { terminal.position(of: "This one cannot be forgotten.") != nil })
    await terminal.press(.escape)
    #expect(terminal.position(of: "This one cannot be forgotten.") == nil)
    #expect(store.path.count == 1)
  }
}

extension DependencyValues {
  /// The live favorites client, its pauses on a test clock.
  mutating func withLiveFavorites(on clock: TestClock<Duration>) {
    continuousClock = clock
    favorites = .liveValue
  }
}
