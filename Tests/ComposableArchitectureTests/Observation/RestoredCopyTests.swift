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

/// A whole state, and a row of a list, saved and put back: the undo of a feature.
@Reducer
private struct UndoableList {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var rows: IdentifiedArrayOf<ObservedRow.State> = [ObservedRow.State(id: 0)]
    @ObservationStateIgnored var savedRows: [ObservedRow.State.ID: ObservedRow.State] = [:]
  }
  enum Action: Equatable {
    case increment
    case saveRow(Int)
    case restoreRow(Int)
    case rows(IdentifiedActionOf<ObservedRow>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
      case .saveRow(let id):
        state.savedRows[id] = state.rows[id: id]
      case .restoreRow(let id):
        if let saved = state.savedRows[id] { state.rows[id: id] = saved }
      case .rows:
        break
      }
      return .none
    }
    .forEach(\.rows, action: \.rows) { ObservedRow() }
  }
}

/// A root feature that keeps its own past states: `undo` puts the last one back whole.
@Reducer
private struct UndoableRoot {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var title = ""
  }
  enum Action: Equatable {
    case increment
    case setTitle(String)
    case undo
  }
  /// The states before each change, kept outside the state, as an undo manager would.
  final class History: @unchecked Sendable {
    // Touched only by the reducer, on the main actor, in these tests.
    var states: [State] = []
  }
  let history: History
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        history.states.append(state)
        state.count += 1
      case .setTitle(let title):
        history.states.append(state)
        state.title = title
      case .undo:
        if let last = history.states.popLast() { state = last }
      }
      return .none
    }
  }
}

/// A root feature whose state is not `@ObservableState`: every batch may have replaced it.
@Reducer
private struct PlainCounter {
  struct State: Equatable {
    var count = 0
  }
  enum Action: Equatable {
    case increment
  }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

/// A root feature whose state is an enum: it keeps no stamp.
@Reducer
private enum Screen {
  case row(ObservedRow)
}

extension CoreTests {
  /// Putting back a copy of observable state saved before it changed in place: the copy has
  /// the same identity as the state it replaces, and other values.
  @Suite
  @MainActor
  struct RestoredCopyTests {
    @Test func puttingBackASavedCopyNotifiesThePropertysReaders() {
      // Outside a store, the change gives the row an identity of its own (the saved copy shares
      // its storage), so putting the copy back is a replacement; the tests through a store
      // below put back a copy with the same identity and other values.
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

    @Test func readersOfARootStoreSeeARestoredWholeState() {
      let store = Store(initialState: UndoableRoot.State()) {
        UndoableRoot(history: UndoableRoot.History())
      }
      store.send(.increment)
      store.send(.setTitle("draft"))
      let probe = ObservationProbe { _ = (store.count, store.title) }
      store.send(.undo)
      #expect(probe.changes == 1)
      #expect(store.title == "")
      probe.rerender()
      store.send(.undo)
      #expect(probe.changes == 2)
      #expect(store.count == 0)
    }

    @Test func theFirstBatchWatchedTellsOnlyWhatChangedAndCopiesFromBeforeAreSeen() {
      let store = Store(initialState: UndoableRoot.State()) {
        UndoableRoot(history: UndoableRoot.History())
      }
      store.send(.setTitle("a"))
      store.send(.setTitle("b"))
      let probe = ObservationProbe { _ = store.title }
      // The first batch watched changes `count` alone: no replacement is seen, and readers of
      // `title` are not told.
      store.send(.increment)
      #expect(probe.changes == 0)
      // A copy saved by that batch, put back: a replacement, which tells every reader.
      store.send(.undo)
      #expect(probe.changes == 1)
      #expect(store.count == 0)
      probe.rerender()
      // A copy saved before anyone watched, put back.
      store.send(.undo)
      #expect(probe.changes == 2)
      #expect(store.title == "a")
    }

    @Test func aReaderToldOfAReplacementCanReadTheStore() {
      let store = Store(initialState: ObservedParent.State(count: 3)) { ObservedParent() }
      let seen = countsReadWhenTold(tracking: { _ = store.text }, reading: { store.count })
      store.send(.reset)
      #expect(seen.value == [0])
    }

    @Test func aReaderOfStateThatIsNotObservableCanReadTheStoreWhenTold() {
      let store = Store(initialState: PlainCounter.State()) { PlainCounter() }
      let seen = countsReadWhenTold(tracking: { _ = store.count }, reading: { store.count })
      store.send(.increment)
      #expect(seen.value == [1])
    }

    /// Tracks what `tracking` reads, and records what `reading` reads when told of a change,
    /// inside the notification, as a reader that reads the store at once does.
    private func countsReadWhenTold(
      tracking: @escaping @MainActor () -> Void, reading: @escaping @MainActor () -> Int
    ) -> LockIsolated<[Int]> {
      let seen = LockIsolated<[Int]>([])
      withObservationTracking {
        tracking()
      } onChange: {
        MainActor.assumeIsolated {
          let count = reading()
          seen.withValue { $0.append(count) }
        }
      }
      return seen
    }

    @Test func anEnumRootKeepsNoStampAndIsNotToldOfReplacementsThatDidNotHappen() throws {
      let store = Store(initialState: Screen.State.row(ObservedRow.State(id: 0))) {
        Screen.body
      }
      let row = try #require(store.scope(state: \.row, action: \.row))
      let probe = ObservationProbe { _ = row.count }
      row.send(.setTitle("a"))
      row.send(.setTitle("b"))
      #expect(probe.changes == 0)
      row.send(.increment)
      #expect(probe.changes == 1)
    }

    /// The row put back has the identity of the row it replaces: the store's watch over its
    /// rows sees it by its older change count.
    @Test func aStoreScopedToARowSeesTheRowPutBackThroughTheSubscript() throws {
      let store = Store(initialState: UndoableList.State()) { UndoableList() }
      let rowStore = try #require(store.scope(state: \.rows, action: \.rows).first)
      store.send(.saveRow(0))
      rowStore.send(.increment)
      rowStore.send(.setTitle("draft"))
      let probe = ObservationProbe { _ = (rowStore.count, rowStore.title) }
      store.send(.restoreRow(0))
      #expect(probe.changes == 1)
      #expect(rowStore.count == 0)
      #expect(rowStore.title == "")
    }

    @Test func aRowChangedInPlaceIsNotTakenForARowPutBack() throws {
      let store = Store(initialState: UndoableList.State()) { UndoableList() }
      let rowStore = try #require(store.scope(state: \.rows, action: \.rows).first)
      store.send(.saveRow(0))
      let titleReader = ObservationProbe { _ = rowStore.title }
      rowStore.send(.increment)
      rowStore.send(.increment)
      store.send(.increment)
      #expect(titleReader.changes == 0)
      rowStore.send(.setTitle("draft"))
      #expect(titleReader.changes == 1)
    }

    @Test func anInPlaceChangeIsNotTakenForARestore() {
      let store = Store(initialState: UndoableRoot.State()) {
        UndoableRoot(history: UndoableRoot.History())
      }
      let probe = ObservationProbe { _ = store.count }
      store.send(.increment)
      #expect(probe.changes == 1)
      probe.rerender()
      store.send(.setTitle("a"))
      #expect(probe.changes == 1)
    }
  }
}
