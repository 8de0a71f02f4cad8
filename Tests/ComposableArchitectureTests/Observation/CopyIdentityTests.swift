import ComposableArchitecture
import Testing

/// A form that edits a copy of its row outside the store (as a view's draft would) and saves it
/// back with an action.
@Reducer
private struct DraftEditor {
  @ObservableState
  struct State: Equatable {
    var row = ObservedRow.State(id: 0)
    var rows: IdentifiedArrayOf<ObservedRow.State> = [
      ObservedRow.State(id: 1), ObservedRow.State(id: 2),
    ]
  }
  enum Action: Equatable {
    case save(ObservedRow.State)
    case row(ObservedRow.Action)
    case rows(IdentifiedActionOf<ObservedRow>)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.row, action: \.row) { ObservedRow() }
    Reduce { state, action in
      if case .save(let row) = action {
        state.row = row
      }
      return .none
    }
    .forEach(\.rows, action: \.rows) { ObservedRow() }
  }
}

extension CoreTests {
  // Mutating a copy of observable state gives the copy an identity of its own: the readers of
  // the value it was copied from are not told of its changes, and putting it back tells them.
  @Suite
  @MainActor
  struct CopyIdentityTests {
    @Test func aCopyEditedOutsideTheStoreTellsTheStoresReadersNothing() {
      let store = Store(initialState: DraftEditor.State()) { DraftEditor() }
      let countReader = ObservationProbe { _ = store.row.count }
      let rowReader = ObservationProbe { _ = store.row }
      var draft = store.row
      draft.count += 1
      draft.title = "Draft"
      #expect(countReader.changes == 0)
      #expect(rowReader.changes == 0)
      #expect(store.row.count == 0)
      #expect(draft._$id != store.row._$id)
    }

    @Test func theEditedCopySavedBackTellsTheStoresReaders() {
      let store = Store(initialState: DraftEditor.State()) { DraftEditor() }
      let countReader = ObservationProbe { _ = store.row.count }
      var draft = store.row
      draft.count = 5
      store.send(.save(draft))
      #expect(countReader.changes == 1)
      #expect(store.row.count == 5)
      #expect(store.row._$id == draft._$id)
    }

    @Test func theCopysOwnReadersAreToldOfItsChanges() {
      let store = Store(initialState: DraftEditor.State()) { DraftEditor() }
      var draft = store.row
      draft.title = "First"
      let told = LockIsolated(0)
      withObservationTracking {
        _ = draft.title
      } onChange: {
        told.withValue { $0 += 1 }
      }
      draft.title = "Second"
      #expect(told.value == 1)
    }

    @Test func anUnchangedCopyKeepsItsIdentity() {
      let store = Store(initialState: DraftEditor.State()) { DraftEditor() }
      let copy = store.row
      #expect(copy._$id == store.row._$id)
    }

    @Test func theStoreChangesItsStateInPlaceWhileACopyIsHeld() {
      let store = Store(initialState: DraftEditor.State()) { DraftEditor() }
      let snapshot = store.withState { $0 }
      let rowStore = store.scope(state: \.row, action: \.row)
      let countReader = ObservationProbe { _ = rowStore.count }
      let rowReader = ObservationProbe { _ = store.row }
      store.send(.row(.increment))
      #expect(countReader.changes == 1)
      #expect(rowReader.changes == 0)
      #expect(store.row._$id == snapshot.row._$id)
      #expect(snapshot.row.count == 0)
    }

    @Test func aCopyOfTheWholeStateEditedDeepInsideTellsNoReader() {
      let store = Store(initialState: DraftEditor.State()) { DraftEditor() }
      let rowStore = store.scope(state: \.rows[id: 1], action: \.rows[id: 1])
      let rowTitleReader = ObservationProbe { _ = rowStore?.title }
      let countReader = ObservationProbe { _ = store.row.count }
      var copy = store.withState { $0 }
      copy.row.count += 1
      copy.rows[id: 1]?.title = "Edited"
      #expect(rowTitleReader.changes == 0)
      #expect(countReader.changes == 0)
      #expect(copy._$id != store.withState(\._$id))
      #expect(copy.row._$id != store.row._$id)
      #expect(copy.rows[id: 1]?._$id != store.rows[id: 1]?._$id)
      #expect(copy.rows[id: 2]?._$id == store.rows[id: 2]?._$id)
    }

    @Test func aReducerRunOnACopyOutsideTheStoreTellsTheStoresReadersNothing() {
      let store = Store(initialState: DraftEditor.State()) { DraftEditor() }
      let countReader = ObservationProbe { _ = store.row.count }
      var copy = store.withState { $0 }
      _ = DraftEditor().reduce(into: &copy, action: .row(.increment))
      #expect(copy.row.count == 1)
      #expect(countReader.changes == 0)
      #expect(store.row.count == 0)
    }

    @Test func settingAnEqualValueTellsNoOne() {
      let store = Store(initialState: DraftEditor.State()) { DraftEditor() }
      let countReader = ObservationProbe { _ = store.row.count }
      store.send(.save(store.row))
      #expect(countReader.changes == 0)
    }
  }
}
