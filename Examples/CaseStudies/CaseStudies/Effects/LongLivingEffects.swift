import ComposableArchitecture
import ComposableUI

/// Rings of a doorbell, as a dependency: a stream that goes on for as long as it is listened to.
@DependencyClient
struct DoorbellClient: Sendable {
  /// The rings, one element each.
  var rings: @Sendable () async -> AsyncStream<Void> = { .finished }
}

extension DoorbellClient: DependencyKey {
  /// A doorbell that rings every three seconds, counted by the clock dependency. Each wait runs
  /// in the task that listens, so that cancelling the listening ends it.
  static let liveValue = DoorbellClient {
    @Dependency(\.continuousClock) var continuousClock
    let clock = continuousClock
    return AsyncStream(unfolding: {
      do {
        try await clock.sleep(for: .seconds(3))
        return ()
      } catch {
        return nil
      }
    })
  }

  /// Fails the test that listens without saying what the rings are.
  static let testValue = DoorbellClient()
}

extension DependencyValues {
  /// Rings of a doorbell.
  var doorbell: DoorbellClient {
    get { self[DoorbellClient.self] }
    set { self[DoorbellClient.self] = newValue }
  }
}

/// An effect that lives as long as its view: the view's `.task` sends `.task` and waits for the
/// effect it starts, which listens to the doorbell. When the screen goes away, SwiftUI (and
/// ComposableUI) cancel the view's task, and with it the listening.
@Reducer
struct LongLivingEffects {
  @ObservableState
  struct State: Equatable {
    var rings = 0
  }

  enum Action: Equatable {
    case doorbellRang
    case task
  }

  @Dependency(\.doorbell) var doorbell

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .doorbellRang:
        state.rings += 1
        return .none

      case .task:
        return .run { send in
          for await _ in await doorbell.rings() {
            await send(.doorbellRang)
          }
        }
      }
    }
  }
}

/// How many times the doorbell rang while this screen was shown.
struct LongLivingEffectsView: View {
  let store: StoreOf<LongLivingEffects>

  var body: some View {
    VStack(alignment: .leading) {
      Text("The doorbell rings every 3 s. It is listened to while this screen is shown.")
        .foregroundColor(.gray)
      Text(store.rings == 1 ? "The doorbell rang once." : "The doorbell rang \(store.rings) times.")
    }
    .navigationTitle("Long-living effects")
    .task { await store.send(.task).finish() }
  }
}
