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
  @ReducerBuilder<State, Action>
  var body: Body { get }
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
    body.reduce(into: &state, action: action)
  }
}

/// A reducer with the state and action of another reducer type, such as `ReducerOf<Self>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>
