@testable import ComposableArchitecture
import Testing

extension CoreTests {
  @Suite struct DispatchMachineTests {
    @Test func idleMachineDispatchesAtOnce() {
      var machine = DispatchMachine<Int>()
      guard case .dispatch(1) = machine.enqueue(1) else {
        Issue.record("expected dispatch")
        return
      }
      #expect(machine.isDispatching)
      #expect(machine.next() == nil)
      #expect(!machine.isDispatching)
    }

    @Test func actionsArrivingWhileDispatchingAreBufferedInOrder() {
      var machine = DispatchMachine<Int>()
      _ = machine.enqueue(1)
      for value in 2...4 {
        guard case .buffered = machine.enqueue(value) else {
          Issue.record("expected buffering")
          return
        }
      }
      #expect(machine.next() == 2)
      guard case .buffered = machine.enqueue(5) else {
        Issue.record("expected buffering")
        return
      }
      #expect(machine.next() == 3)
      #expect(machine.next() == 4)
      #expect(machine.next() == 5)
      #expect(machine.next() == nil)
      guard case .dispatch(6) = machine.enqueue(6) else {
        Issue.record("expected dispatch after draining")
        return
      }
    }
  }
}
