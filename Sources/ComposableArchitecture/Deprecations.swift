import Foundation

// Spellings from earlier versions of The Composable Architecture, kept so that features written
// against them compile here, and deprecated with the modern spelling to move to.

// MARK: - 0.4x (the ReducerProtocol era)

/// The 0.4x name of ``Reducer``.
@available(*, deprecated, renamed: "Reducer")
public typealias ReducerProtocol = Reducer

/// The 0.4x name of ``ReducerOf``.
@available(*, deprecated, renamed: "ReducerOf")
public typealias ReducerProtocolOf<R: Reducer> = ReducerOf<R>

/// The 0.4x name of ``Effect``.
@available(*, deprecated, renamed: "Effect")
public typealias EffectTask<Action> = Effect<Action>

extension Effect {
  /// An effect that runs async work and sends the one action it returns.
  ///
  /// - Parameters:
  ///   - priority: The priority of the task.
  ///   - operation: Returns the action to send.
  ///   - handler: Turns an error thrown by `operation` into an action to send.
  ///   - fileID: The source `#fileID` associated with the effect.
  ///   - filePath: The source `#filePath` associated with the effect.
  ///   - line: The source `#line` associated with the effect.
  ///   - column: The source `#column` associated with the effect.
  @available(
    *, deprecated,
    message: "Use 'Effect.run { send in await send(…) }', which can send any number of actions."
  )
  public static func task(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable () async throws -> Action,
    catch handler: (@Sendable (_ error: any Error) async -> Action)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    let handler = handler.map { handler in
      { @Sendable (error: any Error, send: Send<Action>) async in
        await send(await handler(error))
      }
    }
    return .run(
      priority: priority,
      operation: { send in await send(try await operation()) },
      catch: handler,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// An effect that runs async work and sends nothing.
  ///
  /// - Parameters:
  ///   - priority: The priority of the task.
  ///   - work: The work.
  @available(*, deprecated, message: "Use 'Effect.run { _ in … }'.")
  public static func fireAndForget(
    priority: TaskPriority? = nil,
    _ work: @escaping @Sendable () async throws -> Void
  ) -> Self {
    .run(priority: priority) { _ in try await work() }
  }
}

extension Store {
  /// Creates a store from a reducer value, as 0.4x did.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from.
  ///   - reducer: The reducer.
  ///   - prepareDependencies: Overrides dependencies for the reducer and its effects.
  @available(
    *, deprecated,
    message: "Pass the reducer in a trailing closure: 'Store(initialState: …) { Feature() }'."
  )
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    reducer: R,
    prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    self.init(
      initialState: initialState(), reducer: { reducer }, withDependencies: prepareDependencies
    )
  }
}

extension Store {
  /// Scopes the store with a function that reads the child's state and one that embeds the
  /// child's actions, as 1.0–1.4 did.
  ///
  /// Unlike the key-path forms, each call returns a new store: functions cannot be compared, so
  /// there is nothing to find the same scope by. A key path also reads as a function, so the
  /// mixed 1.x spellings (`state: \.child, action: { .child($0) }` or `action: Action.child`)
  /// land here too.
  ///
  /// A key-path literal also converts to a function, so with this overload present every
  /// `scope(state:action:)` in one expression has two readings, and a chain of them in one
  /// expression doubles the type checker's work at each level: five levels take under 100 ms,
  /// ten make it give up. Break long chains into several expressions.
  ///
  /// - Parameters:
  ///   - toChildState: Reads the child's state from this store's.
  ///   - fromChildAction: Embeds a child action into this store's actions.
  /// - Returns: A store of the child's state and action.
  @available(
    *, deprecated,
    message: "Pass 'state' a key path and 'action' a case key path: 'store.scope(state: \\.child, action: \\.child)'."
  )
  @_disfavoredOverload
  public func scope<ChildState, ChildAction>(
    state toChildState: @escaping (_ state: State) -> ChildState,
    action fromChildAction: @escaping (_ childAction: ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    func scoped(_ base: some Core<State, Action>) -> any Core<ChildState, ChildAction> {
      ClosureCore(base: base, toState: toChildState, fromAction: fromChildAction)
    }
    return Store<ChildState, ChildAction>(core: scoped(core))
  }
}

extension TestStore {
  /// Creates a test store from a reducer value, as 0.4x did. Override dependencies afterwards
  /// with `store.dependencies.x = …`.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from.
  ///   - reducer: The reducer.
  ///   - prepareDependencies: Overrides dependencies for the reducer and its effects.
  ///   - fileID: The source `#fileID` associated with the store.
  ///   - filePath: The source `#filePath` associated with the store.
  ///   - line: The source `#line` associated with the store.
  ///   - column: The source `#column` associated with the store.
  @available(
    *, deprecated,
    message: "Pass the reducer in a trailing closure: 'TestStore(initialState: …) { Feature() }'."
  )
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    reducer: R,
    prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      initialState: initialState(), reducer: { reducer }, withDependencies: prepareDependencies,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

/// The result of async work, as 0.4x effects delivered it: a success, or the error thrown.
///
/// ```swift
/// return .task { [count = state.count] in
///   await .numberFactResponse(TaskResult { try await numberFact.fetch(count) })
/// }
/// ```
///
/// Equatable when its success is: two failures are equal when their errors have the same type
/// and description (or are equal, when the error is `Equatable`).
@available(
  *, deprecated,
  message: "Use 'Result<Success, any Error>', or send the success and handle the error in 'catch'."
)
public enum TaskResult<Success: Sendable>: Sendable {
  /// The work succeeded.
  case success(Success)
  /// The work threw.
  case failure(any Error)

