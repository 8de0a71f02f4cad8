/// The navigation operators (`ifLet`, presentation, `ifCaseLet`, `forEach`, stack) applied one
/// after another to one reducer, as a store keeps them: `Reduce { … }.ifLet(…).forEach(…)`.
///
/// Most actions that reach such a chain are none of its operators' own, and while the store has
/// no child work in flight each operator would only pass them on to its parent. The chain reads
/// the action's case once; when every operator has declined an action of that case before (see
/// ``ChildCaseCheck``), it hands the action straight to the reducer the operators were applied
/// to, at the cost of one bit test for the whole chain. Otherwise it asks each operator in turn,
/// outermost first, and runs the first one the action is for, which runs the rest of the chain
/// as its parent.
///
/// While child work is in flight, the operators outside the one the action is for (all of them,
/// for an action none of them takes) watch their child across the rest of the chain's run, if
/// their child may have some of that work (``ChildWorkMark``): the chain, asked once, begins
/// each marked one's ``_ChildWatch``, runs the rest, and ends the watches in the reverse order.
///
/// Each operator is held in an object: captured by a closure, or behind a method reference, a
/// struct of a dozen fields would be copied out for every action.
///
/// Public only for the library's inlinable code: see ``Reducer/_keptNavigationChain()``.
public final class _NavigationChain<State, Action> {
  /// One operator of the chain.
  @usableFromInline
  struct Link {
    /// Whether an action is the operator's own.
    @usableFromInline let isChildAction: (Action) -> Bool
    /// Runs the whole operator: its child for its own actions, then its parent (the rest of the
    /// chain); its parent alone, watching the child, for other actions.
    @usableFromInline let reduce: (inout State, Action) -> Effect<Action>
    /// Whether the operator's child may have work in flight.
    @usableFromInline let mark: ChildWorkMark

    @usableFromInline
    init(
      isChildAction: @escaping (Action) -> Bool,
      reduce: @escaping (inout State, Action) -> Effect<Action>,
      mark: ChildWorkMark
    ) {
      self.isChildAction = isChildAction
      self.reduce = reduce
      self.mark = mark
    }

    /// Runs the operator for its own child's action, and marks the operator when that started
    /// effects: only its child's actions start its child's work.
    @inlinable
    func reduceChildAction(into state: inout State, action: Action, epoch: Int) -> Effect<Action> {
      mark.note(reduce(&state, action), in: epoch)
    }
  }

  /// The operators, outermost first.
  @usableFromInline let links: [Link]
  /// The outermost operator's `reduce`, which runs the whole chain: for the operator's own
  /// actions while child work is in flight, and for every action of a chain run outside any
  /// store. Read from a stored property, not out of `links` (which retains it on each action).
  @usableFromInline let runAll: (inout State, Action) -> Effect<Action>
  /// The outermost operator's watch over its child: begun before the rest of the chain runs,
  /// ended after.
  @usableFromInline let watch: _ChildWatch<State, Action>
  /// The outermost operator's mark, held here for the same reason as ``runAll``.
  @usableFromInline let ownMark: ChildWorkMark
  /// The rest of the chain, inside the outermost operator: `nil` when the operator was applied
  /// to ``base`` itself.
  @usableFromInline let inner: _NavigationChain?
  /// The chains of the operators inside the outermost one, innermost last (``inner``, its
  /// ``inner``, and so on), walked on every action with child work in flight without a retain
  /// and a release: each is held by the one outside it (``inner``) for as long as that one
  /// lives, and a chain running an action is alive. What a walk reads of each is its stored
  /// properties (``watch``, ``ownMark``, ``runAll``): read out of an array of the operators,
  /// every closure was retained and released around its call, which made the walk cost more
  /// than the calls into each inner chain it replaced.
  @usableFromInline let innerChains: [Unmanaged<_NavigationChain>]
  /// The reducer the operators were applied to, kept.
  @usableFromInline let base: (inout State, Action) -> Effect<Action>
  /// Reads the action's case, when every operator's case path names one declared case.
  @usableFromInline let caseTag: EnumCaseTag<Action>?
  /// The batch of the store that kept the chain, asked whether child work is in flight; `nil`
  /// for a chain kept outside any store, which asks the batch of the store running it.
  @usableFromInline let batch: ObservationBatch?
  /// ``batch``, read on every action without a retain and a release: the chain holds the batch
  /// (``batch``) for as long as it lives, and a chain running an action is alive.
  @usableFromInline let unretainedBatch: Unmanaged<ObservationBatch>?
  /// Bit `n` set: every operator declined an action whose case tag is `n`.
  ///
  /// Unchecked: read and written only by ``indexOfOperator(for:)``, on the way of
  /// ``reduce(into:action:)``, which a store runs serially, one action at a time, and which
  /// holds no access across a call, so accesses cannot overlap.
  /// The checked access cost 8 ns per action (182 against 174 ns a send through ten `ifLet`s).
  @exclusivity(unchecked) @usableFromInline var declinedByAll: UInt64 = 0

  @usableFromInline
  init(
    link: Link, watch: _ChildWatch<State, Action>, namesDeclaredCase: Bool,
    inner: _NavigationChain?, parent: @escaping (inout State, Action) -> Effect<Action>
  ) {
    // Closures are not put in optionals on the way (`inner?.base ?? parent`): an optional holds
    // its value at the most general abstraction, so each level would wrap the closure in two
    // more conversion thunks, which every action would then run through.
    if let inner {
      self.links = [link] + inner.links
      self.base = inner.base
      self.innerChains = [Unmanaged.passUnretained(inner)] + inner.innerChains
    } else {
      self.links = [link]
      self.base = parent
      self.innerChains = []
    }
    self.runAll = link.reduce
    self.watch = watch
    self.ownMark = link.mark
    self.inner = inner
    let everyCaseDeclared = namesDeclaredCase && (inner.map { $0.caseTag != nil } ?? true)
    self.caseTag = everyCaseDeclared ? EnumCaseTag() : nil
    // The store keeping this chain: asking its batch directly spares a thread-local read (and
    // the lazy global's check) on every action.
    let batch = ObservationBatch.currentForKeeping
    self.batch = batch
    self.unretainedBatch = batch.map(Unmanaged.passUnretained)
  }

  /// Runs the chain for an action.
  @inlinable
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    // Guaranteed: this chain holds the batch (`batch`). Read from the strong reference, the
    // batch was retained and released at every chain of every action: a send through ten
    // `ifLet`s (each a chain of its own) with a child effect in flight took 1,301-1,303 ns that
    // way against 1,152-1,154 ns this way (one executable each, alternated, two rounds).
    guard let batch = unretainedBatch else {
      return reduceInCurrentStore(into: &state, action: action)
    }
    // Each closure holds one step: holding the whole run, the closure was not inlined, and each
    // action paid a call into it (about 20 instructions a chain).
    guard !batch._withUnsafeGuaranteedRef({ $0.childWorkMayBeInFlight() }) else {
      return batch._withUnsafeGuaranteedRef {
        reduceWatching(into: &state, action: action, batch: $0)
      }
    }
    guard let index = indexOfOperator(for: action) else { return base(&state, action) }
    let epoch = batch._withUnsafeGuaranteedRef { $0.childWorkEpoch }
    return links[index].reduceChildAction(into: &state, action: action, epoch: epoch)
  }

  /// Runs a chain kept outside any store, with the batch of the store running it; outside any
  /// store (a reducer called directly), every operator watches its child.
  @usableFromInline
  func reduceInCurrentStore(into state: inout State, action: Action) -> Effect<Action> {
    guard let batch = ObservationBatch.currentForKeeping else { return runAll(&state, action) }
    return reduce(into: &state, action: action, batch: batch)
  }

  /// Runs the chain for an action, in the store whose batch is `batch`.
  @inlinable @inline(__always)
  func reduce(
    into state: inout State, action: Action, batch: ObservationBatch
  ) -> Effect<Action> {
    guard !batch.childWorkMayBeInFlight() else {
      return reduceWatching(into: &state, action: action, batch: batch)
    }
    guard let index = indexOfOperator(for: action) else { return base(&state, action) }
    return links[index].reduceChildAction(into: &state, action: action, epoch: batch.childWorkEpoch)
  }

  /// The position of the operator whose child's action `action` is (outermost first), or `nil`
  /// when it is none of theirs.
  @inlinable @inline(__always)
  func indexOfOperator(for action: Action) -> Int? {
    // Tags past 63 have no bit: such actions are always asked of every operator.
    let bit = caseTag?.bit(action) ?? 0
    #if !DEBUG
      // Debug builds ask every operator anyway, so that each checks that its case path declines
      // what it declined before.
      if declinedByAll & bit != 0 { return nil }
    #endif
    for index in links.indices where links[index].isChildAction(action) { return index }
    declinedByAll |= bit
    return nil
  }

  /// Runs the chain while the store has child work in flight: each operator outside the one the
  /// action is for (every operator, for an action that is none of theirs) watches its child if
  /// its child may have work, and the operator the action is for runs in full.
  @inlinable @inline(__always)
  func reduceWatching(
    into state: inout State, action: Action, batch: ObservationBatch
  ) -> Effect<Action> {
    let epoch = batch.childWorkEpoch
    let everyChild = batch.everyChildMayHaveWork
    return reduce(
      into: &state, action: action, operatorAt: indexOfOperator(for: action), epoch: epoch,
      everyChild: everyChild)
  }

  /// Runs an action of the operator at `index` (`nil`: none of the chain's operators takes it),
  /// each marked operator outside it watching its child across the rest of the chain: their
  /// watches begin outermost first, the operator (or the reducer they were applied to) runs, and
  /// they end innermost first, each cancellation merged after the effects of what it watched.
  ///
  /// One loop over the operators, not a call into each inner chain: walked level by level, each
  /// level's frame (its arguments, the closure for the rest, the unretained inner chain) cost
  /// about 60 instructions an operator, a quarter of a watch.
  @inlinable
  func reduce(
    into state: inout State, action: Action, operatorAt index: Int?, epoch: Int,
    everyChild: Bool
  ) -> Effect<Action> {
    let outside = index ?? links.count
    for position in 0..<outside {
      withChain(at: position) { $0.beginWatch(&state, epoch: epoch, everyChild: everyChild) }
    }
    var effects =
      if let index {
        withChain(at: index) {
          $0.runOwnAction(&state, action, epoch: epoch, everyChild: everyChild)
        }
      } else {
        base(&state, action)
      }
    // Every watch that began is marked in `epoch` (it does not move on within an action). One
    // marked only by the run (sharing its mark with the operator that took the action) began
    // nothing, kept nothing, and ends at once.
    for position in (0..<outside).reversed() {
      withChain(at: position) { $0.endWatch(&state, &effects, epoch: epoch) }
    }
    return effects
  }

  /// Begins the outermost operator's watch if it watches in `epoch`.
  @inlinable @inline(__always)
  func beginWatch(_ state: inout State, epoch: Int, everyChild: Bool) {
    guard ownMark.isWatching(epoch: epoch, everyChild: everyChild) else { return }
    watch.begin(&state)
  }

  /// Ends the outermost operator's watch if it began one in `epoch`.
  @inlinable @inline(__always)
  func endWatch(_ state: inout State, _ effects: inout Effect<Action>, epoch: Int) {
    guard ownMark.epoch == epoch else { return }
    watch.end(&state, &effects)
  }

  /// Runs the outermost operator for its own child's action: its run watches its child itself,
  /// and, unless it was watching already, it is marked if the action started effects.
  @inlinable @inline(__always)
  func runOwnAction(
    _ state: inout State, _ action: Action, epoch: Int, everyChild: Bool
  ) -> Effect<Action> {
    guard ownMark.isWatching(epoch: epoch, everyChild: everyChild) else {
      return ownMark.note(runAll(&state, action), in: epoch)
    }
    return runAll(&state, action)
  }

  /// Runs `body` with the chain of the operator at `position`: this one, or one inside it
  /// (``innerChains``), unretained.
  @inlinable @inline(__always)
  func withChain<Result>(
    at position: Int, _ body: (_NavigationChain) -> Result
  ) -> Result {
    let chain = position == 0 ? Unmanaged.passUnretained(self) : innerChains[position - 1]
    return chain._withUnsafeGuaranteedRef(body)
  }

  /// Keeps a navigation operator applied to `parent`: joins the chain `parent` keeps, when it is
  /// itself a navigation operator, or starts one.
  ///
  /// - Parameters:
  ///   - parent: The reducer the operator was applied to.
  ///   - toChildAction: The operator's case path to its actions.
  ///   - navigationPath: The path of the navigation identity the operator gives its child's
  ///     work: operators on the same path share a mark (``ChildWorkMark``).
  ///   - operator: The operator with its parent replaced by the given kept one (and its child
  ///     kept).
  @inlinable
  static func keeping<Parent: Reducer, Operator: Reducer, ChildAction>(
    _ parent: Parent, toChildAction: CachedCasePath<Action, ChildAction>,
    navigationPath: AnyKeyPath,
    operator: (_ keptParent: @escaping (inout State, Action) -> Effect<Action>) -> Operator
  ) -> _NavigationChain
  where
    Parent.State == State, Parent.Action == Action, Operator: _NavigationOperator,
    Operator.State == State, Operator.Action == Action
  {
    let inner = parent._keptNavigationChain()
    let keptParent: (inout State, Action) -> Effect<Action>
    if let inner {
      keptParent = { inner.reduce(into: &$0, action: $1) }
    } else {
      keptParent = parent._keepingBodies()
    }
    let kept = `operator`(keptParent)
    let held = Held(kept)
    let check = ChildCaseCheck(toChildAction)
    return _NavigationChain(
      link: Link(
        isChildAction: { check.isChildAction($0) },
        reduce: { held.value.reduce(into: &$0, action: $1) },
        mark: ChildWorkMark.forOperatorKeptNow(on: navigationPath)
      ),
      watch: kept._childWatch(), namesDeclaredCase: check.caseTag != nil, inner: inner,
      parent: keptParent
    )
  }
}

/// A navigation operator (`ifLet`, presentation, `ifCaseLet`, `forEach`, stack), which a store
/// keeps as part of a ``_NavigationChain``. Public only for the library's inlinable code.
public protocol _NavigationOperator: Reducer {
  /// This operator, kept in the chain of the navigation operators it was applied to.
  func _keptChain() -> _NavigationChain<State, Action>

  /// This operator's watch over its child (or its elements), which a store that keeps it begins
  /// before the operator's parent runs and ends after, for the actions that are not the child's
  /// while the child may have work in flight (see ``_NavigationChain``).
  func _childWatch() -> _ChildWatch<State, Action>
}

extension _NavigationOperator {
  /// Runs this operator with the reducers it runs kept; see ``Reducer/_keepingBodies()``.
  @inlinable
  public func _keepingBodies() -> (inout State, Action) -> Effect<Action> {
    let chain = _keptChain()
    return { chain.reduce(into: &$0, action: $1) }
  }

  /// This operator, kept in the chain of the navigation operators it was applied to; see
  /// ``Reducer/_keptNavigationChain()``.
  @inlinable
  public func _keptNavigationChain() -> _NavigationChain<State, Action>? {
    _keptChain()
  }
}
