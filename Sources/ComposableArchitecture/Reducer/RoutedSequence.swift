import IssueReporting

/// One reducer of a kept builder block (see ``Reducer/_keptParts(into:)``). Not API: made and
/// read only by the library's reducers.
public enum _KeptPart<State, Action> {
  /// A reducer that runs on every action.
  case always((inout State, Action) -> Effect<Action>)
  /// A reducer that runs only on the actions of one declared case of `Action` (a `Scope`):
  /// `nil` for an action of another case, having done nothing.
  case routed((inout State, Action) -> Effect<Action>?)
}

/// Runs a kept builder block that holds several `Scope`s, skipping each `Scope` on the actions of
/// a case it has declined before.
///
/// An action that a `Scope` does not route used to cost a call into the `Scope` and a run of its
/// case path's extraction closure, at every `Scope` of the block. Here the block reads the
/// action's case tag once (``EnumCaseTag``), and each `Scope` that has declined an action of that
/// case is passed over with a bit test. This is exact because such a `Scope`'s case path names one
/// declared case (``CachedCasePath/namesDeclaredCase``): whether it extracts depends only on the
/// action's case, and every action of one case has the same tag.
///
/// Reducers run in the block's order and effects merge in that order, as in the block itself.
@usableFromInline
final class _RoutedSequence<State, Action> {
  @usableFromInline let caseTag: EnumCaseTag<Action>
  @usableFromInline let parts: [_KeptPart<State, Action>]
  /// For each part, bit `n` set: the part declined an action whose tag is `n`.
  ///
  /// Read and written only by `reduce`, which a store runs serially, one action at a time, and
  /// never re-entered for the same block (as a kept body's captured state).
  @exclusivity(unchecked) @usableFromInline var declined: [UInt64]

  /// Whether blocks over `Action` can be routed at all: on Linux, for enum actions.
  @usableFromInline
  static var canRoute: Bool { EnumCaseTag<Action>() != nil }

  /// A runner for `parts`, or `nil` when routing cannot pay: fewer than two routed parts, or
  /// actions whose tags cannot be read.
  @usableFromInline
  init?(_ parts: [_KeptPart<State, Action>]) {
    let routedCount = parts.count { if case .routed = $0 { true } else { false } }
    guard routedCount >= 2, let caseTag = EnumCaseTag<Action>() else { return nil }
    self.caseTag = caseTag
    self.parts = parts
    self.declined = Array(repeating: 0, count: parts.count)
  }

  @inlinable
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    // Tags past 63 have no bit: such actions try every part.
    let bit = caseTag.bit(action)
    var effect = Effect<Action>.none
    for index in parts.indices {
      // Only routed parts ever decline; tested first, so that a part passed over is not copied.
      // Debug builds run the part anyway, to report a case path that broke the rule above.
      let skips = declined[index] & bit != 0
      #if !DEBUG
        if skips { continue }
      #endif
      let next: Effect<Action>
      switch parts[index] {
      case .always(let run):
        next = run(&state, action)
      case .routed(let route):
        guard let routed = route(&state, action) else {
          declined[index] |= bit
          continue
        }
        if skips {
          declined[index] &= ~bit
          reportMisrouting(action)
        }
        next = routed
      }
      if next.isNone { continue }
      effect = effect.isNone ? next : effect.merge(with: next)
    }
    return effect
  }

  @usableFromInline
  func reportMisrouting(_ action: Action) {
    reportIssue(Message.scopeActionOfDeclinedCase(action))
  }
}
