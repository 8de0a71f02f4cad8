import ComposableArchitecture

/// A child feature that edits a note, runs a timer, and can close itself.
@Reducer
struct NoteEditor {
  @ObservableState
  struct State: Equatable, Identifiable {
    var id = 0
    var text = ""
    var ticks = 0
    var wasPresented: Bool?
  }
  enum Action: Equatable {
    case setText(String)
    case saveButtonTapped
    case closeButtonTapped
    case startTimer
    case tick
    case checkPresentation
  }
  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.isPresented) var isPresented

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .setText(let text):
        state.text = text
        return .none
      case .saveButtonTapped:
        return .none
      case .closeButtonTapped:
        return .run { _ in await dismiss() }
      case .startTimer:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
      case .tick:
        state.ticks += 1
        return .none
      case .checkPresentation:
        state.wasPresented = isPresented
        return .none
      }
    }
  }
}

/// A parent that presents the editor, or an alert, as its destination.
@Reducer
struct Notes {
  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    case editor(NoteEditor)
    case alert(AlertState<Alert>)

    enum Alert: Equatable {
      case confirmDeletion
    }
  }

  @ObservableState
  struct State: Equatable {
    var notes: [String] = []
    @Presents var destination: Destination.State?
  }
  enum Action: Equatable {
    case addButtonTapped
    case deleteButtonTapped
    case destination(PresentationAction<Destination.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.destination = .editor(NoteEditor.State())
        return .none
      case .deleteButtonTapped:
        state.destination = .alert(Self.deleteAlert)
        return .none
      case .destination(.presented(.editor(.saveButtonTapped))):
        guard case .editor(let editor) = state.destination else { return .none }
        state.notes.append(editor.text)
        state.destination = nil
        return .none
      case .destination(.presented(.alert(.confirmDeletion))):
        state.notes = []
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension Notes {
  static let deleteAlert = AlertState<Destination.Alert> {
    TextState("Delete all notes?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmDeletion) {
      TextState("Delete")
    }
    ButtonState(role: .cancel) {
      TextState("Cancel")
    }
  }
}
