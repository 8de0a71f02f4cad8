@testable import ComposableArchitecture
import Testing

// A writable key path to a computed property is applied through its getter and setter, which
// copies whatever the property shares with the copy it hands out. `@ObservableState` makes every
// property computed, so `Scope`, `forEach` and `ifLet` change the stored backing instead. These
// tests count copy-on-write copies with a buffer that knows when it is not uniquely referenced.

/// A copy-on-write value that counts the times a mutation had to copy its storage.
private struct CountingBuffer: Equatable {
  final class Storage {
    var value = 0
  }
  private var storage = Storage()
  // Unsafe: written only by the tests of the serialized suite below, one at a time, on the main
  // actor; a lock would add nothing a test can observe.
  nonisolated(unsafe) static var copies = 0

  var value: Int { storage.value }

  mutating func increment() {
    if !isKnownUniquelyReferenced(&storage) {
      // The copy that a shared buffer costs: what an array of 10,000 rows pays in full.
      Self.copies += 1
      let copy = Storage()
      copy.value = storage.value
      storage = copy
    }
    storage.value += 1
  }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
}

@Reducer
private struct Leaf {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var buffer = CountingBuffer()
    var count = 0
  }
  enum Action {
    case touch
    case increment
    case replace
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .touch:
        state.buffer.increment()
      case .increment:
        state.count += 1
      case .replace:
        state = State(id: state.id)
      }
      return .none
    }
  }
}

@Reducer
private struct Holder {
  @ObservableState
  struct State: Equatable {
    var child = Leaf.State(id: 0)
    var optional: Leaf.State? = Leaf.State(id: 1)
    var rows: IdentifiedArrayOf<Leaf.State> = [Leaf.State(id: 2), Leaf.State(id: 3)]
    var unrelated = 0
  }
  enum Action {
    case child(Leaf.Action)
    case optional(Leaf.Action)
    case rows(IdentifiedActionOf<Leaf>)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Leaf() }
    Reduce { _, _ in .none }
      .ifLet(\.optional, action: \.optional) { Leaf() }
      .forEach(\.rows, action: \.rows) { Leaf() }
  }
}

@Reducer
private struct Presenter {
  @ObservableState
  struct State {
    @Presents var leaf: Leaf.State?
    var path = StackState<Leaf.State>()
  }
  enum Action {
    case leaf(PresentationAction<Leaf.Action>)
    case path(StackActionOf<Leaf>)
  }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .ifLet(\.$leaf, action: \.leaf) { Leaf() }
      .forEach(\.path, action: \.path) { Leaf() }
  }
}

/// Tracked children between fields of other sizes and alignments: a store changes each child's
/// backing where it lies in the parent, and nothing around it.
@Reducer
private struct Packed {
  @ObservableState
  struct State: Equatable {
    var flag = true
    var small: Int8 = -3
    var name = "packed"
    var child = Leaf.State(id: 7)
    var ratio: Double? = 0.5
    var optional: Leaf.State? = Leaf.State(id: 8)
    var tail: UInt16 = 0xBEEF
  }
  enum Action {
    case child(Leaf.Action)
    case optional(Leaf.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Leaf() }
    Reduce { _, _ in .none }
      .ifLet(\.optional, action: \.optional) { Leaf() }
  }
}

extension CoreTests {
  @Suite(.serialized)
  @MainActor
  struct InPlaceMutationTests {
    init() { CountingBuffer.copies = 0 }

    @Test func aScopedChildIsChangedWithoutCopyingIt() {
      let store = Store(initialState: Holder.State()) { Holder() }
      store.send(.child(.touch))
      store.send(.child(.touch))
      #expect(store.child.buffer.value == 2)
      #expect(CountingBuffer.copies == 0)
    }

    @Test func aRowIsChangedWithoutCopyingTheCollection() {
      let store = Store(initialState: Holder.State()) { Holder() }
      store.send(.rows(.element(id: 3, action: .touch)))
      store.send(.rows(.element(id: 3, action: .touch)))
      #expect(store.rows[id: 3]?.buffer.value == 2)
      #expect(CountingBuffer.copies == 0)
    }

    @Test func anOptionalChildIsChangedWithoutCopyingIt() {
      let store = Store(initialState: Holder.State()) { Holder() }
      store.send(.optional(.touch))
      #expect(store.optional?.buffer.value == 1)
      #expect(CountingBuffer.copies == 0)
    }

    @Test func aPresentedChildIsChangedWithoutCopyingIt() {
      let store = Store(initialState: Presenter.State(leaf: Leaf.State(id: 4))) { Presenter() }
      store.send(.leaf(.presented(.touch)))
      store.send(.leaf(.presented(.touch)))
      #expect(store.leaf?.buffer.value == 2)
      #expect(CountingBuffer.copies == 0)
    }

    @Test func aStackElementIsChangedWithoutCopyingTheStack() {
      let store = Store(
        initialState: Presenter.State(path: StackState([Leaf.State(id: 5), Leaf.State(id: 6)]))
      ) { Presenter() }
      let id = try! #require(store.path.ids.last)
      store.send(.path(.element(id: id, action: .touch)))
      store.send(.path(.element(id: id, action: .touch)))
      #expect(store.path[id: id]?.buffer.value == 2)
      #expect(CountingBuffer.copies == 0)
    }

