import ComposableArchitecture
import Foundation
import SyncUpsFormFeature
import SyncUpsModels

/// A sync-up's screen: what it is, who attends, the meetings held; editing it in a sheet,
/// deleting it once confirmed, and starting a meeting (the last two for whoever composes the
/// screen to carry out).
@Reducer
public struct SyncUpDetail {
  /// The screen's state: the sync-up, and what it presents.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The alert that confirms a deletion.
    @Presents public var alert: AlertState<Action.Alert>?
    /// The form that edits the sync-up, in a sheet.
    @Presents public var editForm: SyncUpForm.State?
    /// The sync-up, shared with the list.
    @Shared public var syncUp: SyncUp

    /// The screen of a sync-up, shared with the list it belongs to.
    ///
    /// - Parameter syncUp: The sync-up.
    public init(syncUp: Shared<SyncUp>) {
      self._syncUp = syncUp
    }
  }

  /// What the screen does.
  public enum Action: Equatable, Sendable {
    /// An action of the alert that confirms a deletion.
    case alert(PresentationAction<Alert>)
    /// Closes the form and drops the edit.
    case cancelEditButtonTapped
    /// What the screen asks of whoever shows it.
    case delegate(Delegate)
    /// Asks whether to delete the sync-up.
    case deleteButtonTapped
    /// Saves the edit, once the form can be saved.
    case doneEditingButtonTapped
    /// Opens the form on the sync-up.
    case editButtonTapped
    /// Asks to show a meeting held.
    case meetingTapped(Meeting.ID)
    /// An action of the form editing the sync-up.
    case editForm(PresentationAction<SyncUpForm.Action>)
    /// Asks to start a meeting of the sync-up.
    case startMeetingButtonTapped

    /// The alert's buttons.
    @CasePathable
    public enum Alert: Equatable, Sendable {
      /// Delete the sync-up.
      case confirmDeletion
    }

    /// What the screen asks of whoever shows it.
    @CasePathable
    public enum Delegate: Equatable, Sendable {
      /// Delete this sync-up: the person confirmed it.
      case deleteSyncUp(id: SyncUp.ID)
      /// Show a meeting held.
      case showMeeting(Meeting)
      /// Start a meeting of this sync-up.
      case startMeeting
    }
  }

  @Dependency(\.dismiss) var dismiss

  /// The screen's reducer.
  public init() {}

  /// Edits, asks for the deletion once confirmed, and asks to start a meeting or to show one.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmDeletion)):
        let id = state.syncUp.id
        return .run { [dismiss] send in
          await send(.delegate(.deleteSyncUp(id: id)))
          await dismiss()
        }

      case .alert, .editForm:
        return .none

      case .cancelEditButtonTapped:
        state.editForm = nil
        return .none

      case .delegate:
        return .none

      case .deleteButtonTapped:
        state.alert = .deleteSyncUp
        return .none

      case .doneEditingButtonTapped:
        // An edit that cannot be saved yet stays open; the form says why.
        guard let form = state.editForm, form.problem == nil else { return .none }
        state.$syncUp.withLock { $0 = form.finished }
        state.editForm = nil
        return .none

      case .editButtonTapped:
        state.editForm = SyncUpForm.State(syncUp: state.syncUp)
        return .none

      case .meetingTapped(let id):
        guard let meeting = state.syncUp.meetings[id: id] else { return .none }
        return .send(.delegate(.showMeeting(meeting)))

      case .startMeetingButtonTapped:
        return .send(.delegate(.startMeeting))
      }
    }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$editForm, action: \.editForm) {
      SyncUpForm()
    }
  }
}

extension AlertState where Action == SyncUpDetail.Action.Alert {
  /// Asks before a sync-up and its meetings are deleted for good.
  static var deleteSyncUp: Self {
    AlertState {
      TextState("Delete this sync-up?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) {
        TextState("Delete it")
      }
      ButtonState(role: .cancel) {
        TextState("Keep it")
      }
    } message: {
      TextState("Its past meetings go with it. This cannot be undone.")
    }
  }
}
