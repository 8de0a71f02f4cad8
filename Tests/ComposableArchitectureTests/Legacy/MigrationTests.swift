// A modern parent composing a feature still written with the original API: the way a code base
// migrates one feature at a time. This file imports only the modern module.
import CombineSchedulers
import ComposableArchitecture
import Foundation
import Testing

@Reducer
struct MigratingApp {
  @ObservableState
  struct State: Equatable {
    var legacy = LegacyFactState()
    @Presents var sheet: LegacyFactState?
    var modernCount = 0
  }

  enum Action: Equatable {
    case legacy(LegacyFactAction)
    case sheet(PresentationAction<LegacyFactAction>)
    case modernTapped
    case showSheet
  }

  let legacyFeature: Reduce<LegacyFactState, LegacyFactAction>

  var body: some ReducerOf<Self> {
    Scope(state: \.legacy, action: \.legacy) {
      legacyFeature
    }
    Reduce { state, action in
      switch action {
      case .legacy(.factResponse(.success)):
        state.modernCount += 1
        return .none
      case .modernTapped:
        state.modernCount += 1
        return .send(.legacy(.incrementButtonTapped))
      case .showSheet:
        state.sheet = LegacyFactState()
        return .none
      case .legacy, .sheet:
        return .none
      }
    }
    .ifLet(\.$sheet, action: \.sheet) {
      legacyFeature
    }
  }
}

extension CoreTests {
  @Suite @MainActor struct MigrationTests {
    @Test func legacyFeatureInsideModernParent() async {
      let scheduler = DispatchQueue.test
      let store = TestStore(initialState: MigratingApp.State()) {
        MigratingApp(legacyFeature: legacyFactFeature(scheduler: scheduler))
      }

      await store.send(.legacy(.incrementButtonTapped)) {
        $0.legacy.count = 1
      }
      await store.send(.modernTapped) {
        $0.modernCount = 1
      }
      await store.receive(.legacy(.incrementButtonTapped)) {
        $0.legacy.count = 2
      }

      // An effect that hops through the scheduler arrives once the test advances it.
      await store.send(.legacy(.factButtonTapped))
      await scheduler.advance()
      await store.receive(.legacy(.factResponse(.success("2 is a good number")))) {
        $0.legacy.fact = "2 is a good number"
        $0.modernCount = 2
      }

      // An effect that emits at once is received synchronously.
      await store.send(.legacy(.echoButtonTapped))
      await store.receive(.legacy(.echoed)) {
        $0.legacy.log = ["echoed"]
      }
    }

    @Test func dismissingCancelsTheLegacyEffects() async {
      let scheduler = DispatchQueue.test
      let cancellations = LockIsolated(0)
      let store = TestStore(initialState: MigratingApp.State()) {
        MigratingApp(
          legacyFeature: legacyFactFeature(
            scheduler: scheduler, timerCancelled: { cancellations.withValue { $0 += 1 } }))
      }
      await store.send(.showSheet) {
        $0.sheet = LegacyFactState()
      }
      await store.send(.sheet(.presented(.startTimer)))
      await scheduler.advance(by: 2)
      await store.receive(.sheet(.presented(.timerTicked))) {
        $0.sheet?.log = ["tick"]
      }
      await store.receive(.sheet(.presented(.timerTicked))) {
        $0.sheet?.log = ["tick", "tick"]
      }
      await store.send(.sheet(.dismiss)) {
        $0.sheet = nil
      }
      #expect(cancellations.value == 1)
      await scheduler.advance(by: 2)
    }

    @Test func legacyFeatureInALiveModernStore() async {
      let scheduler = DispatchQueue.test
      let store = Store(initialState: MigratingApp.State()) {
        MigratingApp(legacyFeature: legacyFactFeature(scheduler: scheduler))
      }
      store.send(.legacy(.factButtonTapped))
      await scheduler.advance()
      await settle()
      #expect(store.legacy.fact == "0 is a good number")
      #expect(store.modernCount == 1)
    }

    @Test func immediateOutputsAreProcessedBeforeSendReturns() async {
      let scheduler = DispatchQueue.test
      let store = Store(initialState: LegacyFactState()) {
        legacyFactFeature(scheduler: scheduler)
      }
      store.send(.echoTwiceButtonTapped)
      #expect(store.log == ["echoed"])
      #expect(store.count == 1)

      // What a still-running publisher emits at once is processed synchronously too, and its
      // later output arrives through the effect.
      let task = store.send(.echoAndStartTimer)
      #expect(store.log == ["echoed", "echoed"])
      await scheduler.advance(by: 1)
      await settle()
      #expect(store.log == ["echoed", "echoed", "tick"])
      task.cancel()
      await settle()
    }
  }
}
