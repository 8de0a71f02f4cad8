/// A type that evolves a feature's state when it receives an action, and describes the effects
/// that should run as a result.
///
/// Conform by implementing ``reduce(into:action:)``, or by composing other reducers in ``body``
/// (most features do the latter with the `@Reducer` macro):
///
/// ```swift
/// @Reducer
/// struct Counter {
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementButtonTapped, decrementButtonTapped }
///
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       switch action {
///       case .incrementButtonTapped: state.count += 1
///       case .decrementButtonTapped: state.count -= 1
///       }
///       return .none
///     }
///   }
/// }
/// ```
public protocol Reducer<State, Action> {
  /// The state the reducer evolves.
  associatedtype State

  /// The actions the reducer handles.
  associatedtype Action

  /// The type of ``body``; `Never` for reducers that implement ``reduce(into:action:)``.
  associatedtype _Body

  /// A type-alias for ``_Body`` that reads well in conformances.
  typealias Body = _Body

  /// Evolves `state` for `action` and returns the effects to run.
  ///
  /// - Parameters:
  ///   - state: The current state, mutated in place.
  ///   - action: The action to handle.
  /// - Returns: The effects to run, or `.none`.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducer's logic, composed of other reducers.
  ///
  /// A store evaluates it once, on the first action that reaches this reducer (with the
  /// dependencies that action runs with), and runs the reducers it built for every later action.
  /// Read values that change (dependencies, clocks) in `Reduce` closures and effects, not while
  /// the body builds its reducers.
  @ReducerBuilder<State, Action>
  var body: Body { get }

  /// This reducer's work as a function in which every ``body`` on the way is evaluated once, on
  /// its first action, instead of on every action.
  ///
  /// Stores call it once, and run the function it returns serially, as they run every action:
  /// call the function from one isolation domain at a time. The function belongs to the store
  /// that kept it: its navigation operators ask that store whether it has child work in flight. Do not implement it: the default,
  /// for a reducer written with ``body`` or with ``reduce(into:action:)``, is what every reducer
  /// needs. The library's operators
  /// (`Scope`, `ifLet`, `forEach`, builder blocks, …) implement it to keep the reducers they run.
  func _keepingBodies() -> (inout State, Action) -> Effect<Action>

  /// Appends this reducer's kept form to the reducers of an enclosing builder block, so that the
  /// block runs them as one list. Do not implement it: the default appends ``_keepingBodies()``;
  /// builder blocks append their reducers, and `Scope` appends itself as a part that routes only
  /// its own case.
  func _keptParts(into parts: inout [_KeptPart<State, Action>])

  /// This reducer kept as the outermost of navigation operators applied one after another to one
  /// reducer (`Reduce { … }.ifLet(…).forEach(…)`), so that an operator applied to it joins the
  /// chain; `nil` for any other reducer. Do not implement it: the default is `nil`, and the
  /// library's navigation operators implement it.
  func _keptNavigationChain() -> _NavigationChain<State, Action>?
}

extension Reducer {
  /// A reducer that implements ``reduce(into:action:)`` runs through it.
  @inlinable
  public func _keepingBodies() -> (inout State, Action) -> Effect<Action> {
    reduce
  }

  /// Appends this reducer, kept; see ``_keptParts(into:)``.
  @inlinable
  public func _keptParts(into parts: inout [_KeptPart<State, Action>]) {
    parts.append(.always(_keepingBodies()))
  }

  /// Not a navigation operator: `nil`; see ``_keptNavigationChain()``.
  @inlinable
  public func _keptNavigationChain() -> _NavigationChain<State, Action>? {
    nil
  }
}

extension Reducer where Body == Never {
  /// A reducer that implements ``reduce(into:action:)`` has no body; do not call this property.
  @_transparent
  public var body: Body {
    fatalError(
      """
      '\(Self.self)' has no body. Its logic is in 'reduce(into:action:)', which should be called \
      instead of 'body'.
      """
    )
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs ``body``.
  ///
  /// - Parameters:
  ///   - state: The current state, mutated in place.
  ///   - action: The action to handle.
  /// - Returns: The effects returned by ``body``.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    // A store's first action through this reducer asks whether this is the `reduce` that runs
    // (see `_BodyProbe`): it is, so it claims and leaves the action to the caller, which runs it
    // through the body it keeps.
    if _BodyProbe.isWaiting(for: Self.self) {
      _BodyProbe.current.claim()
      return .none
    }
    return body.reduce(into: &state, action: action)
  }

  /// Evaluates ``body`` on the first action and keeps it for the next ones.
  @inlinable
  public func _keepingBodies() -> (inout State, Action) -> Effect<Action> {
    let cell = _KeptBodyCell<Self>()
    return { state, action in
      if let kept = cell.kept {
        // Guaranteed: the cell holds the body (`owner`), and this closure holds the cell.
        return kept._withUnsafeGuaranteedRef { $0.run(&state, action) }
      }
      if cell.runsOwnReduce { return self.reduce(into: &state, action: action) }
      let probe = _BodyProbe.current
      let outer = probe.arm(for: Self.self)
      let effect = self.reduce(into: &state, action: action)
      guard probe.disarm(restoring: outer) else {
        cell.runsOwnReduce = true
        return effect
      }
      let body = self.body._keepingBodies()
      cell.keep(body)
      return body(&state, action)
    }
  }
}

/// A reducer with the state and action of another reducer type, such as `ReducerOf<Self>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>
