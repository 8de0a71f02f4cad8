import ComposableArchitecture
import Foundation
import Testing

extension CoreTests {
  /// `debounce` and `throttle` with a Combine scheduler, as 1.x features spell them: the main
  /// queue from `@Dependency(\.mainQueue)`, and `DispatchQueue.test` in tests.
  @Suite @MainActor struct SchedulerTimingTests {
    @Reducer
    struct CitySearch {
      struct State: Equatable {
        var query = ""
        var searches: [String] = []
        var scrolledTo: [Int] = []
      }
      enum Action: Equatable {
        case queryChanged(String)
        case search(String)
        case scrolled(Int, latest: Bool)
        case reportScroll(Int)
      }
      enum CancelID { case search, scroll }
      @Dependency(\.mainQueue) var mainQueue
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .queryChanged(let query):
            state.query = query
            return .send(.search(query))
              .debounce(id: CancelID.search, for: 0.3, scheduler: mainQueue)
          case .search(let query):
            state.searches.append(query)
            return .none
          case .scrolled(let offset, let latest):
            return .send(.reportScroll(offset))
              .throttle(id: CancelID.scroll, for: .seconds(1), scheduler: mainQueue, latest: latest)
          case .reportScroll(let offset):
            state.scrolledTo.append(offset)
            return .none
          }
        }
      }
    }

    @Test func debounceWaitsForTheSchedulersQuietTime() async {
      let mainQueue = DispatchQueue.test
      let store = TestStore(initialState: CitySearch.State()) {
        CitySearch()
      } withDependencies: {
        $0.mainQueue = mainQueue.eraseToAnyScheduler()
      }
      await store.send(.queryChanged("Par")) { $0.query = "Par" }
      await mainQueue.advance(by: 0.2)
      await store.send(.queryChanged("Paris")) { $0.query = "Paris" }
      await mainQueue.advance(by: 0.29)
      await mainQueue.advance(by: 0.01)
      await store.receive(.search("Paris")) { $0.searches = ["Paris"] }
    }

    @Test func anImmediateSchedulerDebouncesWithoutWaiting() async {
      let store = TestStore(initialState: CitySearch.State()) {
        CitySearch()
      } withDependencies: {
        $0.mainQueue = .immediate
      }
      await store.send(.queryChanged("Oslo")) { $0.query = "Oslo" }
      await store.receive(.search("Oslo")) { $0.searches = ["Oslo"] }
    }

    @Test func throttleSendsTheLatestHeldActionAtTheEndOfTheInterval() async {
      let mainQueue = DispatchQueue.test
      let store = TestStore(initialState: CitySearch.State()) {
        CitySearch()
      } withDependencies: {
        $0.mainQueue = mainQueue.eraseToAnyScheduler()
      }
      await store.send(.scrolled(1, latest: true))
      await store.receive(.reportScroll(1)) { $0.scrolledTo = [1] }
      await store.send(.scrolled(2, latest: true))
      await mainQueue.advance(by: 0.5)
      await store.send(.scrolled(3, latest: true))
      await mainQueue.advance(by: 0.5)
      await store.receive(.reportScroll(3)) { $0.scrolledTo = [1, 3] }
      // A whole interval later, the next action goes through at once.
      await mainQueue.advance(by: 1)
      await store.send(.scrolled(4, latest: true))
      await store.receive(.reportScroll(4)) { $0.scrolledTo = [1, 3, 4] }
    }

    @Test func throttleCanKeepTheFirstHeldAction() async {
      let mainQueue = DispatchQueue.test
      let store = TestStore(initialState: CitySearch.State()) {
        CitySearch()
      } withDependencies: {
        $0.mainQueue = mainQueue.eraseToAnyScheduler()
      }
      await store.send(.scrolled(1, latest: false))
      await store.receive(.reportScroll(1)) { $0.scrolledTo = [1] }
      await store.send(.scrolled(2, latest: false))
      await store.send(.scrolled(3, latest: false))
      await mainQueue.advance(by: 1)
      await store.receive(.reportScroll(2)) { $0.scrolledTo = [1, 2] }
    }
  }
}