  /// Runs `body`, capturing its value or the error it throws.
  ///
  /// - Parameter body: The work.
  public init(catching body: @Sendable () async throws -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }

  /// The success, or the error thrown.
  public var value: Success {
    get throws {
      switch self {
      case .success(let value): return value
      case .failure(let error): throw error
      }
    }
  }

  /// The result with its success transformed.
  ///
  /// - Parameter transform: A function of the success.
  public func map<NewSuccess>(_ transform: (Success) -> NewSuccess) -> TaskResult<NewSuccess> {
    switch self {
    case .success(let value): .success(transform(value))
    case .failure(let error): .failure(error)
    }
  }
}

@available(*, deprecated)
extension TaskResult: Equatable where Success: Equatable {
  /// Successes compare their values; failures compare their errors by type and description.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.success(let lhs), .success(let rhs)):
      return lhs == rhs
    case (.failure(let lhs), .failure(let rhs)):
      if let lhs = (lhs as Any) as? any Equatable {
        func open<E: Equatable>(_ lhs: E) -> Bool { (rhs as? E) == lhs }
        return open(lhs)
      }
      return type(of: lhs) == type(of: rhs)
        && String(reflecting: lhs) == String(reflecting: rhs)
    default:
      return false
    }
  }
}

@available(*, deprecated)
extension TaskResult: CasePathable {
  /// The case paths of a task result: `\.success` and `\.failure`.
  public struct AllCasePaths: Sendable {
    /// The `.success` case.
    public var success: AnyCasePath<TaskResult, Success> {
      AnyCasePath(
        embed: { .success($0) },
        extract: {
          guard case .success(let value) = $0 else { return nil }
          return value
        }
      )
    }

    /// The `.failure` case.
    public var failure: AnyCasePath<TaskResult, any Error> {
      AnyCasePath(
        embed: { .failure($0) },
        extract: {
          guard case .failure(let error) = $0 else { return nil }
          return error
        }
      )
    }
  }

  /// The case paths of a task result.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// A store seen through the state a view needs, as 0.4x views held it.
///
/// ```swift
/// let viewStore = ViewStore(store, observe: { $0 })
/// viewStore.count
/// viewStore.send(.incrementButtonTapped)
/// ```
///
/// Reading it reads the store, observed like the store.
@available(
  *, deprecated,
  message: "Read and send through the store itself: 'store.count', 'store.send(…)'."
)
@MainActor
@dynamicMemberLookup
public final class ViewStore<ViewState, ViewAction> {
  private let readState: @MainActor () -> ViewState
  private let sendAction: @MainActor (ViewAction) -> StoreTask

  /// A view store of the part of a store's state that `toViewState` derives.
  ///
  /// - Parameters:
  ///   - store: The store.
  ///   - toViewState: Derives the view's state from the store's.
  public init<State>(
    _ store: Store<State, ViewAction>, observe toViewState: @escaping (State) -> ViewState
  ) {
    readState = { toViewState(store.state) }
    sendAction = { store.send($0) }
  }

  /// A view store of a store's whole state.
  ///
  /// - Parameter store: The store.
  public convenience init(_ store: Store<ViewState, ViewAction>) {
    self.init(store, observe: { $0 })
  }

  /// The view's state.
  public var state: ViewState {
    readState()
  }

  /// A property of the view's state.
  ///
  /// - Parameter keyPath: A key path to the property.
  public subscript<Value>(dynamicMember keyPath: KeyPath<ViewState, Value>) -> Value {
    state[keyPath: keyPath]
  }

