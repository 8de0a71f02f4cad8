import ComposableArchitecture
import Testing

/// A row edited in place, with a copy saved and put back: the undo of a form.
@Reducer
private struct Undoable {
  @ObservableState
  struct State: Equatable {
    var row = ObservedRow.State(id: 0)
    var saved: ObservedRow.State?
  }
  enum Action: Equatable {
    case save
    case restore
    case row(ObservedRow.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.row, action: \.row) { ObservedRow() }
    Reduce { state, action in
      switch action {
      case .save:
        state.saved = state.row
      case .restore:
        if let saved = state.saved { state.row = saved }
      case .row:
        break
      }
      return .none
    }
  }
}

extension CoreTests {
  /// Putting back a copy of observable state saved before it changed in place: the copy has
  /// the same identity as the state it replaces, and other values.
  @Suite
  @MainActor
  struct RestoredCopyTests {
    @Test func puttingBackASavedCopyNotifiesThePropertysReaders() {
      var state = ObservedParent.State()
      let saved = state.row
      state.row.count += 1
      let told = LockIsolated(0)
      withObservationTracking {
        _ = state.row.count
      } onChange: {
        told.withValue { $0 += 1 }
      }
      state.row = saved
      #expect(told.value == 1)
      #expect(state.row.count == 0)
    }

    @Test func puttingBackAnUnchangedCopyNotifiesNoOne() {
      var state = ObservedParent.State()
      let copy = state.row
      let told = LockIsolated(0)
      withObservationTracking {
        _ = state.row
      } onChange: {
        told.withValue { $0 += 1 }
      }
      state.row = copy
      #expect(told.value == 0)
    }

    @Test func aStoreScopedToTheRowSeesTheRestoredValues() {
      let store = Store(initialState: Undoable.State()) { Undoable() }
      let rowStore = store.scope(state: \.row, action: \.row)
      store.send(.save)
      rowStore.send(.increment)
      rowStore.send(.setTitle("draft"))
      let probe = ObservationProbe { _ = (rowStore.count, rowStore.title) }
      store.send(.restore)
      #expect(probe.changes == 1)
      #expect(rowStore.count == 0)
      #expect(rowStore.title == "")
    }
  }
}
