import ComposableArchitecture
import ComposableUI
import Foundation

/// Saving a favorite, as a dependency: it answers with whether the thing is a favorite now.
struct FavoritesClient: Sendable {
  /// Saves that the thing with this identifier is, or is not, a favorite.
  var save: @Sendable (_ id: String, _ isFavorite: Bool) async throws -> Bool
}

extension FavoritesClient: DependencyKey {
  /// Saves after a short pause, as a server would take, and refuses to forget a favorite whose
  /// identifier starts with "keep-", so that the screens can show a failure being undone.
  static let liveValue = FavoritesClient { id, isFavorite in
    @Dependency(\.continuousClock) var clock
    try await clock.sleep(for: .milliseconds(500))
    if !isFavorite, id.hasPrefix("keep-") {
      throw FavoritesError(message: "This one cannot be forgotten.")
    }
    return isFavorite
  }
}

/// Why a favorite was not saved.
struct FavoritesError: Error, Equatable {
  var message: String
}

extension DependencyValues {
  /// Saving favorites.
  var favorites: FavoritesClient {
    get { self[FavoritesClient.self] }
    set { self[FavoritesClient.self] = newValue }
  }
}

/// A component any feature can reuse: the favorite state of one thing, toggled at once (the
/// screen does not wait), saved by the favorites client, undone with an alert when saving
/// fails. A tap while a save is in flight cancels it, so that the last tap wins.
@Reducer
struct Favoriting {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Never>?
    let id: String
    var isFavorite = false
  }

  enum Action: Equatable {
    case alert(PresentationAction<Never>)
    case buttonTapped
    case response(Result<Bool, FavoritesError>)
  }

  private struct CancelID: Hashable {
    let id: String
  }

  @Dependency(\.favorites) var favorites

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert:
        return .none

      case .buttonTapped:
        state.isFavorite.toggle()
        return .run { [id = state.id, isFavorite = state.isFavorite] send in
          await send(
            .response(
              Result { try await favorites.save(id, isFavorite) }
                .mapError { $0 as? FavoritesError ?? FavoritesError(message: "\($0)") }))
        }
        .cancellable(id: CancelID(id: state.id), cancelInFlight: true)

      case .response(.success(let isFavorite)):
        state.isFavorite = isFavorite
        return .none

      case .response(.failure(let error)):
        state.isFavorite.toggle()
        state.alert = AlertState { TextState(error.message) }
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

/// The favorite's button: a filled star when it is one, an empty one when not.
struct FavoriteButton: View {
  @Bindable var store: StoreOf<Favoriting>

  var body: some View {
    Button(store.isFavorite ? "★ Favorite" : "☆ Favorite") { store.send(.buttonTapped) }
      .alert($store.scope(state: \.alert, action: \.alert))
  }
}