  /// Sends an action to the store.
  ///
  /// - Parameter action: The action.
  /// - Returns: A task for the effects the action started.
  @discardableResult
  public func send(_ action: ViewAction) -> StoreTask {
    sendAction(action)
  }

  /// A two-way binding: reads a value derived from the state, and sends an action to change it.
  ///
  /// - Parameters:
  ///   - get: Derives the value from the state.
  ///   - valueToAction: The action that sets a new value.
  /// - Returns: A binding.
  public func binding<Value>(
    get: @escaping (ViewState) -> Value,
    send valueToAction: @escaping (Value) -> ViewAction
  ) -> StoreBinding<Value> {
    StoreBinding(
      get: { [self] in get(self.state) },
      set: { [self] in self.send(valueToAction($0)) }
    )
  }
}

/// The 0.4x convenience for a view store of a reducer's state and action.
@available(*, deprecated, message: "Read and send through 'StoreOf<R>' itself.")
public typealias ViewStoreOf<R: Reducer> = ViewStore<R.State, R.Action>

// MARK: - 1.0 to 1.6: bindable fields of state that is not observable

/// A field of state that a view binds to, as state before `@ObservableState` marked it:
///
/// ```swift
/// struct State: Equatable {
///   @BindingState var text = ""
/// }
/// // A reducer matches it by its projected key path:
/// case .binding(\.$text):
/// ```
///
/// A view binds to it through `viewStore.$text`, which sends `.binding(.set(\.$text, value))`.
@available(
  *, deprecated,
  message:
    "Mark the state '@ObservableState' and bind its plain field: 'store.text', '$store.text'."
)
@propertyWrapper
@dynamicMemberLookup
public struct BindingState<Value> {
  /// The field's value.
  public var wrappedValue: Value

  /// A bindable field holding `wrappedValue`.
  ///
  /// - Parameter wrappedValue: The initial value.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// The field itself, whose key path (`\.$text`) binding actions write through.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// A part of the field's value, bindable on its own: `\.$settings.isOn`.
  ///
  /// - Parameter keyPath: A writable key path into the value.
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> BindingState<Subject> {
    get { BindingState<Subject>(wrappedValue: wrappedValue[keyPath: keyPath]) }
    set { wrappedValue[keyPath: keyPath] = newValue.wrappedValue }
  }
}

@available(*, deprecated)
extension BindingState: Equatable where Value: Equatable {}

@available(*, deprecated)
extension BindingState: Hashable where Value: Hashable {}

@available(*, deprecated)
extension BindingState: Sendable where Value: Sendable {}

@available(*, deprecated)
extension BindingState: Decodable where Value: Decodable {
  /// Decodes the field's value, as the value alone.
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try Value(from: decoder))
  }
}

@available(*, deprecated)
extension BindingState: Encodable where Value: Encodable {
  /// Encodes the field's value, as the value alone.
  public func encode(to encoder: any Encoder) throws {
    try wrappedValue.encode(to: encoder)
  }
}

@available(*, deprecated)
extension BindingState: CustomDumpRepresentable {
  /// Dumps as the field's value.
  public var customDumpValue: Any { wrappedValue }
}

@available(*, deprecated)
extension BindingAction {
  /// An action that writes `value` into the `@BindingState` field at `keyPath`:
  /// `.set(\.$text, "Hello")`.
  ///
  /// - Parameters:
  ///   - keyPath: A writable key path to the field's projected value.
  ///   - value: The new value.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, BindingState<Value>>, _ value: Value
  ) -> Self {
    let keyPath = UncheckedSendable(keyPath)
    return Self(
      keyPath: keyPath.value,
      set: { $0[keyPath: keyPath.value].wrappedValue = value },
      value: value,
      valueIsEqualTo: { ($0 as? Value) == value }
    )
  }
}

@available(*, deprecated)
extension BindableAction {
  /// The binding action that writes `value` into the `@BindingState` field at `keyPath`:
  /// `store.send(.set(\.$text, "Hello"))`.
  ///
  /// - Parameters:
  ///   - keyPath: A writable key path to the field's projected value.
  ///   - value: The new value.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, BindingState<Value>>, _ value: Value
  ) -> Self {
    binding(.set(keyPath, value))
  }
}

