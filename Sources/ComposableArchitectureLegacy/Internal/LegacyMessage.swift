import ComposableArchitecture

/// The text of the warnings the original API's operators report.
enum LegacyMessage {
  static func optionalActionWithoutState(
    action: some Any, fileID: StaticString, line: UInt
  ) -> String {
    """
    An "optional" reducer at "\(fileID):\(line)" received an action when its state was nil. …

      Action:
        \(describeAction(action))

    This usually points to application logic that does not expect the state to be gone:

    • A parent reducer set the state to nil before this reducer ran. Combine this reducer before \
    the parent's, so that it sees the action first.

    • An effect sent the action after the state became nil. Make the feature's effects \
    cancellable and cancel them when the state goes away.

    • A store scoped to this state kept sending after the state became nil.
    """
  }

  static func actionInOtherCase(
    action: some Any, state: some Any, fileID: StaticString, line: UInt
  ) -> String {
    """
    A "pullback" at "\(fileID):\(line)" received an action when its state was in another case. …

      Action:
        \(describeAction(action))
      State:
        \(describeAction(state))

    This usually points to application logic that does not expect the state to have changed \
    case: an effect of the previous case may still be running (cancel it when the case \
    changes), or another reducer changed the case before this one ran.
    """
  }

  static func actionForMissingElement(
    action: some Any, element: String, fileID: StaticString, line: UInt
  ) -> String {
    """
    A "forEach" at "\(fileID):\(line)" received an action for a missing element (\(element)). …

      Action:
        \(describeAction(action))

    This usually points to application logic that does not expect the element to be gone:

    • A parent reducer removed the element before this reducer ran. Combine this reducer before \
    the parent's.

    • An effect of the element sent the action after it was removed. Make the element's \
    effects cancellable and cancel them when it is removed.
    """
  }
}

extension LegacyMessage {
  static func sendOnOtherThread(action: some Any) -> String {
    """
    A store was sent an action on a thread other than the one it was created on. …

      Action:
        \(describeAction(action))

    A store and the view stores derived from it must be used from one thread (the main thread, \
    for a user interface). If an effect finishes on another thread (a network callback, a \
    background queue), hop back before its output reaches the store:

      .receive(on: environment.mainQueue)
    """
  }
}

extension LegacyMessage {
  static let receivedNone = "Expected to receive an action, but received none."

  static func unhandledActionsAtEnd(_ actions: [some Any]) -> String {
    """
    The store received \(actions.count) unexpected \(actions.count == 1 ? "action" : "actions") \
    after this one: …

    Unhandled actions: \(TestStoreMessage.list(actions))

    Assert each one with "store.receive" before the test ends.
    """
  }

  static let effectStillRunning = """
    An effect returned for this action is still running. It must complete before the end of the \
    test. …

    Every effect a test starts must end inside it. If this one does not:

    • it may be waiting on a scheduler ("receive(on:)", "delay", "debounce"): advance the test \
    scheduler far enough, or use an immediate scheduler;

    • it may be long-living (a timer, a subject, a notification): make it \
    ".cancellable(id:)" and return "Effect.cancel(id:)" from another action, or complete the \
    subject that drives it.
    """
}
