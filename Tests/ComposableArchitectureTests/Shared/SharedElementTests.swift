import ComposableArchitecture
import Testing

extension CoreTests {
  /// Shared state for one element of a shared identified array: `Shared($rows[id: id])`, as a
  /// list hands a row to its detail screen.
  @Suite
  @MainActor
  struct SharedElementTests {
    struct Row: Equatable, Identifiable, Sendable {
      let id: Int
      var title: String
    }

    @Test func anElementReadsAndWritesTheArray() throws {
      let rows = Shared(
        value: IdentifiedArrayOf<Row>(uniqueElements: [
          Row(id: 1, title: "a"), Row(id: 2, title: "b"),
        ]))
      let second = try #require(Shared(rows[id: 2]))
      #expect(second.wrappedValue == Row(id: 2, title: "b"))
      second.withLock { $0.title = "B" }
      #expect(rows.wrappedValue[id: 2]?.title == "B")
      rows.withLock { $0[id: 2]?.title = "bee" }
      #expect(second.wrappedValue.title == "bee")
    }

    @Test func aMissingElementGivesNoSharedState() {
      let rows = Shared(value: IdentifiedArrayOf<Row>(uniqueElements: [Row(id: 1, title: "a")]))
      #expect(rows[id: 3].wrappedValue == nil)
      #expect(Shared(rows[id: 3]) == nil)
    }

    @Test func aRemovedElementKeepsItsLastValueAndLeavesTheArrayAlone() throws {
      let rows = Shared(value: IdentifiedArrayOf<Row>(uniqueElements: [Row(id: 1, title: "a")]))
      let first = try #require(Shared(rows[id: 1]))
      rows.withLock { $0.remove(id: 1) }
      #expect(first.wrappedValue == Row(id: 1, title: "a"))
      first.withLock { $0.title = "gone" }
      #expect(first.wrappedValue.title == "gone")
      #expect(rows.wrappedValue.isEmpty)
    }

    @Test func readersOfTheElementAreToldOfChangesMadeThroughTheArray() throws {
      let rows = Shared(value: IdentifiedArrayOf<Row>(uniqueElements: [Row(id: 1, title: "a")]))
      let first = try #require(Shared(rows[id: 1]))
      let probe = ObservationProbe { _ = first.wrappedValue.title }
      rows.withLock { $0[id: 1]?.title = "b" }
      #expect(probe.changes == 1)
      #expect(first.wrappedValue.title == "b")
    }
  }
}

extension CoreTests.SharedElementTests {
  @Test func askingWhetherAnOptionalHasAValueIsARead() {
    let optional = Shared<Int?>(value: nil)
    let probe = ObservationProbe { _ = Shared(optional) }
    optional.withLock { $0 = 1 }
    #expect(probe.changes == 1)
    #expect(Shared(optional)?.wrappedValue == 1)
  }

  @Test func aWriteToAnElementThatIsGoneMayReadTheValueItWrites() throws {
    let rows = Shared(value: IdentifiedArrayOf<Row>(uniqueElements: [Row(id: 1, title: "a")]))
    let first = try #require(Shared(rows[id: 1]))
    rows.withLock { $0.remove(id: 1) }
    // Gone from the array: the write runs on the value kept, which a read inside it sees as it
    // was, without a deadlock.
    first.withLock { $0.title = first.wrappedValue.title + "b" }
    #expect(first.wrappedValue.title == "ab")
    #expect(rows.wrappedValue.isEmpty)
  }
}
