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
@CasePathable
public enum PresentationAction<Action> {
  /// Dismisses the presented feature.
  case dismiss
  /// An action of the presented feature.
  indirect case presented(Action)
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
extension PresentationAction: Decodable where Action: Decodable {}
extension PresentationAction: Encodable where Action: Encodable {}
