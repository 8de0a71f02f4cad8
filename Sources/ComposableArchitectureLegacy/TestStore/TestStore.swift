import ComposableArchitecture
import IssueReporting

/// The original API's test store: it runs a reducer synchronously and makes a test assert every
/// state change and every action its effects feed back.
///
/// ```swift
/// let scheduler = DispatchQueue.test
/// let store = TestStore(
///   initialState: AppState(),
///   reducer: appReducer,
///   environment: AppEnvironment(
///     mainQueue: scheduler.eraseToAnyScheduler(),
///     numberFact: { number in Effect(value: "\(number) is a good number Brent") }
///   )
/// )
///
/// store.send(.numberFactButtonTapped)
/// scheduler.advance()
/// store.receive(.numberFactResponse(.success("0 is a good number Brent"))) {
///   $0.numberFactAlert = "0 is a good number Brent"
/// }
/// ```
///
/// Effects start when their action is sent. An action an effect emits is processed at once
/// (reducer and effects) and waits in line for ``receive(_:_:fileID:filePath:line:column:)`` to
/// assert it. Sending while received actions wait, or ending the test with actions waiting or
/// effects still running, fails the test. Time passes only when the test advances its scheduler.
///
/// `LocalState` and `LocalAction` are the domain the test asserts and sends: the whole domain,
/// unless the store was scoped with ``scope(state:action:)``.
public final class TestStore<State, LocalState, Action, LocalAction, Environment> {
  /// The dependencies; a test may change them between steps.
  public var environment: Environment

  private let reducer: Reducer<State, Action, Environment>
  private let toLocalState: (State) -> LocalState
  private let fromLocalAction: (LocalAction) -> Action
  private var currentState: State
  private var assertedState: State
  private var receivedActions: [(action: Action, state: State)] = []
  private var pending: [(action: Action, origin: Origin)] = []
  private var isProcessing = false
  private let effects = RunningEffects<Action, SourceLocation>()
  private var lastStateAfterSend: State?
  private let location: SourceLocation

  private enum Origin {
    case send(SourceLocation)
    case receive(SourceLocation)

    var location: SourceLocation {
      switch self {
      case .send(let location), .receive(let location): location
      }
    }
  }

  init(
    initialState: State,
    reducer: Reducer<State, Action, Environment>,
    environment: Environment,
    toLocalState: @escaping (State) -> LocalState,
    fromLocalAction: @escaping (LocalAction) -> Action,
    location: SourceLocation
  ) {
    self.currentState = initialState
    self.assertedState = initialState
    self.reducer = reducer
    self.environment = environment
    self.toLocalState = toLocalState
    self.fromLocalAction = fromLocalAction
    self.location = location
  }

  deinit {
    if !receivedActions.isEmpty {
      location.report(LegacyMessage.unhandledActionsAtEnd(receivedActions.map(\.action)))
    }
    for location in effects.entries.values.map(\.info).sorted(by: { $0.line < $1.line }) {
      location.report(LegacyMessage.effectStillRunning)
    }
    effects.cancelAll()
  }

  /// The state as of the last assertion.
  public var state: LocalState {
    toLocalState(assertedState)
  }

  /// A test store of part of this one's domain, starting from this one's asserted state, with
  /// the same reducer and environment.
  ///
  /// - Parameters:
  ///   - toLocalState: Derives the state the new store asserts.
  ///   - fromLocalAction: Embeds the actions the new store sends.
  /// - Returns: A test store of the part.
  public func scope<S, A>(
    state toLocalState: @escaping (LocalState) -> S,
    action fromLocalAction: @escaping (A) -> LocalAction
  ) -> TestStore<State, S, Action, A, Environment> {
    TestStore<State, S, Action, A, Environment>(
      initialState: assertedState,
      reducer: reducer,
      environment: environment,
      toLocalState: { [parentToLocalState = self.toLocalState] in
        toLocalState(parentToLocalState($0))
      },
      fromLocalAction: { [parentFromLocalAction = self.fromLocalAction] in
        parentFromLocalAction(fromLocalAction($0))
      },
      location: location
    )
  }

