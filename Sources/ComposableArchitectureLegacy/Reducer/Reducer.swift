/// The original API's reducer: a function that evolves `State` for each `Action`, using the
/// dependencies in `Environment`, and returns the ``Effect`` to run next.
///
/// ```swift
/// let appReducer = Reducer<AppState, AppAction, AppEnvironment> { state, action, environment in
///   switch action {
///   case .incrementButtonTapped:
///     state.count += 1
///     return .none
///   case .numberFactButtonTapped:
///     return environment.numberFact(state.count)
///       .receive(on: environment.mainQueue)
///       .catchToEffect()
///       .map(AppAction.numberFactResponse)
///   // …
///   }
/// }
/// ```
///
/// Reducers compose: `combine` runs several on the same domain, `pullback` lifts one into a
/// larger domain, `optional()` and `forEach` into optional and collection state. To move a feature to the modern API one at a time, run it inside a
/// modern store with `Reduce(reducer, environment:)`.
///
/// A reducer is a value that can be shared, for example as a global `let`. As in the original
/// library, everything it returns runs on the thread of the store that runs it.
public struct Reducer<State, Action, Environment>: @unchecked Sendable {
  private let reducer: (inout State, Action, Environment) -> Effect<Action, Never>

  /// Creates a reducer from a function.
  ///
  /// - Parameter reducer: Changes the state for an action and returns the effect to run.
  public init(_ reducer: @escaping (inout State, Action, Environment) -> Effect<Action, Never>) {
    self.reducer = reducer
  }

  /// A reducer that does nothing.
  public static var empty: Reducer {
    Self { _, _, _ in .none }
  }

  /// Runs several reducers on the same domain, in order, and merges their effects.
  ///
  /// ```swift
  /// let appReducer = Reducer<AppState, AppAction, AppEnvironment>.combine(
  ///   counterReducer.pullback(state: \.counter, action: /AppAction.counter, environment: { _ in }),
  ///   profileReducer.pullback(state: \.profile, action: /AppAction.profile, environment: { $0.profile })
  /// )
  /// ```
  ///
  /// - Parameter reducers: The reducers to run.
  /// - Returns: One reducer.
  public static func combine(_ reducers: Reducer...) -> Reducer {
    combine(reducers)
  }

  /// Runs several reducers on the same domain, in order, and merges their effects.
  ///
  /// - Parameter reducers: The reducers to run.
  /// - Returns: One reducer.
  public static func combine(_ reducers: [Reducer]) -> Reducer {
    Self { state, action, environment in
      var effects: [Effect<Action, Never>] = []
      for reducer in reducers {
        let effect = reducer.reducer(&state, action, environment)
        if !effect.isNone { effects.append(effect) }
      }
      return .merge(effects)
    }
  }

  /// Runs this reducer, then `other`, and merges their effects.
  ///
  /// - Parameter other: The reducer to run second.
  /// - Returns: One reducer.
  public func combined(with other: Reducer) -> Reducer {
    .combine(self, other)
  }

  /// Runs the reducer.
  ///
  /// - Parameters:
  ///   - state: The state to change.
  ///   - action: The action to handle.
  ///   - environment: The dependencies.
  /// - Returns: The effect to run.
  public func run(
    _ state: inout State,
    _ action: Action,
    _ environment: Environment
  ) -> Effect<Action, Never> {
    reducer(&state, action, environment)
  }

  /// Runs the reducer; the same as ``run(_:_:_:)``.
  ///
  /// - Parameters:
  ///   - state: The state to change.
  ///   - action: The action to handle.
  ///   - environment: The dependencies.
  /// - Returns: The effect to run.
  public func callAsFunction(
    _ state: inout State,
    _ action: Action,
    _ environment: Environment
  ) -> Effect<Action, Never> {
    reducer(&state, action, environment)
  }
}

/// The name the reducer struct had in the versions that introduced `ReducerProtocol`.
public typealias AnyReducer<State, Action, Environment> = Reducer<State, Action, Environment>
