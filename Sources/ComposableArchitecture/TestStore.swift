import CustomDump
import Foundation

/// A store for testing a feature step by step: every state change and every action an effect
/// sends must be asserted, and every effect must finish by the end of the test.
///
/// ```swift
/// @Test
/// func counter() async {
///   let store = TestStore(initialState: Feature.State()) {
///     Feature()
///   } withDependencies: {
///     $0.numberFact.fetch = { "\($0) is a good number." }
///   }
///
///   await store.send(.incrementButtonTapped) {
///     $0.count = 1
///   }
///   await store.send(.numberFactButtonTapped)
///   await store.receive(\.numberFactResponse) {
///     $0.numberFact = "1 is a good number."
///   }
/// }
/// ```
///
/// Failures are reported through IssueReporting at the line of the failing call, with a diff of
/// the state ("Expected: −, Actual: +"). Effects run on the main serial executor, so tests are
/// deterministic; control time with a `TestClock` dependency.
///
/// Set ``exhaustivity`` to `.off` to assert only what a test cares about.
@MainActor
public final class TestStore<State: Equatable, Action> {
  /// The dependencies the feature's reducer and effects use. Change them between steps to change
  /// what later effects see.
  public var dependencies: DependencyValues {
    get { reducer.dependencies }
    set { reducer.dependencies = newValue }
  }

  /// How strictly the store checks the test; `.on` by default.
  public var exhaustivity: Exhaustivity = .on

  /// How long ``receive(_:timeout:assert:fileID:filePath:line:column:)-(Action,_,_,_,_,_,_)``
  /// and ``finish(timeout:fileID:filePath:line:column:)`` wait, in nanoseconds, by default.
  /// One second unless changed.
  public var timeout: UInt64

  /// Whether effects run on the main serial executor, which makes their order deterministic.
  /// On by default; the previous setting is restored when the store is released.
  public var useMainSerialExecutor: Bool {
    get { uncheckedUseMainSerialExecutor }
    set { uncheckedUseMainSerialExecutor = newValue }
  }

  let store: Store<State, Action>
  let reducer: TestReducer<State, Action>
  let location: SourceLocation
  private let originalUseMainSerialExecutor = uncheckedUseMainSerialExecutor
  /// The state as the test has asserted it so far.
  var expectedState: State
  /// Where the test last sent or received an action.
  var lastStepLocation: SourceLocation?

