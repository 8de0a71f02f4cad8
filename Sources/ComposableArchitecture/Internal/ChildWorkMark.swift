/// Whether a navigation operator's child may have work in flight: the operator is marked with
/// the store's child-work epoch (``ObservationBatch/childWorkEpoch``) when its child's action
/// starts effects. The epoch moves on when the store is found with no child work at all, which
/// clears every mark at once: an operator whose mark is older has no child work to watch.
///
/// Operators on the same child state share one mark, as their children's work shares one
/// navigation identity: whichever's parent closes the child cancels it.
///
/// Conservative: a mark stays until the store's child work has all ended, even when the
/// operator's own child finished earlier, and effects the operator's parent started with its
/// child's action count too. Work that no operator started (registered by a task a child's
/// effect left behind) makes every operator watch (``ObservationBatch/everyChildMayHaveWork``).
@usableFromInline
final class ChildWorkMark {
  /// The epoch the operators sharing this mark were last marked in; `-1` before any, ``unknown``
  /// when the first of them was kept while the store may have had child work in flight already.
  ///
  /// Unchecked: read and written only by a chain's `reduce`, which its store runs serially, one
  /// action at a time, with no access held across a call. The checked access, read at each level
  /// of a chain, cost about 20 ns an operator (ten sibling `ifLet`s with one child's work in
  /// flight: 740-749 ns checked against 524-556 ns).
  @exclusivity(unchecked) @usableFromInline var epoch: Int

  /// The mark of operators first kept while their store may have had child work in flight: they
  /// watch their child from the first action with child work in flight until the epoch moves on.
  @inlinable static var unknown: Int { Int.min }

  @usableFromInline
  init(epoch: Int) {
    self.epoch = epoch
  }

  /// Whether the operators sharing this mark watch their child in `epoch`: when marked in it,
  /// and when first kept while child work may have been in flight, or while the store has work
  /// that no operator started (both watch until the store has no child work, and are marked in
  /// `epoch` now).
  @inlinable @inline(__always)
  func isWatching(epoch: Int, everyChild: Bool) -> Bool {
    if self.epoch == epoch { return true }
    guard self.epoch == ChildWorkMark.unknown || everyChild else { return false }
    self.epoch = epoch
    return true
  }

  /// Marks the operator in `epoch` when `effect`, what it returned for its child's action,
  /// starts work; returns the effect.
  @inlinable
  func note<Action>(_ effect: Effect<Action>, in epoch: Int) -> Effect<Action> {
    if !effect.isNone { self.epoch = epoch }
    return effect
  }

  /// The mark of an operator kept now, on the child state at `path` (the path of the
  /// navigation identity it gives its child's work): the one every operator on that state in
  /// the keeping store shares. Outside any store nothing is known, and the operator watches
  /// whenever its store has child work.
  @usableFromInline
  static func forOperatorKeptNow(on path: AnyKeyPath) -> ChildWorkMark {
    guard let batch = ObservationBatch.currentForKeeping else {
      return ChildWorkMark(epoch: unknown)
    }
    return batch.childWorkMark(for: path)
  }
}
