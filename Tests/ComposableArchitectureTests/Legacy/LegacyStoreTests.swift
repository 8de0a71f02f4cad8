import ComposableArchitectureLegacy
import ConcurrencyExtras
import Foundation
import Testing

struct LegacyParentState: Equatable {
  var child = LegacyCounterState()
  var detail: LegacyCounterState?
  var log: [String] = []
}

enum LegacyParentAction: Equatable {
  case child(LegacyCounterAction)
  case detail(LegacyCounterAction)
  case chain(Int)
  case showDetail(Bool)
}

let legacyParentReducer = Reducer<LegacyParentState, LegacyParentAction, Void> {
  state, action, _ in
  switch action {
  case .child(let action):
    state.log.append("child \(action)")
    switch action {
    case .increment: state.child.count += 1
    case .decrement: state.child.count -= 1
    case .delayedIncrement: break
    }
    return .none
  case .detail(let action):
    if action == .increment { state.detail?.count += 1 }
    return .none
  case .chain(let n):
    state.log.append("chain \(n)")
    // Emits at once: processed before `send` returns, after this action.
    return n > 0 ? .merge(Effect(value: .chain(n - 1)), Effect(value: .child(.increment))) : .none
  case .showDetail(let isShown):
    state.detail = isShown ? LegacyCounterState(count: 10) : nil
    return .none
  }
}

extension CoreTests {
  @Suite @MainActor struct LegacyStoreTests {
    @Test func effectsThatEmitAtOnceRunBeforeSendReturns() {
      let store = Store(
        initialState: LegacyParentState(), reducer: legacyParentReducer, environment: ())
      let viewStore = ViewStore(store)
      var published: [[String]] = []
      let cancellable = viewStore.publisher.log.sink { published.append($0) }
      viewStore.send(.chain(2))
      #expect(
        viewStore.log == [
          // First in, first out: each action's effects queue behind what is already queued.
          "chain 2", "chain 1", "child increment", "chain 0", "child increment",
        ])
      #expect(viewStore.child.count == 2)
      // The state is published once per send, after every queued action ran.
      #expect(published.count == 2)
      _ = cancellable
    }

    @Test func subscribersThatSendNeverSeeStaleState() {
      let store = Store(
        initialState: LegacyParentState(), reducer: legacyParentReducer, environment: ())
      let viewStore = ViewStore(store)
      var cancellables: Set<AnyCancellable> = []
      // One subscriber answers a count of 1 with another increment; whatever the order in which
      // subscribers are called, each of the others sees every count in order, ending with 2.
      var seen: [[Int]] = Array(repeating: [], count: 6)
      func record(_ index: Int) {
        viewStore.publisher.child.map(\.count)
          .sink { seen[index].append($0) }
          .store(in: &cancellables)
      }
      (0..<3).forEach(record)
      viewStore.publisher.child.map(\.count)
        .sink { if $0 == 1 { viewStore.send(.child(.increment)) } }
        .store(in: &cancellables)
      (3..<6).forEach(record)
      viewStore.send(.child(.increment))
      #expect(seen == Array(repeating: [0, 1, 2], count: 6))
      #expect(viewStore.child.count == 2)
    }

    @Test func scopedStoresFollowAndForward() {
      let store = Store(
        initialState: LegacyParentState(), reducer: legacyParentReducer, environment: ())
      let childStore = store.scope(state: \.child, action: LegacyParentAction.child)
      let childViewStore = ViewStore(childStore)
      let parentViewStore = ViewStore(store)

      childViewStore.send(.increment)
      #expect(childViewStore.count == 1)
      #expect(parentViewStore.child.count == 1)
      #expect(parentViewStore.log == ["child increment"])

      parentViewStore.send(.child(.increment))
      #expect(childViewStore.count == 2)

      let countStore = childStore.scope(state: \.count)
      let countViewStore = ViewStore(countStore)
      parentViewStore.send(.child(.decrement))
      #expect(countViewStore.state == 1)
      countViewStore.send(.increment)
      #expect(parentViewStore.child.count == 2)
    }

    @Test func viewStoreRemovesDuplicates() {
      let store = Store(
        initialState: LegacyParentState(), reducer: legacyParentReducer, environment: ())
      let childViewStore = ViewStore(store.scope(state: \.child, action: LegacyParentAction.child))
      var willChange = 0
      var counts: [Int] = []
      var cancellables: Set<AnyCancellable> = []
      childViewStore.objectWillChange.sink { willChange += 1 }.store(in: &cancellables)
      // `count` is also `Publisher.count()`: the method wins over the field, as with Combine.
      childViewStore.publisher.map(\.count).sink { counts.append($0) }.store(in: &cancellables)

      ViewStore(store).send(.showDetail(true))
      ViewStore(store).send(.chain(0))
      #expect(willChange == 0)
      #expect(counts == [0])

      childViewStore.send(.increment)
      #expect(willChange == 1)
      #expect(counts == [0, 1])

      // A custom duplicate check: only the sign of the count matters.
      let signViewStore = ViewStore(
        store.scope(state: \LegacyParentState.child),
        removeDuplicates: { ($0.count > 0) == ($1.count > 0) })
      var signs: [Int] = []
      signViewStore.publisher.sink { signs.append($0.count) }.store(in: &cancellables)
      childViewStore.send(.increment)
      childViewStore.send(.decrement)
      childViewStore.send(.decrement)
      #expect(signs == [1, 0])
    }

