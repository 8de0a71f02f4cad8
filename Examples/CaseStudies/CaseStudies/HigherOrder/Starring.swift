import ComposableArchitecture
import ComposableUI
import Foundation

/// Keeps which items a person starred, as a dependency.
@DependencyClient
struct StarsClient: Sendable {
  /// Saves that an item is, or is no longer, starred; throws when the server refuses.
  var save: @Sendable (_ itemID: String, _ isStarred: Bool) async throws -> Void
}

/// Why a star was not saved.
struct StarRefused: Error {
  var reason: String
}

extension StarsClient: DependencyKey {
  /// Saves after half a second, as a server would take. An item whose identifier starts with
  /// "pinned-" refuses to lose its star, so that the screens can show a refusal undone.
  static let liveValue = StarsClient { itemID, isStarred in
    @Dependency(\.continuousClock) var clock
    try await clock.sleep(for: .milliseconds(500))
    if !isStarred, itemID.hasPrefix("pinned-") {
      throw StarRefused(reason: "This one is pinned: it keeps its star.")
    }
  }

  /// Fails the test that saves a star without saying how.
  static let testValue = StarsClient()
}

extension DependencyValues {
  /// Where stars are saved.
  var stars: StarsClient {
    get { self[StarsClient.self] }
    set { self[StarsClient.self] = newValue }
  }
}

/// A piece of behaviour that any feature can embed: the star of one item. A tap shows at once
/// (nobody waits for the server); the save runs in the background, and only a refusal comes
/// back, which takes the star back and says why. A tap while a save is still on its way cancels
/// that save, so the screen and the server end on the last tap.
@Reducer
struct Starring {
  @ObservableState
  struct State: Equatable {
    let itemID: String
    var isStarred = false
    @Presents var refusal: AlertState<Never>?
  }

  enum Action: Equatable {
    case refusal(PresentationAction<Never>)
    case saveRefused(String)
    case starTapped
  }

  private enum SaveID: Hashable {
    case item(String)
  }

  @Dependency(\.stars) var stars

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .refusal:
        return .none

      case .saveRefused(let reason):
        state.isStarred.toggle()
        state.refusal = AlertState { TextState(reason) }
        return .none

      case .starTapped:
        state.isStarred.toggle()
        return .run { [itemID = state.itemID, isStarred = state.isStarred] send in
          do {
            try await stars.save(itemID, isStarred)
          } catch let refused as StarRefused {
            await send(.saveRefused(refused.reason))
          }
        }
        .cancellable(id: SaveID.item(state.itemID), cancelInFlight: true)
      }
    }
    .ifLet(\.$refusal, action: \.refusal)
  }
}

/// The star's button: filled when the item is starred, hollow when it is not.
struct StarButton: View {
  @Bindable var store: StoreOf<Starring>

  var body: some View {
    Button(store.isStarred ? "★ Starred" : "☆ Star") { store.send(.starTapped) }
      .alert($store.scope(state: \.refusal, action: \.refusal))
  }
}