    @Test func theKeyPathIsAppliedAsItIsOutsideAStore() {
      // Without a store keeping the reducer, the key path goes through the property's getter and
      // setter: the result is the same, at the cost of a copy.
      var state = Holder.State()
      _ = Holder().reduce(into: &state, action: .child(.touch))
      #expect(state.child.buffer.value == 1)
      #expect(CountingBuffer.copies == 1)
    }

    @Test func aChildChangedInPlaceTellsOnlyItsOwnReaders() {
      let store = Store(initialState: Holder.State()) { Holder() }
      let childStore = store.scope(state: \.child, action: \.child)
      let parentReader = ObservationProbe { _ = store.unrelated }
      let countReader = ObservationProbe { _ = childStore.count }
      store.send(.child(.increment))
      #expect(countReader.changes == 1)
      #expect(parentReader.changes == 0)
      #expect(childStore.count == 1)
    }

    @Test func aReplacedChildTellsTheReadersOfTheParentsProperty() {
      var state = Holder.State()
      let told = LockIsolated(0)
      withObservationTracking {
        _ = state.child
      } onChange: {
        told.withValue { $0 += 1 }
      }
      // The same change a store makes in place: through the backing, then the identity check.
      let property = try! #require(Holder.State._$inPlace(\.child))
      property.modify(&state) { $0.count += 1 }
      #expect(told.value == 0)
      property.modify(&state) { $0 = Leaf.State(id: 0) }
      #expect(told.value == 1)
    }

    @Test func aRowReplacedByTheSameIdKeepsTheCollectionsReadersQuiet() {
      let store = Store(initialState: Holder.State()) { Holder() }
      let idsReader = ObservationProbe { _ = store.rows.ids }
      store.send(.rows(.element(id: 2, action: .replace)))
      store.send(.rows(.element(id: 2, action: .increment)))
      #expect(idsReader.changes == 0)
      #expect(store.rows[id: 2]?.count == 1)
    }

    @Test func childrenAmongFieldsOfOtherSizesAreChangedWhereTheyLie() {
      let store = Store(initialState: Packed.State()) { Packed() }
      store.send(.child(.increment))
      store.send(.child(.increment))
      store.send(.optional(.increment))
      var expected = Packed.State()
      expected.child.count = 2
      expected.optional?.count = 1
      #expect(store.state == expected)
      #expect(store.flag && store.small == -3 && store.name == "packed")
      #expect(store.ratio == 0.5 && store.tail == 0xBEEF)
      #expect(CountingBuffer.copies == 0)
    }

    @Test func operatorsReadTheirChildrenWithoutRegisteringWithObservation() {
      // A read through a tracked property's getter registers with Observation, and from then on
      // the state keeps every change of a batch for observers: the operators read in place. (So
      // the test looks at the state only after checking.)
      func isObserved(_ state: some ObservableState) -> Bool {
        (state as? Holder.State)?._$observationRegistrar.box.registrar.isObserved
          ?? (state as! Presenter.State)._$observationRegistrar.box.registrar.isObserved
      }
      let holder = Store(initialState: Holder.State()) { Holder() }
      holder.send(.optional(.increment))
      holder.send(.rows(.element(id: 2, action: .increment)))
      holder.send(.child(.increment))
      #expect(!holder.withState(isObserved))
      #expect(holder.optional?.count == 1 && holder.rows[id: 2]?.count == 1)
      #expect(holder.withState(isObserved))

      let presenter = Store(initialState: Presenter.State(leaf: Leaf.State(id: 4))) {
        Presenter()
      }
      presenter.send(.leaf(.presented(.increment)))
      presenter.send(.leaf(.dismiss))
      presenter.send(.path(.push(id: 0, state: Leaf.State(id: 5))))
      presenter.send(.path(.element(id: 0, action: .increment)))
      let pushed = presenter.withState { $0 }
      presenter.send(.path(.popFrom(id: 0)))
      #expect(!presenter.withState(isObserved))
      #expect(pushed.path[id: 0]?.count == 1)
      #expect(presenter.withState { $0.leaf == nil && $0.path.isEmpty })
      #expect(presenter.withState(isObserved))
    }

    @Test func onlyTrackedPropertiesHaveInPlaceAccess() {
      #expect(Holder.State._$inPlace(\.child) != nil)
      #expect(Holder.State._$inPlace(\.rows) != nil)
      #expect(Holder.State._$inPlace(\.optional) != nil)
      // A path through a property, not to one, is applied as it is.
      #expect(Holder.State._$inPlace(\.child.count) == nil)
      #expect(Leaf.State._$inPlace(\.count) != nil)
      // A presented child's storage, named by its projection.
      #expect(Presenter.State._$inPlace(\.$leaf) != nil)
      #expect(Presenter.State._$inPlace(\.path) != nil)
    }
  }
}
