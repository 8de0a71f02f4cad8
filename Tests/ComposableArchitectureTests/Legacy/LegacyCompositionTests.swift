import ComposableArchitectureLegacy
import Testing

// Two small features composed into one, with pullback and combine, as the original API did it.
struct LegacyCounterState: Equatable {
  var count = 0
}

enum LegacyCounterAction: Equatable {
  case increment
  case decrement
  case delayedIncrement
}

struct LegacyCounterEnvironment {
  var mainQueue: AnySchedulerOf<DispatchQueue>
}

let legacyCounterReducer = Reducer<
  LegacyCounterState, LegacyCounterAction, LegacyCounterEnvironment
> {
  state, action, environment in
  switch action {
  case .increment:
    state.count += 1
    return .none
  case .decrement:
    state.count -= 1
    return .none
  case .delayedIncrement:
    return Effect(value: .increment)
      .delay(for: 1, scheduler: environment.mainQueue)
      .eraseToEffect()
  }
}

struct LegacyTodo: Equatable, Identifiable {
  let id: Int
  var title = ""
  var isComplete = false
}

enum LegacyTodoAction: Equatable {
  case checkboxTapped
  case titleChanged(String)
}

let legacyTodoReducer = Reducer<LegacyTodo, LegacyTodoAction, Void> { todo, action, _ in
  switch action {
  case .checkboxTapped:
    todo.isComplete.toggle()
    return .none
  case .titleChanged(let title):
    todo.title = title
    return .none
  }
}

@CasePathable
enum ComposedAction: Equatable {
  case first(LegacyCounterAction)
  case second(LegacyCounterAction)
  case optionalCounter(LegacyCounterAction)
  case todo(id: Int, action: LegacyTodoAction)
  case row(index: Int, action: LegacyTodoAction)
  case reset
}

struct ComposedState: Equatable {
  var first = LegacyCounterState()
  var second = LegacyCounterState()
  var optionalCounter: LegacyCounterState?
  var todos: IdentifiedArrayOf<LegacyTodo> = []
  var rows: [LegacyTodo] = []
  var resets = 0
}

struct ComposedEnvironment {
  var mainQueue: AnySchedulerOf<DispatchQueue>
}

@available(*, deprecated, message: "Uses the original API's '/Enum.case' case paths.")
let composedReducer = Reducer<ComposedState, ComposedAction, ComposedEnvironment>.combine(
  legacyCounterReducer.pullback(
    state: \.first,
    action: /ComposedAction.first,
    environment: { LegacyCounterEnvironment(mainQueue: $0.mainQueue) }
  ),
  legacyCounterReducer.pullback(
    state: \.second,
    action: \.second,
    environment: { LegacyCounterEnvironment(mainQueue: $0.mainQueue) }
  ),
  legacyCounterReducer
    .optional()
    .pullback(
      state: \.optionalCounter,
      action: /ComposedAction.optionalCounter,
      environment: { LegacyCounterEnvironment(mainQueue: $0.mainQueue) }
    ),
  legacyTodoReducer.forEach(
    state: \.todos,
    action: /ComposedAction.todo(id:action:),
    environment: { _ in () }
  ),
  legacyTodoReducer.forEach(
    state: \.rows,
    action: /ComposedAction.row(index:action:),
    environment: { _ in () }
  ),
  Reducer { state, action, _ in
    guard case .reset = action else { return .none }
    state.resets += 1
    state.first.count = 0
    return .none
  }
)

enum LegacyScreen: Equatable {
  case counter(LegacyCounterState)
  case other
}

@available(*, deprecated, message: "Uses the original API's '/Enum.case' case paths.")
let legacyScreenReducer = legacyCounterReducer.pullback(
  state: /LegacyScreen.counter,
  action: /ComposedAction.first,
  environment: { (mainQueue: AnySchedulerOf<DispatchQueue>) in
    LegacyCounterEnvironment(mainQueue: mainQueue)
  }
)

extension CoreTests {
  @Suite @MainActor struct LegacyCompositionTests {
    @available(*, deprecated)
    @Test func pullbackAndCombine() {
      let scheduler = DispatchQueue.test
      let store = TestStore(
        initialState: ComposedState(),
        reducer: composedReducer,
        environment: ComposedEnvironment(mainQueue: scheduler.eraseToAnyScheduler())
      )
      store.send(.first(.increment)) { $0.first.count = 1 }
      store.send(.second(.decrement)) { $0.second.count = -1 }
      store.send(.second(.delayedIncrement))
      scheduler.advance(by: 1)
      store.receive(.second(.increment)) { $0.second.count = 0 }
      store.send(.reset) {
        $0.first.count = 0
        $0.resets = 1
      }
    }

