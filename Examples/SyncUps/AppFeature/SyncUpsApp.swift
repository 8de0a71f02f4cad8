import ComposableArchitecture
import Foundation
import SyncUpDetail
import SyncUpsList
import SyncUpsModels

/// The whole app: the list of sync-ups at the root of a navigation stack, and a sync-up's
/// screen pushed when it is tapped.
@Reducer
public struct SyncUpsApp {
  /// The screens pushed on the stack.
  @Reducer
  public enum Path {
    case detail(SyncUpDetail)
  }

  @ObservableState
  public struct State: Equatable {
    public var path = StackState<Path.State>()
    public var syncUpsList = SyncUpsList.State()

    /// The app at its list, with nothing pushed.
    public init() {}
  }

  public enum Action {
    case path(StackActionOf<Path>)
    case syncUpsList(SyncUpsList.Action)
  }

  /// The app's reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.syncUpsList, action: \.syncUpsList) {
      SyncUpsList()
    }
    Reduce { state, action in
      switch action {
      case .path(.element(_, .detail(.delegate(.deleteSyncUp(let id))))):
        state.syncUpsList.$syncUps.withLock { _ = $0.remove(id: id) }
        return .none

      case .path:
        return .none

      case .syncUpsList(.syncUpTapped(let id)):
        // The screen shares the list's sync-up: an edit there shows here, and is saved.
        guard let syncUp = Shared(state.syncUpsList.$syncUps[id: id]) else { return .none }
        state.path.append(.detail(SyncUpDetail.State(syncUp: syncUp)))
        return .none

      case .syncUpsList:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

extension SyncUpsApp.Path.State: Equatable {}
