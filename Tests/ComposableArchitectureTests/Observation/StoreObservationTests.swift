import ComposableArchitecture
import Testing

extension CoreTests {
  @Suite
  @MainActor
  struct StoreObservationTests {
    @Test func readingAFieldTracksOnlyThatField() {
      let store = Store(initialState: ObservedParent.State()) { ObservedParent() }
      let probe = ObservationProbe { _ = store.count }
      store.send(.setText("hello"))
      #expect(probe.changes == 0)
      store.send(.increment)
      #expect(probe.changes == 1)
      probe.rerender()
      store.send(.row(.increment))
      #expect(probe.changes == 1)
      store.send(.increment)
      #expect(probe.changes == 2)
    }

    @Test func observersAreToldOnceTheActionIsApplied() {
      // An observer that reads the store when told of a change sees the whole action applied,
      // never half of it (and reading does not overlap the reducer's access to the state).
      let store = Store(initialState: ObservedParent.State()) { ObservedParent() }
      var seen: [String] = []
      withObservationTracking {
        _ = store.count
      } onChange: {
        MainActor.assumeIsolated {
          seen.append("\(store.count) \(store.text)")
        }
      }
      store.send(.incrementAndSetText("applied"))
      #expect(seen == ["1 applied"])
      #expect(store.count == 1)
    }

    @Test func changesOutsideAStoreNotifyAtOnceAsObservationDoes() {
      var state = ObservedParent.State()
      let told = LockIsolated(0)
      withObservationTracking {
        _ = state.count
      } onChange: {
        told.withValue { $0 += 1 }
      }
      state.count += 1
      #expect(told.value == 1)
    }

    @Test func settingAnEqualValueNotifiesNoOne() {
      var state = ObservedParent.State()
      let told = LockIsolated(0)
      withObservationTracking {
        _ = state.count
      } onChange: {
        told.withValue { $0 += 1 }
      }
      state.count = 0
      #expect(told.value == 0)
      state.count = 1
      #expect(told.value == 1)
    }

    @Test func anActionSettingAnEqualValueNotifiesNoOne() {
      let store = Store(initialState: ObservedParent.State(text: "same")) { ObservedParent() }
      let probe = ObservationProbe { _ = store.text }
      store.send(.setText("same"))
      #expect(probe.changes == 0)
      store.send(.setText("new"))
      #expect(probe.changes == 1)
    }

    @Test func replacingTheRootStateNotifiesEveryReader() {
      let store = Store(initialState: ObservedParent.State(count: 1)) { ObservedParent() }
      let probe = ObservationProbe { _ = store.text }
      store.send(.reset)
      #expect(probe.changes == 1)
    }

    @Test func scopedStoreTracksItsChildsField() {
      let store = Store(initialState: ObservedParent.State()) { ObservedParent() }
      let rowStore = store.scope(state: \.row, action: \.row)
      let probe = ObservationProbe { _ = rowStore.count }
      store.send(.increment)
      #expect(probe.changes == 0)
      store.send(.row(.setTitle("title")))
      #expect(probe.changes == 0)
      rowStore.send(.increment)
      #expect(probe.changes == 1)
      #expect(rowStore.count == 1)
    }

    @Test func replacingAChildNotifiesItsReaders() {
      let store = Store(initialState: ObservedParent.State()) { ObservedParent() }
      let rowStore = store.scope(state: \.row, action: \.row)
      let probe = ObservationProbe { _ = rowStore.title }
      store.send(.replaceRow)
      #expect(probe.changes == 1)
      probe.rerender()
      // The new child state has its own registrar: changes to it are seen after the replacement.
      rowStore.send(.setTitle("new"))
      #expect(probe.changes == 2)
    }

    @Test func optionalScopeTracksPresence() {
      let store = Store(initialState: ObservedParent.State()) { ObservedParent() }
      let probe = ObservationProbe { _ = store.scope(state: \.child, action: \.child) }
      store.send(.increment)
      #expect(probe.changes == 0)
      store.send(.present)
      #expect(probe.changes == 1)
      probe.rerender()
      store.send(.child(.increment))
      #expect(probe.changes == 1)
      store.send(.dismiss)
      #expect(probe.changes == 2)
    }

    @Test func storeWithPlainStateNotifiesOnEveryAction() {
      let store = Store(initialState: Counter.State()) { Counter() }
      let probe = ObservationProbe { _ = store.count }
      store.send(.increment)
      #expect(probe.changes == 1)
    }
  }
}

extension CoreTests {
  @Suite
  @MainActor
  struct StoreCollectionObservationTests {
    func store() -> StoreOf<ObservedParent> {
      Store(
        initialState: ObservedParent.State(
          rows: [ObservedRow.State(id: 1), ObservedRow.State(id: 2)]
        )
      ) { ObservedParent() }
    }

    @Test func elementStoresAreCachedAndSendElementActions() {
      let store = store()
      let rows = store.scope(state: \.rows, action: \.rows)
      #expect(rows.map(\.id) == [1, 2])
      rows[1].send(.increment)
      #expect(store.rows[id: 2]?.count == 1)
      let again = store.scope(state: \.rows, action: \.rows)
      #expect(again[1] === rows[1])
    }

