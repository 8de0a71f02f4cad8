import ComposableArchitecture
import Foundation
import SyncUpForm
import SyncUpsModels

/// The saved sync-ups, and a form in a sheet to add one. Tapping a sync-up is for whoever
/// composes the list to act on (the app pushes its detail).
@Reducer
public struct SyncUpsList {
  @ObservableState
  public struct State: Equatable {
    @Presents public var addSyncUp: SyncUpForm.State?
    @Shared(.syncUps) public var syncUps

    /// The list of the saved sync-ups, with no form open.
    public init() {}
  }

  public enum Action: Equatable, Sendable {
    case addSyncUp(PresentationAction<SyncUpForm.Action>)
    case addSyncUpButtonTapped
    case confirmAddButtonTapped
    case discardButtonTapped
    case syncUpTapped(id: SyncUp.ID)
  }

  @Dependency(\.uuid) var uuid

  /// The list's reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addSyncUp:
        return .none

      case .addSyncUpButtonTapped:
        state.addSyncUp = SyncUpForm.State(syncUp: SyncUp(id: uuid()))
        return .none

      case .confirmAddButtonTapped:
        // A form that cannot be saved yet stays open; its view says why.
        guard let form = state.addSyncUp, form.problem == nil else { return .none }
        state.addSyncUp = nil
        state.$syncUps.withLock { $0.append(form.finished) }
        return .none

      case .discardButtonTapped:
        state.addSyncUp = nil
        return .none

      case .syncUpTapped:
        return .none
      }
    }
    .ifLet(\.$addSyncUp, action: \.addSyncUp) {
      SyncUpForm()
    }
  }
}