    @Test func publisherKeepsTheViewStoreAlive() {
      let store = Store(
        initialState: LegacyParentState(), reducer: legacyParentReducer, environment: ())
      var counts: [Int] = []
      let cancellable = ViewStore(store).publisher.child.map(\.count).sink { counts.append($0) }
      store.scope(state: \.child, action: LegacyParentAction.child).sendForTest(.increment)
      #expect(counts == [0, 1])
      cancellable.cancel()
    }

    @Test func bindings() {
      let store = Store(
        initialState: LegacyParentState(), reducer: legacyParentReducer, environment: ())
      let viewStore = ViewStore(store)
      let count = viewStore.binding(
        get: \LegacyParentState.child.count,
        send: { $0 > viewStore.child.count ? .child(.increment) : .child(.decrement) }
      )
      count.wrappedValue = 1
      #expect(count.wrappedValue == 1)
      count.wrappedValue = 0
      #expect(viewStore.child.count == 0)

      let childViewStore = ViewStore(store.scope(state: \.child, action: LegacyParentAction.child))
      let whole = childViewStore.binding(send: { _ in .increment })
      whole.count.wrappedValue = 100
      #expect(childViewStore.count == 1)
    }

    @Test func statelessAndActionlessStores() {
      let store = Store(
        initialState: LegacyParentState(), reducer: legacyParentReducer, environment: ())
      let actionsOnly = ViewStore(store.stateless)
      actionsOnly.send(.child(.increment))
      let stateOnly = ViewStore(store.actionless)
      #expect(stateOnly.child.count == 1)
      actionsOnly.send(.child(.increment))
      #expect(stateOnly.child.count == 2)
    }

    @Test func ifLetFollowsOptionalState() {
      let store = Store(
        initialState: LegacyParentState(), reducer: legacyParentReducer, environment: ())
      let viewStore = ViewStore(store)
      var shown: [Int] = []
      var hidden = 0
      var detailStores: [Store<LegacyCounterState, LegacyCounterAction>] = []
      let cancellable = store.scope(state: \.detail, action: LegacyParentAction.detail)
        .ifLet(
          then: { detailStore in
            detailStores.append(detailStore)
            shown.append(ViewStore(detailStore).count)
          },
          else: { hidden += 1 }
        )
      #expect(shown.isEmpty)
      #expect(hidden == 1)

      viewStore.send(.showDetail(true))
      #expect(shown == [10])
      let detailViewStore = ViewStore(detailStores[0])
      detailViewStore.send(.increment)
      #expect(detailViewStore.count == 11)
      #expect(viewStore.detail?.count == 11)

      viewStore.send(.showDetail(false))
      #expect(hidden == 2)
      // The store of a screen on its way out keeps the last state.
      #expect(detailViewStore.count == 11)
      cancellable.cancel()
    }

    @Test func sendingFromAnotherThreadIsReported() {
      // The store is created on another thread; sending from this one is the misuse.
      let created = LockIsolated<UncheckedSendable<Store<LegacyParentState, LegacyParentAction>>?>(
        nil)
      let done = DispatchSemaphore(value: 0)
      Thread {
        created.setValue(
          UncheckedSendable(
            Store(initialState: LegacyParentState(), reducer: legacyParentReducer, environment: ())
          ))
        done.signal()
      }.start()
      done.wait()
      let store = created.value!.wrappedValue
      let viewStore = ViewStore(store)
      withKnownIssue {
        viewStore.send(.child(.increment))
      } matching: { issue in
        let text = issue.comments.map(\.rawValue).joined()
        return text.hasPrefix(
          "A store was sent an action on a thread other than the one it was created on. …")
          && text.contains("  Action:\n    LegacyParentAction.child(.increment)")
          && text.contains(".receive(on: environment.mainQueue)")
      }
      // The action is still processed.
      #expect(viewStore.child.count == 1)
    }

    @Test func releasingTheStoreCancelsItsEffects() {
      let scheduler = DispatchQueue.test
      var finished = false
      let reducer = Reducer<Int, Int, Void> { state, action, _ in
        state += action
        return Effect(value: 1)
          .delay(for: 1, scheduler: scheduler)
          .handleEvents(receiveCancel: { finished = true })
          .eraseToEffect()
      }
      var store: Store<Int, Int>? = Store(initialState: 0, reducer: reducer, environment: ())
      ViewStore(store!).send(1)
      store = nil
      #expect(finished)
      scheduler.advance(by: 1)
    }
  }
}

extension Store {
  /// Sends through a throwaway view store, as a view would.
  fileprivate func sendForTest(_ action: Action) where State: Equatable {
    ViewStore(self).send(action)
  }
}
