import Testing

@testable import ComposableArchitecture

extension CoreTests {
  /// What an effect's task keeps alive once it has ended.
  @Suite @MainActor struct EffectLifetimeTests {
    /// Something an effect's operation hands its `Send` to, as a monitor's callback would.
    final class Monitor: @unchecked Sendable {
      var onChange: Send<Int>?
    }

    @Test func aSendKeptByWhatTheOperationCapturedDoesNotKeepTheOperation() async {
      // The operation captures the monitor, which keeps the effect's `Send`: were the `Send` to
      // hold the operation, the two would keep each other alive after the effect ended.
      let monitors = LockIsolated<[WeakMonitor]>([])
      let store = Store(initialState: 0) {
        Reduce<Int, Int> { state, action in
          state += action
          guard action == 1 else { return .none }
          let monitor = Monitor()
          monitors.withValue { $0.append(WeakMonitor(monitor)) }
          return .run { [monitor] send in
            monitor.onChange = send
            await send(2)
          }
        }
      }
      await store.send(1).finish()
      #expect(store.withState { $0 } == 3)
      #expect(monitors.value.count == 1)
      #expect(monitors.value.allSatisfy { $0.monitor == nil })
    }

    struct WeakMonitor: @unchecked Sendable {
      weak var monitor: Monitor?
      init(_ monitor: Monitor) { self.monitor = monitor }
    }
  }
}
