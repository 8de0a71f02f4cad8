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

    @Test func aChangeReadsTheValueAsItWasBeforeTheChange() {
      @Shared(.inMemory("readInsideLock")) var count = 0
      $count.withLock { $0 = count + 1 }
      #expect(count == 1)
      $count.withLock {
        $0 += 1
        // The change is written back when the closure ends.
        #expect(count == 1)
      }
      #expect(count == 2)

      @Shared(.inMemory("pairInsideLock")) var pair = Pair()
      let first = $pair.first
      first.withLock { $0 = pair.second + first.wrappedValue + 5 }
      $pair.withLock { $0.second = first.wrappedValue * 2 }
      #expect(pair == Pair(first: 5, second: 10))
    }

    @Test func aChangeInsideAChangeToTheSameValueIsReported() {
      @Shared(.inMemory("nestedChange")) var count = 0
      withKnownIssue {
        $count.withLock { outer in
          outer += 1
          $count.withLock { $0 += 10 }
        }
      } matching: { issue in
        issue.comments.map(\.rawValue).joined() == """
          A shared value was changed inside a change to it: "withLock" was called on \
          .inMemory("nestedChange") from inside the closure of another "withLock" on it.

          The outer change writes its value back when its closure ends, so the inner change is \
          lost. Make both changes in the outer closure, through the value it is given.
          """
      }
      // The app keeps running: the outer change is the one kept.
      #expect(count == 1)
    }

    @Test func aReferenceToAPartKeepsNoCopyOfIt() {
      @Shared(.inMemory("partKeepsNoCopy")) var holder = TokenHolder()
      let part = $holder.token
      weak let replaced = holder.token
      $holder.withLock { $0 = TokenHolder() }
      // Nothing but the whole held the old token: the part kept no copy of it.
      #expect(replaced == nil)
      #expect(part.wrappedValue === holder.token)
    }
  }
}

final class Token: Sendable {}

struct TokenHolder: Equatable, Sendable {
  var token = Token()
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.token === rhs.token }
}

struct Pair: Equatable, Sendable {
  var first = 0
  var second = 0
}
