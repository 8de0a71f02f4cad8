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
