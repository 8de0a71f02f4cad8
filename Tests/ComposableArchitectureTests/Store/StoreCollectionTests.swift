import Testing

@testable import ComposableArchitecture

extension CoreTests {
  /// A scoped collection is a value: a copy taken before the rows changed keeps indexing the rows
  /// it was taken with.
  @Suite @MainActor struct StoreCollectionValueTests {
    func store(_ ids: [Int]) -> StoreOf<ObservedParent> {
      Store(
        initialState: ObservedParent.State(
          rows: IdentifiedArray(uniqueElements: ids.map { ObservedRow.State(id: $0) })
        )
      ) { ObservedParent() }
    }

    @Test func copyTakenBeforeRemovalIndexesItsOwnRows() {
      let store = store([1, 2, 3])
      let before = store.scope(state: \.rows, action: \.rows)
      _ = before[2]
      store.send(.removeRow(1))
      store.send(.removeRow(2))
      // Re-scoping re-aligns the shared cache to the one remaining row.
      let after = store.scope(state: \.rows, action: \.rows)
      #expect(after.count == 1)
      #expect(after[0].id == 3)
      // The old value still has three positions, each the store of the row that was there.
      #expect(before.count == 3)
      #expect(before[0].id == 1)
      #expect(before[1].id == 2)
      #expect(before[2].id == 3)
      #expect(before[2] === after[0])
    }

    @Test func copyTakenBeforeInsertionAndMoveIndexesItsOwnRows() {
      let store = store([1, 2])
      let before = store.scope(state: \.rows, action: \.rows)
      let first = before[0]
      store.send(.addRow(3))
      store.send(.moveRow(from: 2, to: 0))
      let after = store.scope(state: \.rows, action: \.rows)
      #expect(after.map(\.id) == [3, 1, 2])
      #expect(before.map(\.id) == [1, 2])
      #expect(before[0] === first)
      #expect(after[1] === first)
    }

    @Test func removedRowFromAnOldCopyIsStillItsRow() {
      let store = store([1, 2])
      let before = store.scope(state: \.rows, action: \.rows)
      store.send(.removeRow(1))
      let after = store.scope(state: \.rows, action: \.rows)
      // Positions past the end of the current rows do not trap, and no position hands back
      // another row's store.
      #expect(before[0].id == 1)
      #expect(before[1].id == 2)
      #expect(before[1] === after[0])
    }
  }
}
