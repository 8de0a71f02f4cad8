/// Runs the parent of a navigation operator (`ifLet`, presentation, `ifCaseLet`, stack) for an
/// action that is not the child's, and returns the effect that ends the child's work if the
/// parent dismissed or replaced it.
///
/// Nothing is watched while the store has no child work in flight: a child that goes away then has
/// nothing to cancel. Otherwise the child's identity matters only if the parent changed the
/// child's state, and state the parent left alone has the same bits: the common case costs a
/// copy and a comparison, and computes no identity.
///
/// - Parameters:
///   - parent: The operator's parent reducer.
///   - state: The parent's state.
///   - action: An action that is not the child's.
///   - watched: Reads the child's state (or the storage holding it): for a tracked property of
///     `@ObservableState`, its storage, without the tracking getter.
///   - child: The child's state in that storage, if present.
///   - cancellation: The effect that ends the work of the child that was there, given what is
///     there now; `nil` when it is the same child.
@inlinable
func runParent<Parent: Reducer, Storage, Child>(
  _ parent: Parent, into state: inout Parent.State, action: Parent.Action,
  watching watched: (inout Parent.State) -> Storage, child: (Storage) -> Child?,
  cancellation: (_ before: Child, _ after: Storage) -> Effect<Parent.Action>?
) -> Effect<Parent.Action> {
  guard ObservationBatch.childWorkMayBeInFlight() else {
    return parent.reduce(into: &state, action: action)
  }
  let before = watched(&state)
  let parentEffects = parent.reduce(into: &state, action: action)
  guard let childBefore = child(before) else { return parentEffects }
  let after = watched(&state)
  guard !isIdentical(before, after), let cancellation = cancellation(childBefore, after)
  else { return parentEffects }
  return parentEffects.merge(with: cancellation)
}
