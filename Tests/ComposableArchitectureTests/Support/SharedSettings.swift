import ComposableArchitecture
import Foundation

/// A feature whose notes are saved in a file and whose settings live in app storage.
@Reducer
struct SharedSettings {
  static let notesURL = URL(fileURLWithPath: "/tmp/tca-linux-tests/notes.json")

  @ObservableState
  struct State: Equatable {
    @Shared(.fileStorage(SharedSettings.notesURL)) var notes: [String] = []
    @Shared(.appStorage("isOnboarded")) var isOnboarded = false
    @SharedReader(.appStorage("launchCount")) var launchCount = 0
  }
  enum Action: Equatable {
    case addNote(String)
    case finishOnboarding
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addNote(let note):
        state.$notes.withLock { $0.append(note) }
      case .finishOnboarding:
        state.$isOnboarded.withLock { $0 = true }
      }
      return .none
    }
  }
}
