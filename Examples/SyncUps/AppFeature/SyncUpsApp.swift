import ComposableArchitecture
import Foundation
import SyncUpsDetailFeature
import SyncUpsListFeature
import SyncUpsMeetingFeature
import SyncUpsModels

/// The whole app: the list of sync-ups at the root of a navigation stack, a sync-up's screen
/// pushed when it is tapped, and over it a meeting held, or one being held.
@Reducer
public struct SyncUpsApp {
  /// The screens pushed on the stack.
  @Reducer(state: .sendable, action: .sendable)
  public enum Path {
    /// A sync-up's screen.
    case detail(SyncUpDetail)
    /// A meeting held, and the sync-up it was held for.
    case meeting(Meeting, syncUp: SyncUp)
    /// A meeting being held.
    case record(RecordMeeting)
  }

  /// The app's state: the list, and the screens pushed over it.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The screens pushed over the list.
    public var path = StackState<Path.State>()
    /// The list at the stack's root.
    public var syncUpsList = SyncUpsList.State()

    /// The app at its list, with nothing pushed.
    public init() {}
  }

  /// What the app does.
  public enum Action: Sendable {
    /// An action of a pushed screen, or a push or pop.
    case path(StackActionOf<Path>)
    /// An action of the list.
    case syncUpsList(SyncUpsList.Action)
  }

  /// The app's reducer.
  public init() {}

  /// Runs the list and the pushed screens, pushing a sync-up's screen when it is tapped, deleting
  /// the sync-up its screen asks to delete, and pushing the meeting its screen asks to show or to
  /// start.
  public var body: some ReducerOf<Self> {
    Scope(state: \.syncUpsList, action: \.syncUpsList) {
      SyncUpsList()
    }
    Reduce { state, action in
      switch action {
      case .path(.element(_, .detail(.delegate(.deleteSyncUp(let id))))):
        state.syncUpsList.$syncUps.withLock { _ = $0.remove(id: id) }
        return .none

      case .path(.element(let id, .detail(.delegate(.showMeeting(let meeting))))):
        guard case .detail(let detail) = state.path[id: id] else { return .none }
        state.path.append(.meeting(meeting, syncUp: detail.syncUp))
        return .none

      case .path(.element(let id, .detail(.delegate(.startMeeting)))):
        // The meeting shares the screen's sync-up: the meeting it saves shows there.
        guard case .detail(let detail) = state.path[id: id] else { return .none }
        state.path.append(.record(RecordMeeting.State(syncUp: detail.$syncUp)))
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