@available(*, deprecated)
extension ViewStore where ViewAction: BindableAction, ViewAction.State == ViewState {
  /// A binding to a `@BindingState` field: `viewStore.$text`.
  ///
  /// - Parameter keyPath: A writable key path to the field's projected value.
  /// - Returns: A binding that reads the field and sends a binding action to write it.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<ViewState, BindingState<Value>>
  ) -> StoreBinding<Value> {
    StoreBinding(
      get: { [self] in self.state[keyPath: keyPath].wrappedValue },
      set: { [self] in
        BindingCheck.send(ViewAction.binding(.set(keyPath, $0))) { self.send($0) }
      }
    )
  }
}

/// A store's state as a view state's initializer reads it, giving bindings to its
/// `@BindingState` fields: `self._text = store.$text`.
///
/// ```swift
/// struct ViewState: Equatable {
///   @BindingViewState var text: String
///   var count: Int
///   init(store: BindingViewStore<Feature.State>) {
///     self._text = store.$text
///     self.count = store.count
///   }
/// }
/// let viewStore = ViewStore(store, observe: ViewState.init)
/// ```
@available(
  *, deprecated,
  message: "Mark the state '@ObservableState' and read and bind through the store itself."
)
@dynamicMemberLookup
public struct BindingViewStore<State> {
  let state: State
  /// Reads the store's current state, for bindings that outlive this value.
  let read: @MainActor @Sendable () -> State
  let send: @MainActor @Sendable (BindingAction<State>) -> Void

  /// A field of the state.
  ///
  /// - Parameter keyPath: A key path to the field.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    state[keyPath: keyPath]
  }

  /// A `@BindingState` field, bindable from the view state.
  ///
  /// - Parameter keyPath: A writable key path to the field's projected value.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, BindingState<Value>>
  ) -> BindingViewState<Value> {
    // Key paths are immutable once made.
    let keyPath = UncheckedSendable(keyPath)
    let (read, send) = (read, send)
    return BindingViewState(
      value: state[keyPath: keyPath.value].wrappedValue,
      binding: StoreBinding(
        get: { read()[keyPath: keyPath.value].wrappedValue },
        set: { send(.set(keyPath.value, $0)) }
      )
    )
  }
}

/// A field of a view state bound to a `@BindingState` field of the store's state: reading it
/// reads the value the view state was made with, writing it (or its binding, `viewStore.$text`)
/// sends a binding action.
@available(
  *, deprecated,
  message: "Mark the state '@ObservableState' and read and bind through the store itself."
)
@propertyWrapper
public struct BindingViewState<Value: Sendable> {
  let value: Value
  let binding: StoreBinding<Value>

  /// The value the view state was made with; setting it sends a binding action, on the main
  /// actor, where views write their fields.
  public var wrappedValue: Value {
    get { value }
    nonmutating set {
      // The binding's closures are main-actor functions, and they only run there.
      let binding = UncheckedSendable(binding)
      guard MainActorCheck.isOnMainActor else {
        reportIssue(
          """
          A "@BindingViewState" field was written from a thread that is not the main actor's. \
          The binding action is sent on the main actor instead, a moment later. Write view \
          state from the main actor.
          """
        )
        Task { @MainActor in binding.value.wrappedValue = newValue }
        return
      }
      MainActor.assumeIsolated { binding.value.wrappedValue = newValue }
    }
  }

  /// A binding to the field: `viewStore.$text`.
  public var projectedValue: StoreBinding<Value> {
    binding
  }
}

@available(*, deprecated)
extension BindingViewState: Equatable where Value: Equatable {
  /// Equal when they were made with equal values.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.value == rhs.value
  }
}

@available(*, deprecated)
extension BindingViewState: Hashable where Value: Hashable {
  /// Hashes the value the view state was made with.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(value)
  }
}

@available(*, deprecated)
extension BindingViewState: CustomDumpRepresentable {
  /// Dumps as the value the view state was made with, so that test failures show the value.
  public var customDumpValue: Any { value }
}

@available(*, deprecated)
extension ViewStore {
  /// A view store of a view state made from a store whose actions include binding actions:
  /// `ViewStore(store, observe: ViewState.init(store:))`, the view state reading
  /// `@BindingState` fields as ``BindingViewState`` values.
  ///
  /// - Parameters:
  ///   - store: The store.
  ///   - toViewState: Makes the view's state from the store's.
  @_disfavoredOverload
  public convenience init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState
  ) where ViewAction: BindableAction, ViewAction.State == State {
    self.init(store) { state in
      toViewState(
        BindingViewStore(
          state: state,
          read: { store.withState { $0 } },
          send: { action in
            BindingCheck.send(ViewAction.binding(action)) { store.send($0) }
          }
        )
      )
    }
  }
}