  /// Runs `action` through the reducer, and everything its effects emit at once, in order.
  private func process(_ action: Action, origin: Origin) {
    pending.append((action, origin))
    guard !isProcessing else { return }
    isProcessing = true
    defer {
      pending.removeAll(keepingCapacity: true)
      isProcessing = false
    }
    var index = 0
    while index < pending.count {
      let (action, origin) = pending[index]
      index += 1
      let effect = reducer.run(&currentState, action, environment)
      switch origin {
      case .send: lastStateAfterSend = currentState
      case .receive: receivedActions.append((action, currentState))
      }
      start(effect, location: origin.location)
    }
  }

  private func start(_ effect: Effect<Action, Never>, location: SourceLocation) {
    // Checked here too, so that `.none` does not even allocate the closure.
    guard !effect.isNone else { return }
    effects.start(effect, info: location) { [weak self] action in
      self?.process(action, origin: .receive(location))
    }
  }

}

extension TestStore where State == LocalState, Action == LocalAction {
  /// Creates a test store.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from.
  ///   - reducer: The reducer under test.
  ///   - environment: Dependencies suited to the test: test schedulers, stubbed clients.
  ///   - fileID: The source `#fileID` of the store, where failures at the end are reported.
  ///   - filePath: The source `#filePath` of the store.
  ///   - line: The source `#line` of the store.
  ///   - column: The source `#column` of the store.
  public convenience init(
    initialState: State,
    reducer: Reducer<State, Action, Environment>,
    environment: Environment,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      initialState: initialState,
      reducer: reducer,
      environment: environment,
      toLocalState: { $0 },
      fromLocalAction: { $0 },
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

extension TestStore where LocalState: Equatable {
  /// Sends an action and asserts how it changes the state.
  ///
  /// ```swift
  /// store.send(.incrementButtonTapped) {
  ///   $0.count = 1
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - update: Changes the previous state into the expected one; leave it out when the action
  ///     changes nothing.
  ///   - fileID: The source `#fileID` of the step, where its failures are reported.
  ///   - filePath: The source `#filePath` of the step.
  ///   - line: The source `#line` of the step.
  ///   - column: The source `#column` of the step.
  public func send(
    _ action: LocalAction,
    _ update: (inout LocalState) throws -> Void = { _ in },
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = SourceLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    if !receivedActions.isEmpty {
      location.report(
        TestStoreMessage.unhandledActionsBeforeSend(receivedActions.map(\.action)))
      assertedState = receivedActions.last!.state
      receivedActions.removeAll()
    }
    lastStateAfterSend = nil
    process(fromLocalAction(action), origin: .send(location))
    let actual = lastStateAfterSend ?? currentState
    expect(update, from: assertedState, toBe: actual, at: location)
  }

  private func expect(
    _ update: (inout LocalState) throws -> Void,
    from previous: State,
    toBe actual: State,
    at location: SourceLocation
  ) {
    var expected = toLocalState(previous)
    do {
      try update(&expected)
    } catch {
      location.report("Threw error: \(error)")
    }
    let actualLocal = toLocalState(actual)
    if expected != actualLocal {
      location.report(
        TestStoreMessage.stateMismatch(
          expected: expected, actual: actualLocal, hadAssertion: true)
      )
    }
    assertedState = actual
  }
}

extension TestStore where LocalState: Equatable, Action: Equatable {
  /// Asserts that an effect fed back `expectedAction`, the oldest one not yet asserted, and
  /// how it changed the state.
  ///
  /// ```swift
  /// store.send(.numberFactButtonTapped)
  /// scheduler.advance()
  /// store.receive(.numberFactResponse(.success("0 is a good number Brent"))) {
  ///   $0.numberFactAlert = "0 is a good number Brent"
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - expectedAction: The action expected next.
  ///   - update: Changes the previous state into the expected one; leave it out when the action
  ///     changes nothing.
  ///   - fileID: The source `#fileID` of the step, where its failures are reported.
  ///   - filePath: The source `#filePath` of the step.
  ///   - line: The source `#line` of the step.
  ///   - column: The source `#column` of the step.
  public func receive(
    _ expectedAction: Action,
    _ update: (inout LocalState) throws -> Void = { _ in },
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = SourceLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    guard !receivedActions.isEmpty else {
      location.report(LegacyMessage.receivedNone)
      return
    }
    let (receivedAction, state) = receivedActions.removeFirst()
    if receivedAction != expectedAction {
      location.report(TestStoreMessage.unexpectedAction(expectedAction, receivedAction))
    }
    expect(update, from: assertedState, toBe: state, at: location)
  }
}
