import ComposableArchitecture
import Testing

extension CoreTests {
  @Suite
  @MainActor
  struct InMemorySharedTests {
    @Test func twoStoresSeeOneValue() {
      let first = Store(initialState: SharedCounter.State()) { SharedCounter() }
      let second = Store(initialState: SharedCounter.State()) { SharedCounter() }
      let probe = ObservationProbe { _ = second.count }
      first.send(.increment)
      #expect(first.count == 1)
      #expect(second.count == 1)
      #expect(probe.changes == 1)
    }

    @Test func storageIsIsolatedPerTest() {
      // Another test incremented "count"; this one starts from the default.
      let store = Store(initialState: SharedCounter.State()) { SharedCounter() }
      #expect(store.count == 0)
    }

    @Test func testStoreAssertsSharedChanges() async {
      let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
      await store.send(.increment) {
        $0.$count.withLock { $0 = 1 }
      }
      await store.send(.incrementLocal) {
        $0.local = 1
      }
      await store.send(.incrementLater)
      await store.send(.increment) {
        $0.$count.withLock { $0 = 12 }
      }
    }

    @Test func unassertedSharedChangeFails() async {
      let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
      await withKnownIssue {
        await store.send(.increment)
      } matching: { issue in
        text(of: issue) == """
          State was not expected to change, but a change occurred: …

              \u{2007} SharedCounter.State(
              −   count: 0,
              +   count: 1,
              \u{2007}   local: 0
              \u{2007} )

          (Expected: −, Actual: +)
          """
      }
      await store.send(.increment) {
        $0.$count.withLock { $0 = 2 }
      }
    }

    @Test func wrongSharedAssertionFails() async {
      let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
      await withKnownIssue {
        await store.send(.increment) {
          $0.$count.withLock { $0 = 5 }
        }
      } matching: { issue in
        text(of: issue).contains("−   count: 5,\n") && text(of: issue).contains("+   count: 1,")
      }
    }

    @Test func derivedSharedWritesThrough() {
      @Shared(.inMemory("pair")) var pair = Pair()
      let first = $pair.first
      first.withLock { $0 = 3 }
      #expect(pair.first == 3)
      #expect(first.wrappedValue == 3)
      let reader = SharedReader($pair)
      #expect(reader.second.wrappedValue == 0)
    }
  }
}

struct Pair: Equatable, Sendable {
  var first = 0
  var second = 0
}
