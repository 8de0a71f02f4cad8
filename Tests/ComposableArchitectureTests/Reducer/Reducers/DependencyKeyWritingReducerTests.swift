import ComposableArchitecture
import Foundation
import Testing

extension CoreTests {
  @Suite @MainActor struct DependencyKeyWritingReducerTests {
    struct Greeter: TestDependencyKey, Sendable {
      var greeting: String
      static let testValue = Greeter(greeting: "test")
    }

    @Reducer
    struct Feature {
      struct State: Equatable { var log: [String] = [] }
      enum Action: Equatable {
        case now
        case greet
        case fromEffect
        case log(String)
      }
      @Dependency(\.date.now) var now
      @Dependency(Greeter.self) var greeter
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .now:
            state.log.append("\(now.timeIntervalSince1970)")
            return .none
          case .greet:
            state.log.append(greeter.greeting)
            return .none
          case .fromEffect:
            return .run { send in
              @Dependency(\.date.now) var now
              await send(.log("effect \(now.timeIntervalSince1970)"))
            }
          case .log(let entry):
            state.log.append(entry)
            return .none
          }
        }
      }
    }

    @Test func dependencyOverridesForTheReducerAndItsEffects() async {
      let store = Store(initialState: Feature.State()) {
        Feature().dependency(\.date.now, Date(timeIntervalSince1970: 42))
      }
      store.send(.now)
      await store.send(.fromEffect).finish()
      #expect(store.log == ["42.0", "effect 42.0"])
    }

    @Test func dependencyByType() {
      let store = Store(initialState: Feature.State()) {
        Feature().dependency(Greeter(greeting: "hello"))
      }
      store.send(.greet)
      #expect(store.log == ["hello"])
    }

    @Test func transformDependencyStartsFromTheCurrentValue() {
      let store = Store(initialState: Feature.State()) {
        Feature()
          .transformDependency(\.date.now) { $0.addTimeInterval(1) }
          .dependency(\.date.now, Date(timeIntervalSince1970: 10))
      }
      store.send(.now)
      #expect(store.log == ["11.0"])
    }

    @Test func transformingAfterAnOverrideFusesIntoOneReducer() {
      // One reducer, not nested ones.
      let fused: _DependencyKeyWritingReducer<Feature> = Feature()
        .dependency(\.date.now, Date(timeIntervalSince1970: 5))
        .transformDependency(\.date.now) { $0.addTimeInterval(100) }
      let store = Store(initialState: Feature.State()) { fused }
      // The inner override applies last, as it would nested.
      store.send(.now)
      #expect(store.log == ["5.0"])

      let transforms: _DependencyKeyWritingReducer<Feature> = Feature()
        .transformDependency(\.date.now) { $0.addTimeInterval(1) }
        .transformDependency(\.date.now) { $0.addTimeInterval(10) }
      let transformed = Store(initialState: Feature.State()) {
        transforms
      } withDependencies: {
        $0.date.now = Date(timeIntervalSince1970: 100)
      }
      transformed.send(.now)
      #expect(transformed.log == ["111.0"])
    }

    @Test func innerOverridesWin() {
      let store = Store(initialState: Feature.State()) {
        Feature()
          .dependency(\.date.now, Date(timeIntervalSince1970: 1))
          .dependency(\.date.now, Date(timeIntervalSince1970: 2))
      }
      store.send(.now)
      #expect(store.log == ["1.0"])
    }
  }
}