  /// Creates a test store of a feature.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from.
  ///   - reducer: The feature's reducer.
  ///   - prepareDependencies: Overrides dependencies for the reducer and every effect it starts,
  ///     including effects of scoped children. Dependencies a test does not override use their
  ///     test values; an `unimplemented` one fails the test when it is used.
  ///   - fileID: The source `#fileID` associated with the store.
  ///   - filePath: The source `#filePath` associated with the store.
  ///   - line: The source `#line` associated with the store.
  ///   - column: The source `#column` associated with the store.
  public init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let (initialState, base, dependencies) = withDependencies(prepareDependencies) {
      @Dependency(\.self) var dependencies
      return (initialState(), reducer(), dependencies)
    }
    let testReducer = TestReducer(base: Reduce(base), dependencies: dependencies)
    self.reducer = testReducer
    self.store = Store(initialState: initialState) { testReducer.reducer }
    store.core.effects.observer = testReducer
    self.expectedState = initialState
    self.timeout = 1_000_000_000
    self.location = SourceLocation(
      fileID: fileID, filePath: filePath, line: line, column: column
    )
    uncheckedUseMainSerialExecutor = true
    // A dismissal the test provides is the feature's, as it asked; otherwise dismissing marks the
    // store dismissed.
    if !dependencies.isPresented {
      testReducer.dependencies.dismiss = DismissEffect { [weak self] in
        guard let self else { return }
        self.isDismissed = true
        // A feature that dismisses itself leaves its effects to whoever presented it, as
        // upstream's test store does: they are no longer asserted on (the store's release
        // cancels them).
        self.reducer.inFlightEffects.removeAll()
      }
    }
  }

  deinit {
    Self.completed(
      reducer: reducer, exhaustivity: exhaustivity, location: lastStepLocation ?? location
    )
    uncheckedUseMainSerialExecutor = originalUseMainSerialExecutor
  }

  /// The state of the feature as of the last assertion (a `send`, a `receive`, a skip): what the
  /// next assertion's closure starts from. Actions received since, not yet asserted, are not
  /// applied to it; ``skipReceivedActions(strict:fileID:filePath:line:column:)`` or a `receive`
  /// brings it up to date.
  public var state: State {
    expectedState
  }

  /// Whether the feature dismissed itself by calling `@Dependency(\.dismiss)`. A dismissed store
  /// accepts no more actions. Stays `false` when the test gave the store a `dismiss` of its own
  /// (`$0.dismiss = DismissEffect { … }`), which is called instead.
  public private(set) var isDismissed = false

  /// Sends an action to the feature and asserts how it changes state.
  ///
  /// ```swift
  /// await store.send(.incrementButtonTapped) {
  ///   $0.count = 1
  /// }
  /// ```
  ///
  /// The closure is given the state before the action and must turn it into the state after it.
  /// Without a closure, the action must not change state. With exhaustivity on, every action
  /// received before this one must have been asserted.
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - updateStateToExpectedResult: Mutates the previous state into the expected new state.
  ///   - fileID: The source `#fileID` associated with the step.
  ///   - filePath: The source `#filePath` associated with the step.
  ///   - line: The source `#line` associated with the step.
  ///   - column: The source `#column` associated with the step.
  /// - Returns: A task for the effects the action started.
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard !isDismissed else {
      location.report("Can't send action to dismissed test store.")
      return TestStoreTask(task: StoreTask(tasks: nil), timeout: timeout)
    }
    checkNoUnhandledActionsBeforeSending(at: location)
    lastStepLocation = location
    let previousState = expectedState
    reducer.pendingSend = location
    let task = store.send(action)
    // Actions the reducer sent itself (`.send` effects) are already processed; compare the state
    // right after this action, and leave theirs to `receive`.
    expectStateChange(
      from: previousState, to: reducer.stateAfterSend ?? store.state,
      update: updateStateToExpectedResult, at: location
    )
    // Let the effects the action started begin, so that a test can advance a clock right away.
    if !task.isCancelled || !reducer.inFlightEffects.isEmpty {
      await letEffectsStart()
    }
    return TestStoreTask(task: task, timeout: timeout)
  }

  /// Gives the effects an action started time to begin.
  ///
  /// Effects run on the main actor, so a few turns of it start them, and most (a `.run` that
  /// sends a response) finish within those turns. Only when some are still in flight do they get
  /// the long wait, a mega-yield that also lets other executors run (twenty detached tasks, and
  /// most of a test step's allocations): an effect that finished needs no more time to begin.
  private func letEffectsStart() async {
    for _ in 0..<4 {
      await Task.yield()
      if reducer.inFlightEffects.isEmpty { return }
    }
    await Task.megaYield()
  }

  /// Sends an action that has no associated value, named by its case key path.
  ///
  /// - Parameters:
  ///   - action: A case key path to the action.
  ///   - updateStateToExpectedResult: Mutates the previous state into the expected new state.
  ///   - fileID: The source `#fileID` associated with the step.
  ///   - filePath: The source `#filePath` associated with the step.
  ///   - line: The source `#line` associated with the step.
  ///   - column: The source `#column` associated with the step.
  /// - Returns: A task for the effects the action started.
  @discardableResult
  public func send(
    _ action: CaseKeyPath<Action, Void>,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask where Action: CasePathable {
    await send(
      action(), assert: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Sends an action named by its case key path, with its associated value.
  ///
  /// ```swift
  /// await store.send(\.searchQueryChanged, "c") {
  ///   $0.query = "c"
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - action: A case key path to the action.
  ///   - value: The action's associated value.
  ///   - updateStateToExpectedResult: Mutates the previous state into the expected new state.
  ///   - fileID: The source `#fileID` associated with the step.
  ///   - filePath: The source `#filePath` associated with the step.
  ///   - line: The source `#line` associated with the step.
  ///   - column: The source `#column` associated with the step.
  /// - Returns: A task for the effects the action started.
  @discardableResult
  public func send<Value>(
    _ action: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask where Action: CasePathable {
    await send(
      action(value), assert: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Asserts the current state without sending an action, such as after a clock advanced.
  ///
  /// - Parameters:
  ///   - updateStateToExpectedResult: Mutates the last asserted state into the current state.
  ///   - fileID: The source `#fileID` associated with the step.
  ///   - filePath: The source `#filePath` associated with the step.
  ///   - line: The source `#line` associated with the step.
  ///   - column: The source `#column` associated with the step.
  public func assert(
    _ updateStateToExpectedResult: @escaping (_ state: inout State) throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    expectStateChange(
      from: expectedState, to: store.state, update: updateStateToExpectedResult, at: location,
      requiresChange: false
    )
  }
}

/// A convenience for a test store of the state and action of a reducer type.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable
