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

    @Test func aMutationReadsTheValueItMutates() {
      @Shared(.inMemory("readInsideLock")) var count = 0
      $count.withLock { $0 = count + 1 }
      $count.withLock {
        $0 += 1
        #expect(count == 2)
      }
      #expect(count == 2)

      @Shared(.inMemory("pairInsideLock")) var pair = Pair()
      let first = $pair.first
      first.withLock { $0 = pair.second + first.wrappedValue + 5 }
      $pair.withLock { $0.second = first.wrappedValue * 2 }
      #expect(pair == Pair(first: 5, second: 10))
    }

    @Test func aMutationChangesACollectionInPlace() {
      @Shared(.inMemory("numbersInPlace")) var numbers = Array(0..<1_000)
      let before = numbers.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
      $numbers.withLock { $0[0] = 42 }
      let after = numbers.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
      #expect(numbers[0] == 42)
      #expect(before == after)

      // A reference to a part holds no copy of it, so the part is still changed in place.
      @Shared(.inMemory("listInPlace")) var list = NumberList(numbers: Array(0..<1_000))
      let part = $list.numbers
      let partBefore = part.wrappedValue.withUnsafeBufferPointer {
        UInt(bitPattern: $0.baseAddress)
      }
      $list.withLock { $0.numbers[0] = 42 }
      part.withLock { $0[1] = 43 }
      let partAfter = list.numbers.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
      #expect(part.wrappedValue.prefix(2) == [42, 43])
      #expect(partBefore == partAfter)
    }
  }
}

struct NumberList: Equatable, Sendable {
  var numbers: [Int]
}

struct Pair: Equatable, Sendable {
  var first = 0
  var second = 0
}