    @available(*, deprecated)
    @Test func optionalRunsOnlyWithState() {
      let store = TestStore(
        initialState: ComposedState(optionalCounter: LegacyCounterState()),
        reducer: composedReducer,
        environment: ComposedEnvironment(mainQueue: .immediate)
      )
      store.send(.optionalCounter(.increment)) { $0.optionalCounter?.count = 1 }
    }

    @available(*, deprecated)
    @Test func optionalReportsAnActionWithoutState() {
      let store = TestStore(
        initialState: ComposedState(),
        reducer: composedReducer,
        environment: ComposedEnvironment(mainQueue: .immediate)
      )
      withKnownIssue {
        store.send(.optionalCounter(.increment))
      } matching: { issue in
        let text = issue.comments.map(\.rawValue).joined()
        return text.hasPrefix("An \"optional\" reducer at \"ComposableArchitectureTests/")
          && text.contains("received an action when its state was nil. …")
          && text.contains("  Action:\n    LegacyCounterAction.increment")
          && text.contains("Combine this reducer before the parent's")
      }
      // The store keeps working.
      store.send(.first(.increment)) { $0.first.count = 1 }
    }

    @available(*, deprecated)
    @Test func optionalWithoutBreakpointIsSilent() {
      let reducer = legacyCounterReducer.optional(breakpointOnNil: false)
      var state: LegacyCounterState? = nil
      _ = reducer.run(&state, .increment, LegacyCounterEnvironment(mainQueue: .immediate))
      #expect(state == nil)
    }

    @available(*, deprecated)
    @Test func forEachIdentifiedArray() {
      let store = TestStore(
        initialState: ComposedState(todos: [LegacyTodo(id: 1), LegacyTodo(id: 2)]),
        reducer: composedReducer,
        environment: ComposedEnvironment(mainQueue: .immediate)
      )
      store.send(.todo(id: 2, action: .checkboxTapped)) { $0.todos[id: 2]?.isComplete = true }
      store.send(.todo(id: 1, action: .titleChanged("Milk"))) { $0.todos[id: 1]?.title = "Milk" }
      withKnownIssue {
        store.send(.todo(id: 3, action: .checkboxTapped))
      } matching: { issue in
        let text = issue.comments.map(\.rawValue).joined()
        return text.contains("received an action for a missing element (id 3). …")
          && text.contains("  Action:\n    ComposedAction.todo(id: 3, action: .checkboxTapped)")
      }
    }

    @available(*, deprecated)
    @Test func forEachArray() {
      let store = TestStore(
        initialState: ComposedState(rows: [LegacyTodo(id: 1)]),
        reducer: composedReducer,
        environment: ComposedEnvironment(mainQueue: .immediate)
      )
      store.send(.row(index: 0, action: .checkboxTapped)) { $0.rows[0].isComplete = true }
      withKnownIssue {
        store.send(.row(index: 1, action: .checkboxTapped))
      } matching: { issue in
        issue.comments.map(\.rawValue).joined()
          .contains("received an action for a missing element (index 1). …")
      }
    }

    @available(*, deprecated)
    @Test func pullbackOnAnEnumCase() {
      var screen = LegacyScreen.counter(LegacyCounterState())
      let queue = AnySchedulerOf<DispatchQueue>.immediate
      _ = legacyScreenReducer.run(&screen, .first(.increment), queue)
      #expect(screen == .counter(LegacyCounterState(count: 1)))

      screen = .other
      withKnownIssue {
        _ = legacyScreenReducer.run(&screen, .first(.increment), queue)
      } matching: { issue in
        let text = issue.comments.map(\.rawValue).joined()
        return text.contains("received an action when its state was in another case. …")
          && text.contains("  State:\n    LegacyScreen.other")
      }
      #expect(screen == .other)
    }

    @Test func combinedWithRunsBothInOrder() {
      let log = Reducer<[String], String, Void> { state, action, _ in
        state.append("first \(action)")
        return .none
      }
      .combined(
        with: Reducer { state, action, _ in
          state.append("second \(action)")
          return Effect(value: "echo").filter { _ in action != "echo" }.eraseToEffect()
        })
      let store = TestStore(initialState: [], reducer: log, environment: ())
      store.send("a") { $0 = ["first a", "second a"] }
      store.receive("echo") { $0 += ["first echo", "second echo"] }
      store.send("b") { $0 += ["first b", "second b"] }
      store.receive("echo") { $0 += ["first echo", "second echo"] }
      #expect(store.state.count == 8)
    }

    @Test func emptyReducerDoesNothing() {
      let store = TestStore(
        initialState: 0, reducer: Reducer<Int, Int, Void>.empty, environment: ())
      store.send(1)
    }
  }
}
