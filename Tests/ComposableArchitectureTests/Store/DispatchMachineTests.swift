import Testing

@testable import ComposableArchitecture

extension CoreTests {
  @Suite struct DispatchMachineTests {
    @Test func idleMachineDispatchesAtOnce() {
      var machine = DispatchMachine<Int>()
      #expect(machine.begin() == true)
      #expect(machine.isDispatching)
      #expect(machine.next() == nil)
      #expect(!machine.isDispatching)
      #expect(machine.begin() == true)
    }

    @Test func actionsArrivingWhileDispatchingAreBufferedInOrder() {
      var machine = DispatchMachine<Int>()
      #expect(machine.begin() == true)
      for value in 2...4 {
        #expect(machine.begin() == false)
        machine.buffer(value)
      }
      #expect(machine.next() == 2)
      #expect(machine.begin() == false)
      machine.buffer(5)
      #expect(machine.next() == 3)
      #expect(machine.next() == 4)
      #expect(machine.next() == 5)
      #expect(machine.next() == nil)
      #expect(!machine.isDispatching)
      // Drained: the next action dispatches at once, and nothing old comes back.
      #expect(machine.begin() == true)
      #expect(machine.next() == nil)
    }

    @Test func takingBufferedActionsKeepsDispatchingUntilFinished() {
      var machine = DispatchMachine<Int>()
      #expect(machine.begin() == true)
      #expect(!machine.hasBuffered)
      #expect(machine.begin() == false)
      machine.buffer(1)
      #expect(machine.hasBuffered)
      #expect(machine.takeNext() == 1)
      // Drained but still dispatching: what arrives now (a subscriber's send) is buffered too.
      #expect(machine.isDispatching)
      #expect(machine.begin() == false)
      machine.buffer(2)
      #expect(machine.takeNext() == 2)
      machine.finish()
      #expect(!machine.isDispatching)
      #expect(machine.begin() == true)
    }
  }
}
