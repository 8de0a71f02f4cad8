/// The actions of a navigation stack, as its parent sees them.
///
/// ```swift
/// enum Action {
///   case path(StackActionOf<Path>)
/// }
/// ```
///
/// Case key paths reach an element's actions by id: `\.path[id: 0].detail.saveButtonTapped`.
public enum StackAction<State, Action> {
  /// An action of the element with `id`.
  indirect case element(id: StackElementID, action: Action)
  /// Pops the element with `id` and every element above it.
  case popFrom(id: StackElementID)
  /// Pushes `state` with `id`, as a navigation link does.
  indirect case push(id: StackElementID, state: State)
}

/// A convenience for the stack actions of a reducer's state and action.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>

extension StackAction: CasePathable {
  /// The case paths of a stack action; see `CasePathable`.
  public struct AllCasePaths: Sendable {
    /// The `.element(id:action:)` case.
    public var element: AnyCasePath<StackAction, (id: StackElementID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: {
          guard case .element(let id, let action) = $0 else { return nil }
          return (id, action)
        }
      )
    }

    /// The `.popFrom(id:)` case.
    public var popFrom: AnyCasePath<StackAction, StackElementID> {
      AnyCasePath(
        embed: { .popFrom(id: $0) },
        extract: {
          guard case .popFrom(let id) = $0 else { return nil }
          return id
        }
      )
    }

    /// The `.push(id:state:)` case.
    public var push: AnyCasePath<StackAction, (id: StackElementID, state: State)> {
      AnyCasePath(
        embed: { .push(id: $0.id, state: $0.state) },
        extract: {
          guard case .push(let id, let state) = $0 else { return nil }
          return (id, state)
        }
      )
    }

    /// The actions of the element with `id`.
    ///
    /// - Parameter id: An element's id.
    public subscript(id id: StackElementID) -> AnyCasePath<StackAction, Action> {
      AnyCasePath(
        embed: { .element(id: id, action: $0) },
        extract: {
          guard case .element(id, let action) = $0 else { return nil }
          return action
        }
      )
    }
  }

  /// The case paths of a stack action.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}
