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
