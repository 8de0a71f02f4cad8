import ComposableArchitecture

/// Counts how many times the values read by `read` changed, through `withObservationTracking`,
/// re-registering after each change as a view would.
@MainActor
final class ObservationProbe {
  private(set) var changes = 0
  private let read: @MainActor () -> Void

  init(_ read: @escaping @MainActor () -> Void) {
    self.read = read
    track()
  }

  private func track() {
    withObservationTracking {
      read()
    } onChange: { [weak self] in
      // Called synchronously on the main actor, inside the mutation.
      MainActor.assumeIsolated {
        guard let self else { return }
        self.changes += 1
        self.pending = true
      }
    }
  }

  private var pending = false

  /// Re-reads after a change, as a view re-renders, so that later changes are seen too.
  func rerender() {
    guard pending else { return }
    pending = false
    track()
  }
}

@Reducer
struct ObservedRow {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var count = 0
    var title = ""
  }
  enum Action: Equatable {
    case increment
    case setTitle(String)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
      case .setTitle(let title):
        state.title = title
      }
      return .none
    }
  }
}

@Reducer
struct ObservedParent {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var text = ""
    var row = ObservedRow.State(id: 0)
    var child: ObservedRow.State?
    var rows: IdentifiedArrayOf<ObservedRow.State> = []
  }
  enum Action: Equatable {
    case increment
    case setText(String)
    case incrementAndSetText(String)
    case reset
    case replaceRow
    case present
    case dismiss
    case addRow(Int)
    case removeRow(Int)
    case replaceElement(Int)
    case moveRow(from: Int, to: Int)
    case row(ObservedRow.Action)
    case child(ObservedRow.Action)
    case rows(IdentifiedActionOf<ObservedRow>)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.row, action: \.row) { ObservedRow() }
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
      case .setText(let text):
        state.text = text
      case .incrementAndSetText(let text):
        state.count += 1
        state.text = text
      case .reset:
        state = State()
      case .replaceRow:
        state.row = ObservedRow.State(id: state.row.id)
      case .present:
        state.child = ObservedRow.State(id: 1)
      case .dismiss:
        state.child = nil
      case .addRow(let id):
        state.rows.append(ObservedRow.State(id: id))
      case .removeRow(let id):
        state.rows.remove(id: id)
      case .replaceElement(let id):
        state.rows[id: id] = ObservedRow.State(id: id)
      case .moveRow(let from, let to):
        state.rows.move(fromOffsets: [from], toOffset: to)
      case .row, .child, .rows:
        break
      }
      return .none
    }
    .ifLet(\.child, action: \.child) { ObservedRow() }
    .forEach(\.rows, action: \.rows) { ObservedRow() }
  }
}
