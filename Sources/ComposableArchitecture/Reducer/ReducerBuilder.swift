/// A result builder that composes reducers into one, running them in the order they are listed.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(state: \.profile, action: \.profile) { Profile() }
///   Reduce { state, action in … }
///   if isLoggingEnabled { Logger() }
/// }
/// ```
@resultBuilder
public enum ReducerBuilder<State, Action> {
  /// Combines the reducers built by a `for` loop.
  @inlinable
  public static func buildArray<R: Reducer<State, Action>>(_ reducers: [R]) -> _SequenceMany<R> {
    _SequenceMany(reducers: reducers)
  }

  /// An empty builder block: a reducer that does nothing.
  @inlinable
  public static func buildBlock() -> EmptyReducer<State, Action> {
    EmptyReducer()
  }

  /// A block with a single reducer.
  @inlinable
  public static func buildBlock<R: Reducer<State, Action>>(_ reducer: consuming R) -> R {
    reducer
  }

  /// One branch of an `if`/`else` or `switch`.
  @inlinable
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    first reducer: R0
  ) -> _Conditional<R0, R1> {
    .first(reducer)
  }

  /// One branch of an `if`/`else` or `switch`.
  @inlinable
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    second reducer: R1
  ) -> _Conditional<R0, R1> {
    .second(reducer)
  }

  /// A reducer written in the builder.
  @inlinable
  public static func buildExpression<R: Reducer<State, Action>>(_ expression: consuming R) -> R {
    expression
  }

  /// An existential reducer written in the builder, erased to `Reduce`.
  @_disfavoredOverload
  @inlinable
  public static func buildExpression(
    _ expression: any Reducer<State, Action>
  ) -> Reduce<State, Action> {
    Reduce(expression)
  }

  /// The builder's result.
  @inlinable
  public static func buildFinalResult<R: Reducer<State, Action>>(_ reducer: consuming R) -> R {
    reducer
  }

  /// An `if` without an `else`: the reducer runs only when the condition holds.
  @inlinable
  public static func buildIf<R: Reducer<State, Action>>(_ wrapped: R?) -> R? {
    wrapped
  }

  /// A reducer inside `if #available`, erased so the builder's type does not depend on availability.
  @inlinable
  public static func buildLimitedAvailability<R: Reducer<State, Action>>(
    _ wrapped: R
  ) -> Reduce<State, Action> {
    Reduce(wrapped)
  }

  /// The first reducer of a block.
  @inlinable
  public static func buildPartialBlock<R: Reducer<State, Action>>(first: consuming R) -> R {
    first
  }

  /// The reducers of a block so far, followed by the next one.
  @inlinable
  public static func buildPartialBlock<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    accumulated: consuming R0, next: consuming R1
  ) -> _Sequence<R0, R1> {
    _Sequence(accumulated, next)
  }

  /// Either of two reducers, chosen by an `if`/`else` or `switch` in a builder.
  public enum _Conditional<First: Reducer<State, Action>, Second: Reducer<State, Action>>:
    Reducer
  {
    case first(First)
    case second(Second)

    /// Runs the reducer for an action.
    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch self {
      case .first(let first): first.reduce(into: &state, action: action)
      case .second(let second): second.reduce(into: &state, action: action)
      }
    }
  }

  /// Two reducers run one after the other, their effects merged.
  public struct _Sequence<R0: Reducer<State, Action>, R1: Reducer<State, Action>>: Reducer {
    @usableFromInline let r0: R0
    @usableFromInline let r1: R1

    @inlinable
    init(_ r0: consuming R0, _ r1: consuming R1) {
      self.r0 = r0
      self.r1 = r1
    }

    /// Runs the reducer for an action.
    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
      let e0 = r0.reduce(into: &state, action: action)
      let e1 = r1.reduce(into: &state, action: action)
      // Avoid building a merge for the common case of effect-free actions.
      if e0.isNone { return e1 }
      if e1.isNone { return e0 }
      return e0.merge(with: e1)
    }
  }

  /// Reducers built by a `for` loop, run in order.
  public struct _SequenceMany<Element: Reducer<State, Action>>: Reducer {
    @usableFromInline let reducers: [Element]

    @inlinable
    init(reducers: [Element]) {
      self.reducers = reducers
    }

    /// Runs the reducer for an action.
    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
      .merge(reducers.map { $0.reduce(into: &state, action: action) })
    }
  }
}

extension Optional: Reducer where Wrapped: Reducer {
  /// Runs the wrapped reducer, if any.
  ///
  /// - Parameters:
  ///   - state: The current state, mutated in place.
  ///   - action: The action to handle.
  /// - Returns: The wrapped reducer's effects, or `.none`.
  @inlinable
  public func reduce(into state: inout Wrapped.State, action: Wrapped.Action)
    -> Effect<Wrapped.Action>
  {
    switch self {
    case .some(let wrapped): wrapped.reduce(into: &state, action: action)
    case .none: .none
    }
  }
}

extension ReducerBuilder._Sequence {
  /// Runs this reducer with the reducers it runs kept; see ``Reducer/_keepingBodies()``.
  @inlinable
  public func _keepingBodies() -> (inout State, Action) -> Effect<Action> {
    // The block's reducers as one list (nested blocks included), so that a block of several
    // `Scope`s can skip those an action is not for.
    if _RoutedSequence<State, Action>.canRoute {
      var parts: [_KeptPart<State, Action>] = []
      _keptParts(into: &parts)
      if let routed = _RoutedSequence(parts) { return routed.reduce }
    }
    // Otherwise the pair runs as it always has, its reducers kept again: a closure taken out of
    // a part is called through a reabstraction thunk, which costs about 20 ns per level of a
    // deep chain of features (`Store.send, 10-deep action sent to the root store`). Keeping is
    // done once per store and creates no state, so the parts are simply dropped.
    let (first, second) = (r0._keepingBodies(), r1._keepingBodies())
    return { state, action in
      let e0 = first(&state, action)
      let e1 = second(&state, action)
      if e0.isNone { return e1 }
      if e1.isNone { return e0 }
      return e0.merge(with: e1)
    }
  }
}

extension ReducerBuilder._Sequence {
  /// Appends both reducers' parts, so that nested blocks run as one list.
  @inlinable
  public func _keptParts(into parts: inout [_KeptPart<State, Action>]) {
    r0._keptParts(into: &parts)
    r1._keptParts(into: &parts)
  }
}

extension ReducerBuilder._Conditional {
  /// Runs this reducer with the reducers it runs kept; see ``Reducer/_keepingBodies()``.
  @inlinable
  public func _keepingBodies() -> (inout State, Action) -> Effect<Action> {
    switch self {
    case .first(let first): first._keepingBodies()
    case .second(let second): second._keepingBodies()
    }
  }
}

extension ReducerBuilder._SequenceMany {
  /// Runs this reducer with the reducers it runs kept; see ``Reducer/_keepingBodies()``.
  @inlinable
  public func _keepingBodies() -> (inout State, Action) -> Effect<Action> {
    let kept = reducers.map { $0._keepingBodies() }
    return { state, action in .merge(kept.map { $0(&state, action) }) }
  }
}

extension Optional where Wrapped: Reducer {
  /// Runs this reducer with the reducers it runs kept; see ``Reducer/_keepingBodies()``.
  @inlinable
  public func _keepingBodies() -> (inout Wrapped.State, Wrapped.Action) -> Effect<Wrapped.Action> {
    switch self {
    case .some(let wrapped): wrapped._keepingBodies()
    case .none: { _, _ in .none }
    }
  }
}
