import ComposableArchitecture
import ComposableUI
import SyncUpsModels

/// The form on screen: the title, the length, the color, and a row per attendee with a button
/// that removes it; under them, why the sync-up cannot be saved yet, if it cannot.
public struct SyncUpFormView: View {
  @Bindable var store: StoreOf<SyncUpForm>

  /// The view of a form's store.
  public init(store: StoreOf<SyncUpForm>) {
    self.store = store
  }

  /// The view's content.
  public var body: some View {
    VStack(alignment: .leading) {
      Text("Sync-up").bold()
      TextField("Title", text: $store.syncUp.title)
      Stepper("Length: \(store.syncUp.minutes) min", value: $store.syncUp.minutes, in: 1...60)
      Picker("Theme", selection: $store.syncUp.theme) {
        ForEach(Theme.allCases) { theme in
          Text(theme.name).foregroundColor(theme.color).tag(theme)
        }
      }
      Text("Attendees").bold()
      ForEach($store.syncUp.attendees) { $attendee in
        HStack {
          TextField("Name", text: $attendee.name)
          Button("Remove") { store.send(.removeAttendeeButtonTapped(attendee.id)) }
        }
      }
      Button("Add attendee") { store.send(.addAttendeeButtonTapped) }
      if let problem = store.problem {
        Text(problem).foregroundColor(.gray)
      }
    }
  }
}

/// The form as a sheet shows it: under the fields, a button that keeps the edit (grayed out
/// while the form cannot be saved) and one that drops it.
public struct SyncUpFormSheet: View {
  let store: StoreOf<SyncUpForm>
  let confirmTitle: String
  let confirm: @MainActor () -> Void
  let cancelTitle: String
  let cancel: @MainActor () -> Void

  /// The sheet of a form's store.
  ///
  /// - Parameters:
  ///   - store: The form's store.
  ///   - confirmTitle: The label of the button that keeps the edit.
  ///   - confirm: What keeping the edit does.
  ///   - cancelTitle: The label of the button that drops it.
  ///   - cancel: What dropping it does.
  public init(
    store: StoreOf<SyncUpForm>,
    confirmTitle: String, confirm: @escaping @MainActor () -> Void,
    cancelTitle: String, cancel: @escaping @MainActor () -> Void
  ) {
    self.store = store
    self.confirmTitle = confirmTitle
    self.confirm = confirm
    self.cancelTitle = cancelTitle
    self.cancel = cancel
  }

  /// The view's content.
  public var body: some View {
    VStack(alignment: .leading) {
      SyncUpFormView(store: store)
      HStack {
        Button(confirmTitle, action: confirm).disabled(store.problem != nil)
        Button(cancelTitle, action: cancel)
      }
    }
  }
}
