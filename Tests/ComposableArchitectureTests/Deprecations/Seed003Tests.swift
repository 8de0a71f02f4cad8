import ComposableArchitecture
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// The README of the 0.4x generation (seed 003), as printed, views aside. Only the dependency's
// name differs (`seedNumberFact`), because this test target already has a `numberFact`. Every
// declaration is marked deprecated because it exercises deprecated spellings on purpose.

@available(*, deprecated, message: "Exercises the deprecated 0.4x API.")
struct SeedNumberFactClient {
  var fetch: @Sendable (Int) async throws -> String
}

@available(*, deprecated, message: "Exercises the deprecated 0.4x API.")
extension SeedNumberFactClient: DependencyKey {
  static let liveValue = Self(
    fetch: { number in
      let (data, _) = try await URLSession.shared
        .data(from: .init(string: "http://numbersapi.com/\(number)")!)
      return String(decoding: data, as: UTF8.self)
    }
  )
}

@available(*, deprecated, message: "Exercises the deprecated 0.4x API.")
extension DependencyValues {
  var seedNumberFact: SeedNumberFactClient {
    get { self[SeedNumberFactClient.self] }
    set { self[SeedNumberFactClient.self] = newValue }
  }
}

@available(*, deprecated, message: "Exercises the deprecated 0.4x API.")
struct SeedFeature: ReducerProtocol {
  struct State: Equatable {
    var count = 0
    var numberFactAlert: String?
  }
  enum Action: Equatable {
    case factAlertDismissed
    case decrementButtonTapped
    case incrementButtonTapped
    case numberFactButtonTapped
    case numberFactResponse(TaskResult<String>)
  }
  @Dependency(\.seedNumberFact) var numberFact

  func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
    switch action {
    case .factAlertDismissed:
      state.numberFactAlert = nil
      return .none

    case .decrementButtonTapped:
      state.count -= 1
      return .none

    case .incrementButtonTapped:
      state.count += 1
      return .none

    case .numberFactButtonTapped:
      return .task { [count = state.count] in
        await .numberFactResponse(TaskResult { try await self.numberFact.fetch(count) })
      }

    case .numberFactResponse(.success(let fact)):
      state.numberFactAlert = fact
      return .none

    case .numberFactResponse(.failure):
      state.numberFactAlert = "Could not load a number fact :("
      return .none
    }
  }
}

struct FactError: Error, Equatable {}

extension CoreTests {
  @Suite
  @MainActor
  struct Seed003Tests {
    @available(*, deprecated, message: "Exercises the deprecated 0.4x API.")
    @Test func readmeFeatureAndTest() async {
      let store = TestStore(
        initialState: SeedFeature.State(),
        reducer: SeedFeature()
      )
      // The seed writes `store.dependencies.numberFact.fetch = …`: with a client that has only a
      // `liveValue`, today's swift-dependencies reports reading it in a test, so the test sets
      // the whole client.
      store.dependencies.seedNumberFact = SeedNumberFactClient(
        fetch: { "\($0) is a good number Brent" }
      )

      await store.send(.incrementButtonTapped) {
        $0.count = 1
      }
      await store.send(.decrementButtonTapped) {
        $0.count = 0
      }
      await store.send(.numberFactButtonTapped)
      await store.receive(.numberFactResponse(.success("0 is a good number Brent"))) {
        $0.numberFactAlert = "0 is a good number Brent"
      }
      await store.send(.factAlertDismissed) {
        $0.numberFactAlert = nil
      }
    }

    @available(*, deprecated, message: "Exercises the deprecated 0.4x API.")
    @Test func failurePathAndTaskResultEquality() async throws {
      let store = TestStore(initialState: SeedFeature.State(), reducer: SeedFeature())
      store.dependencies.seedNumberFact = SeedNumberFactClient(fetch: { _ in throw FactError() })
      await store.send(.numberFactButtonTapped)
      await store.receive(.numberFactResponse(.failure(FactError()))) {
        $0.numberFactAlert = "Could not load a number fact :("
      }
      #expect(TaskResult<Int>.failure(FactError()) == .failure(FactError()))
      #expect(TaskResult<Int>.failure(CancellationError()) != .failure(FactError()))
      #expect(TaskResult<Int>.success(1) != .failure(FactError()))
      let mapped = await TaskResult { 2 }.map { $0 * 10 }
      #expect(try mapped.value == 20)
    }

    @available(*, deprecated, message: "Exercises the deprecated 0.4x API.")
    @Test func viewStoreAndFireAndForget() async {
      let store = Store(initialState: SeedFeature.State(), reducer: SeedFeature())
      let viewStore: ViewStoreOf<SeedFeature> = ViewStore(store)
      let countStore = ViewStore(store, observe: \.count)
      viewStore.send(.incrementButtonTapped)
      #expect(viewStore.count == 1)
      #expect(countStore.state == 1)
      let alert = viewStore.binding(get: \.numberFactAlert, send: { _ in .factAlertDismissed })
      #expect(alert.wrappedValue == nil)

      let ran = LockIsolated(false)
      let effect = EffectTask<Int>.fireAndForget { ran.setValue(true) }
      let fireStore = Store(initialState: 0) {
        Reduce<Int, Int> { _, _ in effect }
      }
      await fireStore.send(1).finish()
      #expect(ran.value)
    }
  }
}
