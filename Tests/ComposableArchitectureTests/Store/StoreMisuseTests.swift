import Dispatch
import Testing

@testable import ComposableArchitecture

extension CoreTests {
  /// Misuse the compiler cannot always catch: the store warns (or copes) and keeps working.
  @Suite @MainActor struct StoreMisuseTests {
    @Test func aChainOfSubscribersThatSendDoesNotGrowTheStack() {
      let store = Store(initialState: Counter.State()) { Counter() }
      var seen: [Int] = []
      // Each state a subscriber sees makes it send again: 50,000 links, one loop.
      let subscription = store.subscribe { state in
        seen.append(state.count)
        if state.count < 50_000 {
          store.send(.increment)
        }
      }
      store.send(.increment)
      #expect(store.count == 50_000)
      #expect(seen.count == 50_000)
      #expect(seen.prefix(3) == [1, 2, 3])
      #expect(seen.last == 50_000)
      subscription.cancel()
    }

    @Test func sendsFromSubscribersAreProcessedInOrderAfterTheBatch() {
      let store = Store(initialState: Counter.State()) { Counter() }
      var log: [String] = []
      let first = store.subscribe { state in
        log.append("first sees \(state.count)")
        if state.count == 1 { store.send(.set(10)) }
      }
      let second = store.subscribe { state in
        log.append("second sees \(state.count)")
      }
      store.send(.increment)
      // Both subscribers see the batch that finished; the sent action is a batch of its own.
      #expect(
        log == [
          "first sees 1", "second sees 1",
          "first sees 10", "second sees 10",
        ]
      )
      first.cancel()
      second.cancel()
    }

    @Test func sendingFromAnotherThreadIsReportedAndSentOnTheMainActor() async {
      let store = Store(initialState: Counter.State()) { Counter() }
      // What code in Swift 5 mode can write: a main-actor method called from a background
      // thread. The compiler rejects it here, so the isolation is cast away.
      let send: @MainActor (Counter.Action) -> Void = { store.send($0) }
      let unchecked = unsafeBitCast(send, to: (@Sendable (Counter.Action) -> Void).self)
      let messages = LockIsolated<[String]>([])
      let reported = DispatchSemaphore(value: 0)
      let original = IssueReporters.current
      IssueReporters.current = [
        RecordingReporter { message in
          messages.withValue { $0.append(message) }
        }
      ]
      defer { IssueReporters.current = original }
      DispatchQueue.global().async {
        for _ in 1...100 {
          unchecked(.increment)
        }
        reported.signal()
      }
      await withCheckedContinuation { continuation in
        DispatchQueue.global().async {
          reported.wait()
          continuation.resume()
        }
      }
      await settle()
      // Nothing raced the store and nothing was lost.
      #expect(store.count == 100)
      #expect(messages.value.count == 100)
      #expect(
        messages.value.first == """
          An action was sent to a store from a thread that is not the main actor's:

            Action:
              Counter.Action.increment

            Store:
              Store<Counter.State, Counter.Action>

          A store runs its reducer on the main actor; sending from another thread (code in Swift \
          5 mode can) would race with it. The action is sent on the main actor instead, a moment \
          later. Send from the main actor: mark the caller "@MainActor", use "await \
          MainActor.run { … }", or send from an effect's "send".
          """
      )
    }

    #if DEBUG
      @Test func readingFromAnotherThreadIsReportedOncePerStoreAndStillReturnsTheState() async {
        let store = Store(initialState: Counter.State()) { Counter() }
        let other = Store(initialState: Counter.State(count: 7)) { Counter() }
        store.send(.increment)
        // Reads on the main actor are not reported.
        #expect(store.count == 1)
        #expect(other.count == 7)
        // What code in Swift 5 mode can write: main-actor reads from a background thread. The
        // compiler rejects them here, so the isolation is cast away.
        let read: @MainActor () -> [Int] = {
          [store.count, store.state.count, store.withState { $0.count }, other.count]
        }
        let unchecked = unsafeBitCast(read, to: (@Sendable () -> [Int]).self)
        let messages = LockIsolated<[String]>([])
        let original = IssueReporters.current
        IssueReporters.current = [
          RecordingReporter { message in
            messages.withValue { $0.append(message) }
          }
        ]
        defer { IssueReporters.current = original }
        // A thread of its own: on the main serial executor, every task runs on the main actor.
        let counts: [Int] = await withCheckedContinuation { continuation in
          DispatchQueue.global().async {
            continuation.resume(returning: unchecked())
          }
        }
        #expect(counts == [1, 1, 1, 7])
        // Once per store: three reads of the first, one of the second.
        #expect(messages.value.count == 2)
        #expect(
          messages.value.first == """
            The state of a store was read from a thread that is not the main actor's:

              State:
                Counter.State

              Store:
                Store<Counter.State, Counter.Action>

            A store's state belongs to the main actor, where its reducer changes it; reading it \
            from another thread (code in Swift 5 mode can) races with those changes and can see \
            a torn or stale value. The read returns the state as it is; later reads of this \
            store from other threads are not reported. Read the state on the main actor: in a \
            view's "body", in code marked "@MainActor", or with "await MainActor.run { … }"; \
            for an effect, capture the values it needs in the reducer that returns it.
            """
        )
        #expect(store.count == 1)
        #expect(messages.value.count == 2)
      }
    #endif
  }
}

/// Collects the messages of reported issues, from any thread.
private struct RecordingReporter: IssueReporter {
  let record: @Sendable (String) -> Void

  func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    record(message() ?? "")
  }
}
