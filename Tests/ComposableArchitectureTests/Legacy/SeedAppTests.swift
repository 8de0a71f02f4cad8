import ComposableArchitectureLegacy
import Testing

extension CoreTests {
  /// The original API's README (seeds 000–002): its test, as printed, and the other ways the
  /// README uses the feature.
  @Suite @MainActor struct SeedAppTests {
    @Test func readmeTestFlow() {
      runSeedReadmeTest()
    }

    @Test func failedRequestShowsAnApology() {
      let scheduler = DispatchQueue.test
      let store = TestStore(
        initialState: AppState(count: 3),
        reducer: appReducer,
        environment: AppEnvironment(
          mainQueue: scheduler.eraseToAnyScheduler(),
          numberFact: { _ in Effect(error: ApiError()) }
        )
      )

      store.send(.numberFactButtonTapped)
      scheduler.advance()
      store.receive(.numberFactResponse(.failure(ApiError()))) {
        $0.numberFactAlert = "Could not load a number fact :("
      }
    }

    @Test func nothingIsReceivedBeforeTheSchedulerAdvances() {
      let scheduler = DispatchQueue.test
      let store = TestStore(
        initialState: AppState(),
        reducer: appReducer,
        environment: AppEnvironment(
          mainQueue: scheduler.eraseToAnyScheduler(),
          numberFact: { number in Effect(value: "\(number)") }
        )
      )
      store.send(.numberFactButtonTapped)
      withKnownIssue {
        store.receive(.numberFactResponse(.success("0")))
      } matching: { issue in
        issue.comments.map(\.rawValue).joined()
          == "Expected to receive an action, but received none."
      }
      scheduler.advance()
      store.receive(.numberFactResponse(.success("0"))) {
        $0.numberFactAlert = "0"
      }
    }

    @Test func uiKitControllerFollowsTheStore() {
      let store = Store(
        initialState: AppState(),
        reducer: appReducer,
        environment: AppEnvironment(
          mainQueue: .immediate,
          numberFact: { number in Effect(value: "\(number) is a good number Brent") }
        )
      )
      let controller = AppViewController(store: store)
      controller.viewDidLoad()
      #expect(controller.countLabel.text == "0")
      #expect(controller.presentedAlerts == [nil])

      controller.incrementButtonTapped()
      controller.incrementButtonTapped()
      #expect(controller.countLabel.text == "2")
      // The alert publisher removes duplicates: counting did not present anything.
      #expect(controller.presentedAlerts == [nil])

      controller.factButtonTapped()
      #expect(controller.presentedAlerts == [nil, "2 is a good number Brent"])
      #expect(controller.viewStore.numberFactAlert == "2 is a good number Brent")

      controller.viewStore.send(.factAlertDismissed)
      #expect(controller.presentedAlerts == [nil, "2 is a good number Brent", nil])
      controller.decrementButtonTapped()
      #expect(controller.countLabel.text == "1")
      #expect(controller.viewStore.state == AppState(count: 1))
    }

    @Test func storeOnTheMainQueue() async {
      // The README's live store: effects hop to the main queue.
      let store = Store(
        initialState: AppState(),
        reducer: appReducer,
        environment: AppEnvironment(
          mainQueue: .main,
          numberFact: { number in Effect(value: "\(number) is a good number Brent") }
        )
      )
      let viewStore = ViewStore(store)
      viewStore.send(.numberFactButtonTapped)
      #expect(viewStore.numberFactAlert == nil)
      // The main queue runs in order: once this block runs, the effect's has too.
      await withCheckedContinuation { continuation in
        DispatchQueue.main.async { continuation.resume() }
      }
      #expect(viewStore.numberFactAlert == "0 is a good number Brent")
    }

    @Test func alertBindingDismisses() {
      let store = Store(
        initialState: AppState(numberFactAlert: "42 is the answer"),
        reducer: appReducer,
        environment: AppEnvironment(mainQueue: .immediate, numberFact: { _ in .none })
      )
      let viewStore = ViewStore(store)
      let alert = viewStore.binding(
        get: { $0.numberFactAlert.map(FactAlert.init(title:)) },
        send: .factAlertDismissed
      )
      #expect(alert.wrappedValue?.id == "42 is the answer")
      alert.wrappedValue = nil
      #expect(alert.wrappedValue == nil)
      #expect(viewStore.numberFactAlert == nil)
    }

    @Test func faqReceiveOnReducer() {
      let scheduler = DispatchQueue.test
      let store = TestStore(
        initialState: AppState(),
        reducer: appReducer.receive(on: scheduler.eraseToAnyScheduler()),
        environment: AppEnvironment(
          mainQueue: .immediate,
          numberFact: { number in Effect(value: "\(number)") }
        )
      )
      store.send(.numberFactButtonTapped)
      scheduler.advance()
      store.receive(.numberFactResponse(.success("0"))) {
        $0.numberFactAlert = "0"
      }
    }
  }
}
