import ComposableArchitecture
import Testing

extension CoreTests {
  @Suite @MainActor struct DismissTests {
    @Reducer
    struct Sheet {
      struct State: Equatable { var isPresented: Bool? }
      enum Action: Equatable {
        case checkPresentation
        case closeButtonTapped
      }
      @Dependency(\.dismiss) var dismiss
      @Dependency(\.isPresented) var isPresented
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .checkPresentation:
            state.isPresented = isPresented
            return .none
          case .closeButtonTapped:
            return .run { _ in await dismiss() }
          }
        }
      }
    }

    @Test func testStoreRecordsDismissal() async {
      let store = TestStore(initialState: Sheet.State()) { Sheet() }
      await store.send(.checkPresentation) { $0.isPresented = true }
      #expect(!store.isDismissed)
      await store.send(.closeButtonTapped)
      await store.finish()
      #expect(store.isDismissed)
      await withKnownIssue {
        await store.send(.checkPresentation)
      } matching: { issue in
        text(of: issue) == "Can't send action to dismissed test store."
      }
    }

    /// A meeting timer that dismisses itself when time is up, its timer still running.
    @Reducer
    struct Meeting {
      struct State: Equatable { var secondsLeft = 3 }
      enum Action: Equatable {
        case onAppear
        case tick
      }
      @Dependency(\.continuousClock) var clock
      @Dependency(\.dismiss) var dismiss
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .onAppear:
            return .run { send in
              for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
            }
          case .tick:
            state.secondsLeft -= 1
            guard state.secondsLeft == 0 else { return .none }
            return .run { _ in await dismiss() }
          }
        }
      }
    }

    @Test func aDismissalTheTestProvidesIsCalledInstead() async {
      let dismissed = LockIsolated(false)
      let store = TestStore(initialState: Sheet.State()) {
        Sheet()
      } withDependencies: {
        $0.dismiss = DismissEffect { dismissed.setValue(true) }
      }
      await store.send(.closeButtonTapped)
      await store.finish()
      #expect(dismissed.value)
      #expect(!store.isDismissed)
    }

    @Test func aFeatureThatDismissesItselfLeavesNoEffectToAssert() async {
      let clock = TestClock()
      let store = TestStore(initialState: Meeting.State()) {
        Meeting()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.onAppear)
      await clock.advance(by: .seconds(3))
      await store.receive(.tick) { $0.secondsLeft = 2 }
      await store.receive(.tick) { $0.secondsLeft = 1 }
      await store.receive(.tick) { $0.secondsLeft = 0 }
      #expect(store.isDismissed)
      // The timer is still running: the test ends without failing for it.
    }

    @Test func dismissingWhatNothingPresentedIsReported() async {
      let store = Store(initialState: Sheet.State()) { Sheet() }
      store.send(.checkPresentation)
      #expect(store.isPresented == false)
      await withKnownIssue {
        await store.send(.closeButtonTapped).finish()
      } matching: { issue in
        text(of: issue).hasPrefix("A reducer requested dismissal at \"")
          && text(of: issue).contains("but couldn't be dismissed. …")
      }
    }
  }
}
