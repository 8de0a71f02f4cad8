import ComposableArchitecture
import Foundation
import SyncUpsModels

/// Editing a sync-up: its title, length, color and attendees, with a blank row always there to
/// type a new attendee in. Whoever presents the form decides when to save: ``State/problem``
/// says why it cannot be saved yet, and ``State/finished`` is what to save.
@Reducer
public struct SyncUpForm {
  /// The form's state: the sync-up being edited.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The sync-up as edited so far.
    public var syncUp: SyncUp

    /// A form for `syncUp`; a blank attendee row is added when it has none.
    ///
    /// - Parameter syncUp: The sync-up to edit.
    public init(syncUp: SyncUp) {
      self.syncUp = syncUp
      if self.syncUp.attendees.isEmpty {
        @Dependency(\.uuid) var uuid
        self.syncUp.attendees.append(Attendee(id: uuid()))
      }
    }
  }

  /// What the form does.
  public enum Action: BindableAction, Equatable, Sendable {
    /// Adds a blank attendee row.
    case addAttendeeButtonTapped
    /// A field was edited.
    case binding(BindingAction<State>)
    /// Removes an attendee; a blank row stays when none is left.
    case removeAttendeeButtonTapped(Attendee.ID)
  }

  @Dependency(\.uuid) var uuid

  /// The form's reducer.
  public init() {}

  /// Applies the edits, and adds and removes attendees.
  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addAttendeeButtonTapped:
        state.syncUp.attendees.append(Attendee(id: uuid()))
        return .none

      case .binding:
        return .none

      case .removeAttendeeButtonTapped(let id):
        state.syncUp.attendees.remove(id: id)
        if state.syncUp.attendees.isEmpty {
          state.syncUp.attendees.append(Attendee(id: uuid()))
        }
        return .none
      }
    }
  }
}

extension SyncUpForm.State {
  /// Why the sync-up cannot be saved yet, as a person reads it; `nil` when it can.
  public var problem: String? {
    if finished.title.isEmpty { return "Give the sync-up a title." }
    if finished.attendees.isEmpty { return "Add at least one attendee." }
    return nil
  }

  /// The sync-up as it is saved: its title and names without surrounding spaces, and only the
  /// attendees that have a name.
  public var finished: SyncUp {
    var syncUp = syncUp
    syncUp.title = syncUp.title.trimmingCharacters(in: .whitespacesAndNewlines)
    syncUp.attendees = IdentifiedArray(
      uniqueElements: syncUp.attendees.compactMap { attendee in
        let name = attendee.name.trimmingCharacters(in: .whitespacesAndNewlines)
        return name.isEmpty ? nil : Attendee(id: attendee.id, name: name)
      }
    )
    return syncUp
  }
}
