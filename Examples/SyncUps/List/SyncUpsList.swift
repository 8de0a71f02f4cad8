import ComposableArchitecture
import Foundation
import SyncUpsFormFeature
import SyncUpsModels

/// The saved sync-ups, and a form in a sheet to add one. Tapping a sync-up is for whoever
/// composes the list to act on (the app pushes its detail).
@Reducer
public struct SyncUpsList {
  /// The list's state: the saved sync-ups, and the form adding one.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The form adding a sync-up, in a sheet.
    @Presents public var addSyncUp: SyncUpForm.State?
    /// The saved sync-ups.
    @Shared(.syncUps) public var syncUps

    /// The list of the saved sync-ups, with no form open.
    public init() {}
  }

  /// What the list does.
  public enum Action: Equatable, Sendable {
    /// An action of the form adding a sync-up.
    case addSyncUp(PresentationAction<SyncUpForm.Action>)
    /// Opens the form, for a new sync-up.
    case addSyncUpButtonTapped
    /// Saves the new sync-up, once the form can be saved.
    case confirmAddButtonTapped
    /// Closes the form and drops the sync-up.
    case discardButtonTapped
    /// A sync-up was chosen, for whoever composes the list to show.
    case syncUpTapped(id: SyncUp.ID)
  }

  @Dependency(\.uuid) var uuid

  /// The list's reducer.
  public init() {}

  /// Opens, saves and discards the form.
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
