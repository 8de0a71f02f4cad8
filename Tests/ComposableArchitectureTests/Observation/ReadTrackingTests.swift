import ComposableArchitecture
import Testing

extension CoreTests {
  /// The cancellable tracking the view layer observes the library's values with.
  @Suite
  @MainActor
  struct ReadTrackingTests {
    @Test func aChangeIsToldOnceAndEndsTheWatch() {
      let store = Store(initialState: ObservedParent.State()) { ObservedParent() }
      let told = LockIsolated(0)
      let tracking = ReadTracking { told.withValue { $0 += 1 } }
      let count = tracking.track { store.count }
      #expect(count == 0)
      #expect(tracking.isWatching)
      #expect(store.state._$observationRegistrar.trackingCount == 1)

      store.send(.increment)
      store.send(.increment)
      #expect(told.value == 1)
      #expect(!tracking.isWatching)
      #expect(store.state._$observationRegistrar.trackingCount == 0)
    }

    @Test func onlyTheReadPropertiesAreWatched() {
      let store = Store(initialState: ObservedParent.State()) { ObservedParent() }
      let told = LockIsolated(0)
      let tracking = ReadTracking { told.withValue { $0 += 1 } }
      _ = tracking.track { store.count }
      store.send(.setText("hello"))
      #expect(told.value == 0)
      #expect(tracking.isWatching)
      store.send(.increment)
      #expect(told.value == 1)
    }

    @Test func aCancelledTrackingIsNeverToldAndLeavesNothingRegistered() {
      let store = Store(initialState: ObservedParent.State()) { ObservedParent() }
      let told = LockIsolated(0)
      let tracking = ReadTracking { told.withValue { $0 += 1 } }
      _ = tracking.track { (store.count, store.text) }
      #expect(store.state._$observationRegistrar.trackingCount == 1)
      tracking.cancel()
      tracking.cancel()
      #expect(store.state._$observationRegistrar.trackingCount == 0)
      store.send(.incrementAndSetText("x"))
      #expect(told.value == 0)
    }

    @Test func aTrackingLetGoStopsWatching() {
      let store = Store(initialState: ObservedParent.State()) { ObservedParent() }
      let told = LockIsolated(0)
      do {
        let tracking = ReadTracking { told.withValue { $0 += 1 } }
        _ = tracking.track { store.count }
        #expect(store.state._$observationRegistrar.trackingCount == 1)
      }
      #expect(store.state._$observationRegistrar.trackingCount == 0)
      store.send(.increment)
      #expect(told.value == 0)
    }

    @Test func trackingAgainAndCancellingKeepsOneRegistration() {
      // The leak this tracking exists for: a body evaluated again for a reason other than what
      // it read (its parent gave it a new value) registers again each time.
      let store = Store(initialState: ObservedParent.State()) { ObservedParent() }
      var tracking: ReadTracking?
      for _ in 0..<100 {
        tracking?.cancel()
        let next = ReadTracking {}
        _ = next.track { store.text }
        tracking = next
      }
      #expect(store.state._$observationRegistrar.trackingCount == 1)
      _ = tracking
    }

    @Test func readsInsideATrackingDoNotRegisterWithObservation() {
      let store = Store(initialState: ObservedParent.State()) { ObservedParent() }
      let observationTold = LockIsolated(0)
      let trackingTold = LockIsolated(0)
      let tracking = ReadTracking { trackingTold.withValue { $0 += 1 } }
      withObservationTracking {
        _ = tracking.track { store.count }
      } onChange: {
        observationTold.withValue { $0 += 1 }
      }
      store.send(.increment)
      #expect(trackingTold.value == 1)
      #expect(observationTold.value == 0)
    }

    @Test func theCallbackSeesTheWholeActionApplied() {
      let store = Store(initialState: ObservedParent.State()) { ObservedParent() }
      let seen = LockIsolated<[String]>([])
      let tracking = ReadTracking {
        let description = MainActor.assumeIsolated { "\(store.count) \(store.text)" }
        seen.withValue { $0.append(description) }
      }
      _ = tracking.track { store.count }
      store.send(.incrementAndSetText("applied"))
      #expect(seen.value == ["1 applied"])
    }

    @Test func aNestedTrackingRecordsItsOwnReads() {
      let store = Store(initialState: ObservedParent.State()) { ObservedParent() }
      let outerTold = LockIsolated(0)
      let innerTold = LockIsolated(0)
      let outer = ReadTracking { outerTold.withValue { $0 += 1 } }
      let inner = ReadTracking { innerTold.withValue { $0 += 1 } }
      outer.track {
        _ = inner.track { store.text }
        _ = store.count
      }
      store.send(.setText("inner"))
      #expect(innerTold.value == 1)
      #expect(outerTold.value == 0)
      store.send(.increment)
      #expect(outerTold.value == 1)
    }

    @Test func sharedValuesAreTracked() {
      @Shared(.inMemory("ReadTrackingTests.shared")) var value = 0
      let told = LockIsolated(0)
      let tracking = ReadTracking { told.withValue { $0 += 1 } }
      _ = tracking.track { value }
      $value.withLock { $0 += 1 }
      #expect(told.value == 1)
    }

    @Test func aChangeOnAnotherThreadIsTold() async {
      let holder = StateHolder()
      let told = LockIsolated(0)
      let tracking = ReadTracking { told.withValue { $0 += 1 } }
      _ = tracking.track { holder.state.count }
      await Task.detached {
        holder.state.count += 1
      }.value
      #expect(told.value == 1)
      #expect(!tracking.isWatching)
    }
  }
}

/// A state changed in place on whichever thread holds the holder.
///
/// `@unchecked Sendable`: one thread at a time uses it (the test awaits the task that changes
/// it before reading it again).
private final class StateHolder: @unchecked Sendable {
  var state = ObservedParent.State()
}
