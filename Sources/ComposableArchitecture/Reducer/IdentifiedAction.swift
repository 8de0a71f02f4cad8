/// The action of one element of a collection of child features, identified by the element's id.
///
/// Use it as the parent's action for a collection handled by
/// ``Reducer/forEach(_:action:element:fileID:filePath:line:column:)``:
///
/// ```swift
/// enum Action {
///   case rows(IdentifiedActionOf<Row>)
/// }
/// // …
/// store.send(.rows(.element(id: row.id, action: .toggle)))
/// ```
@CasePathable
public enum IdentifiedAction<ID: Hashable & Sendable, Action>: CasePathable {
  /// An action sent to the element with the given id.
  case element(id: ID, action: Action)
}

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where Action: Sendable {}

extension IdentifiedAction.AllCasePaths {
  /// A case key path to the action of the element with the given id, as in `\.rows[id: 1]`.
  ///
  /// - Parameter id: The element's id.
  public subscript(id id: ID) -> AnyCasePath<IdentifiedAction, Action> {
    AnyCasePath(
      embed: { .element(id: id, action: $0) },
      extract: {
        guard case .element(id, let action) = $0 else { return nil }
        return action
      }
    )
  }
}

/// The ``IdentifiedAction`` of the elements of a reducer whose state is `Identifiable`.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable
