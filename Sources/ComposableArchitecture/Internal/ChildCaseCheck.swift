import IssueReporting

/// Whether an action is a navigation operator's own (its child's): asked of every action that
/// passes the operator, most of which are not.
///
/// When the operator's case path names one declared case (``CachedCasePath/namesDeclaredCase``),
/// whether it extracts depends only on the action's case. So once an action of some case has
/// been declined, its case tag (``EnumCaseTag``) declines every later action of that case with a
/// bit test, where the case path would run its extraction closures. Other actions, and every
/// action for other case paths (composed, computed) or where tags cannot be read, extract.
///
/// Debug builds extract anyway, and report a case path that breaks the rule above.
@usableFromInline
final class ChildCaseCheck<Action, ChildAction> {
  @usableFromInline let casePath: CachedCasePath<Action, ChildAction>
  @usableFromInline let caseTag: EnumCaseTag<Action>?
  /// Bit `n` set: an action whose tag is `n` was declined.
  ///
  /// Read and written only by ``isChildAction(_:)``, which a store runs serially, one action at a
  /// time, on its kept operator.
  @exclusivity(unchecked) @usableFromInline var declined: UInt64 = 0

  @usableFromInline
  init(_ casePath: CachedCasePath<Action, ChildAction>) {
    self.casePath = casePath
    self.caseTag = casePath.namesDeclaredCase ? EnumCaseTag() : nil
  }

  /// Whether `action` is of the child's case.
  @inlinable
  func isChildAction(_ action: Action) -> Bool {
    guard let caseTag else { return casePath.extract(from: action) != nil }
    // Tags past 63 have no bit: such actions always extract.
    let bit = caseTag.bit(action)
    let skips = declined & bit != 0
    #if !DEBUG
      if skips { return false }
    #endif
    guard casePath.extract(from: action) == nil else {
      if skips {
        declined &= ~bit
        reportWrongCase(action)
      }
      return true
    }
    declined |= bit
    return false
  }

  @usableFromInline
  func reportWrongCase(_ action: Action) {
    reportIssue(Message.navigationActionOfDeclinedCase(action))
  }
}
