import Testing

@testable import ComposableArchitecture

/// A dependency whose three values tell which context resolved it.
private enum GreetingKey: DependencyKey {
  static let liveValue = "live"
  static let testValue = "test"
}

extension DependencyValues {
  fileprivate var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }
}

@Reducer
private struct Greeter {
  struct State: Equatable {
    var seen: [String] = []
  }
  enum Action: Equatable {
    case greet
    case greetLater
    case greeted(String)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      // Resolved while the reducer runs, not when the store was built.
      @Dependency(\.greeting) var greeting
      switch action {
      case .greet:
        state.seen.append(greeting)
        return .none
      case .greetLater:
        return .run { send in
          @Dependency(\.greeting) var greeting
          await send(.greeted(greeting))
        }
      case .greeted(let value):
        state.seen.append(value)
        return .none
      }
    }
  }
}

extension CoreTests {
  @Suite @MainActor struct StoreDependenciesTests {
    @Test func storeCreatedInsideWithDependenciesKeepsThemForEveryAction() async {
      let store = withDependencies {
        $0.greeting = "overridden"
      } operation: {
        Store(initialState: Greeter.State()) { Greeter() }
      }
      store.send(.greet)
      await store.send(.greetLater).finish()
      #expect(store.seen == ["overridden", "overridden"])
    }

    @Test func withDependenciesArgumentStillWinsOverTheAmbientOnes() {
      let store = withDependencies {
        $0.greeting = "ambient"
      } operation: {
        Store(initialState: Greeter.State()) {
          Greeter()
        } withDependencies: {
          $0.greeting = "argument"
        }
      }
      store.send(.greet)
      #expect(store.seen == ["argument"])
    }

    @Test func storeWithoutOverridesUsesTheContextItWasCreatedIn() {
      let store = Store(initialState: Greeter.State()) { Greeter() }
      store.send(.greet)
      #expect(store.seen == ["test"])
    }
  }
}
