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

extension Theme {
  /// The terminal color the theme is drawn in.
  public var color: Color {
    switch self {
    case .coral: .red
    case .forest: .green
    case .lavender: .magenta
    case .ocean: .blue
    case .sunflower: .yellow
    case .teal: .cyan
    }
  }
}
