/// Whether a navigation operator's child may have work in flight: the operator is marked with
/// the store's child-work epoch (``ObservationBatch/childWorkEpoch``) when its child's action
/// starts effects. The epoch moves on when the store is found with no child work at all, which
/// clears every mark at once: an operator whose mark is older has no child work to watch.
///
/// Conservative: a mark stays until the store's child work has all ended, even when the
/// operator's own child finished earlier, and effects the operator's parent started with its
/// child's action count too.
@usableFromInline
final class ChildWorkMark {
  /// The epoch the operator was marked in; `-1` before any.
  ///
  /// Unchecked: read and written only by a chain's `reduce`, which its store runs serially, one
  /// action at a time, with no access held across a call.
  @exclusivity(unchecked) @usableFromInline var epoch = -1

  @usableFromInline
  init() {}
}
