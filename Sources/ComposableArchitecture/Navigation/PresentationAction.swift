/// The actions of a presented child feature, as its parent sees them.
///
/// ```swift
/// enum Action {
///   case destination(PresentationAction<Destination.Action>)
/// }
/// ```
///
/// The parent's ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)`` runs the
/// child for `.presented`, and for `.dismiss` clears the presented state (after the parent's own
/// reducer has seen it) and cancels the child's effects. The child sends `.dismiss` itself with
/// `@Dependency(\.dismiss)`.
///
/// Case key paths can skip `.presented`: `\.destination.editor` names
/// `\.destination.presented.editor`, in `receive`, `send` and `scope`. Where a presentation
/// action is wanted instead, the same spelling names the case kept in one, `.dismiss` passing
/// through: `$store.scope(state: \.destination?.alert, action: \.destination.alert)`.
public enum PresentationAction<Action> {
  /// Dismisses the presented feature.
  case dismiss
  /// An action of the presented feature.
  indirect case presented(Action)
}

extension PresentationAction: CasePathable {
  /// The case paths of a presentation action; see `CasePathable`.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The `.dismiss` case.
    public var dismiss: AnyCasePath<PresentationAction, Void> {
      AnyCasePath(
        embed: { .dismiss },
        extract: {
          guard case .dismiss = $0 else { return nil }
          return ()
        }
      )
    }

    /// The `.presented` case.
    public var presented: AnyCasePath<PresentationAction, Action> {
      AnyCasePath(
        embed: { .presented($0) },
        extract: {
          guard case .presented(let action) = $0 else { return nil }
          return action
        }
      )
    }

    /// A case of the presented action, reached through `.presented`.
    ///
    /// - Parameter keyPath: A case of the presented feature's action.
    public subscript<Child>(
      dynamicMember keyPath: KeyPath<Action.AllCasePaths, AnyCasePath<Action, Child>>
    ) -> AnyCasePath<PresentationAction, Child> where Action: CasePathable {
      appending(presented, Action.allCasePaths[keyPath: keyPath])
    }

    /// A case of the presented action, kept in a presentation action: `.dismiss` passes through
    /// as itself, and `.presented` holds the case's action.
    ///
    /// This is what lets a destination's case be presented on its own, where a view needs a
    /// presentation action:
    ///
    /// ```swift
    /// .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
    /// ```
    ///
    /// - Parameter keyPath: A case of the presented feature's action.
    @_disfavoredOverload
    public subscript<Child>(
      dynamicMember keyPath: KeyPath<Action.AllCasePaths, AnyCasePath<Action, Child>>
    ) -> AnyCasePath<PresentationAction, PresentationAction<Child>> where Action: CasePathable {
      keepingDismissal(Action.allCasePaths[keyPath: keyPath])
    }
  }

  /// The case paths of a presentation action.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
extension PresentationAction: Decodable where Action: Decodable {}
extension PresentationAction: Encodable where Action: Encodable {}

/// The case path of a presented action's case, kept in a presentation action: `.dismiss` passes
/// through as itself.
func keepingDismissal<Action, Child>(
  _ child: AnyCasePath<Action, Child>
) -> AnyCasePath<PresentationAction<Action>, PresentationAction<Child>> {
  AnyCasePath(
    embed: { action in
      switch action {
      case .dismiss: .dismiss
      case .presented(let action): .presented(child.embed(action))
      }
    },
    extract: { action in
      switch action {
      case .dismiss: .dismiss
      case .presented(let action): child.extract(from: action).map { .presented($0) }
      }
    }
  )
}

/// The case path through `outer` then `inner`.
func appending<Root, Middle, Value>(
  _ outer: AnyCasePath<Root, Middle>, _ inner: AnyCasePath<Middle, Value>
) -> AnyCasePath<Root, Value> {
  AnyCasePath(
    embed: { outer.embed(inner.embed($0)) },
    extract: { outer.extract(from: $0).flatMap(inner.extract(from:)) }
  )
}