    @Test func readingTheCollectionTracksStructureNotElements() {
      let store = store()
      let probe = ObservationProbe { _ = store.scope(state: \.rows, action: \.rows).count }
      store.send(.rows(.element(id: 1, action: .increment)))
      #expect(probe.changes == 0)
      store.send(.addRow(3))
      #expect(probe.changes == 1)
      probe.rerender()
      store.send(.removeRow(1))
      #expect(probe.changes == 2)
    }

    @Test func elementStoreTracksItsOwnFields() {
      let store = store()
      let rows = store.scope(state: \.rows, action: \.rows)
      let first = rows[0]
      let probe = ObservationProbe { _ = first.count }
      store.send(.rows(.element(id: 2, action: .increment)))
      store.send(.rows(.element(id: 1, action: .setTitle("x"))))
      #expect(probe.changes == 0)
      first.send(.increment)
      #expect(probe.changes == 1)
    }

    @Test func replacingAnElementNotifiesItsStoreReaders() {
      let store = store()
      let first = store.scope(state: \.rows, action: \.rows)[0]
      let probe = ObservationProbe { _ = first.title }
      store.send(.replaceElement(1))
      #expect(probe.changes == 1)
      probe.rerender()
      first.send(.setTitle("new"))
      #expect(probe.changes == 2)
    }

    // The element stores of one collection share one watch for replaced elements: each is told
    // of its own element only, wherever the element has moved, and however many are watched.
    @Test func replacingAnElementNotifiesOnlyThatElementsReaders() {
      let store = store()
      let rows = store.scope(state: \.rows, action: \.rows)
      let first = rows[0]
      let second = rows[1]
      let firstProbe = ObservationProbe { _ = first.title }
      let secondProbe = ObservationProbe { _ = second.title }
      store.send(.replaceElement(2))
      #expect(firstProbe.changes == 0)
      #expect(secondProbe.changes == 1)
      secondProbe.rerender()
      store.send(.moveRow(from: 0, to: 2))
      #expect(store.rows.ids == [2, 1])
      store.send(.replaceElement(1))
      #expect(firstProbe.changes == 1)
      #expect(secondProbe.changes == 1)
    }

    @Test func anElementRemovedAndAddedAgainNotifiesItsStoreReaders() {
      let store = store()
      let first = store.scope(state: \.rows, action: \.rows)[0]
      first.send(.setTitle("old"))
      let probe = ObservationProbe { _ = first.title }
      store.send(.removeRow(1))
      #expect(probe.changes == 0)
      #expect(first.title == "old")
      store.send(.addRow(1))
      #expect(probe.changes == 1)
      #expect(first.title == "")
    }

    @Test func aReleasedElementStoreStopsBeingWatched() {
      let store = store()
      weak var released: Store<ObservedRow.State, ObservedRow.Action>?
      do {
        let first = store.scope(state: \.rows, action: \.rows)[0]
        _ = ObservationProbe { _ = first.title }
        released = first
        store.send(.removeRow(1))
        _ = store.scope(state: \.rows, action: \.rows)
      }
      #expect(released == nil)
      let second = store.scope(state: \.rows, action: \.rows)[0]
      let probe = ObservationProbe { _ = second.title }
      store.send(.replaceElement(2))
      #expect(probe.changes == 1)
    }

    @Test func aStoreReleasedFromTheMiddleLeavesTheOthersWatched() {
      let store = Store(
        initialState: ObservedParent.State(
          rows: IdentifiedArray(uniqueElements: [1, 2, 3].map { ObservedRow.State(id: $0) }))
      ) { ObservedParent() }
      weak var released: Store<ObservedRow.State, ObservedRow.Action>?
      let first = store.scope(state: \.rows, action: \.rows)[0]
      let third = store.scope(state: \.rows, action: \.rows)[2]
      // Watched in order: first, second, third.
      let firstProbe = ObservationProbe { _ = first.title }
      do {
        let second = store.scope(state: \.rows, action: \.rows)[1]
        _ = ObservationProbe { _ = second.title }
        released = second
      }
      let thirdProbe = ObservationProbe { _ = third.title }
      store.send(.removeRow(2))
      _ = store.scope(state: \.rows, action: \.rows)
      #expect(released == nil)
      store.send(.replaceElement(3))
      #expect(firstProbe.changes == 0)
      #expect(thirdProbe.changes == 1)
      store.send(.replaceElement(1))
      #expect(firstProbe.changes == 1)
      #expect(thirdProbe.changes == 1)
    }

    @Test func aThousandWatchedElementsAreEachToldOfTheirOwnReplacement() {
      let store = Store(
        initialState: ObservedParent.State(
          rows: IdentifiedArray(uniqueElements: (0..<1_000).map { ObservedRow.State(id: $0) })
        )
      ) { ObservedParent() }
      let rows = store.scope(state: \.rows, action: \.rows)
      let probes = rows.map { row in ObservationProbe { _ = row.title } }
      for id in stride(from: 0, to: 1_000, by: 7) {
        store.send(.replaceElement(id))
      }
      #expect(
        probes.indices.filter { probes[$0].changes == 1 }
          == Array(stride(from: 0, to: 1_000, by: 7)))
      #expect(probes.allSatisfy { $0.changes <= 1 })
    }

    @Test func removedElementStoreKeepsItsLastState() {
      let store = store()
      let first = store.scope(state: \.rows, action: \.rows)[0]
      first.send(.increment)
      #expect(first.count == 1)
      store.send(.removeRow(1))
      #expect(first.count == 1)
      #expect(store.scope(state: \.rows, action: \.rows).count == 1)
    }
  }
}
