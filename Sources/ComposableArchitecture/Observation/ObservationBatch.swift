/// The changes to observable state made while a store applies its actions, told to observers
/// once the actions are applied.
///
/// Observation calls its observers synchronously, before a property changes. Inside a reducer that
/// would let an observer read the store in the middle of an action (a half-applied state), and
/// reading the store while its reducer holds its state `inout` overlaps two accesses. So while a
/// store dispatches, the changes its reducer makes (to `@ObservableState` properties and to
/// `@Shared` values) are collected here, on the dispatching thread, and each is told to its
/// registrar after the last buffered action, in the order they happened.
///
/// Changes made outside a dispatch, or on another thread, notify at once, as Observation does.
///
/// Being the one thing reducers on this thread can reach of the store that runs them, the batch
/// also answers, for navigation operators, whether that store has work of child features in
/// flight (``childWorkMayBeInFlight()``).
@usableFromInline
final class ObservationBatch {
  // The batch is used only on the thread its store dispatches on, one access at a time: each
  // access to these three is a short leaf operation (an append, a swap, a read or write of a
  // flag) that calls out to nothing, and the notifications run after `notifying` is read. No two
  // accesses can overlap, so the runtime check, paid on every observable mutation, is left out.
  @exclusivity(unchecked) private var pending: [() -> Void] = []
  /// The notifications being told, by ``end(restoring:)``; empty otherwise.
  @exclusivity(unchecked) private var notifying: [() -> Void] = []
  /// ``childWorkMayBeInFlight()``'s answer, until effects start or the batch begins again.
  @exclusivity(unchecked) @usableFromInline var knownChildWork: Bool?
  /// The dispatching store's in-flight work.
  private let registry: CancellationRegistry
  /// Counts the times the store was found with no child work after having some: navigation
  /// operators marked in an earlier epoch have no child work (``ChildWorkMark``).
  ///
  /// Unchecked, as the other fields read on every action: written only by ``askRegistry()`` and
  /// read by a chain's `reduce`, on the dispatching thread, one access at a time. Checked, with
  /// the operators' marks, it cost about 20 ns an operator (see ``ChildWorkMark/epoch``).
  @exclusivity(unchecked) @usableFromInline private(set) var childWorkEpoch = 0
  /// The registry's last answer, to see it change from some child work to none.
  private var hadChildWork = false
  /// Whether child work was registered that no navigation operator started (a task left behind
  /// by a child's effect, in `withTaskCancellation`): then every operator watches its child, as
  /// it cannot know which child has work, until the store has no child work again.
  /// Unchecked for the same reason as ``childWorkEpoch``, which it is read with.
  @exclusivity(unchecked) @usableFromInline private(set) var everyChildMayHaveWork = false
  /// The marks of the store's navigation operators, one per path to child state: operators on
  /// the same child state give its work the same navigation identity, so each cancels what the
  /// others started, and must watch when any of them started work.
  private var childWorkMarks: [AnyKeyPath: ChildWorkMark] = [:]

  nonisolated init(registry: CancellationRegistry) {
    self.registry = registry
  }

  /// Whether the store dispatching on this thread may have work of a child feature in flight
  /// (an effect, or a throttle's window, under a navigation path). When it has none, an operator
  /// whose parent dismisses or replaces a child has nothing to cancel, and need not watch the
  /// child's state. `true` when no store is dispatching here (a reducer called directly) or the
  /// answer is not known: the safe answer.
  ///
  /// Effects start only between actions (``effectsStarted()``), so the answer holds for the rest
  /// of an action once asked; work registered by another thread meanwhile is concurrent with the
  /// action, and may as well have been registered after it.
  @usableFromInline
  static func childWorkMayBeInFlight() -> Bool {
    threadCurrent.withObject { $0.childWorkMayBeInFlight() } ?? true
  }

  /// The batch of the store whose reducer is being kept or run on this thread, for an operator
  /// that keeps it at keep time and then asks ``childWorkMayBeInFlight()`` without a thread-local
  /// read: a store keeps its reducer's bodies, and evaluates the lazily kept ones, only while its
  /// own batch is current. `nil` when no store is keeping or dispatching here.
  @usableFromInline
  static var currentForKeeping: ObservationBatch? {
    threadCurrent.object
  }

  /// Whether this batch's store may have work of a child feature in flight; see the static
  /// ``childWorkMayBeInFlight()``. The answer concerns this batch's store whether or not it is
  /// dispatching: the cached answer is dropped when effects start and when a dispatch begins.
  @inlinable
  func childWorkMayBeInFlight() -> Bool {
    if let knownChildWork { return knownChildWork }
    return askRegistry()
  }

  /// Asks the registry, and keeps the answer until effects start or the batch begins again.
  @usableFromInline
  func askRegistry() -> Bool {
    let (answer, outsideEffects) = registry.childWork
    if hadChildWork, !answer { childWorkEpoch &+= 1 }
    hadChildWork = answer
    everyChildMayHaveWork = outsideEffects
    knownChildWork = answer
    return answer
  }

  /// The mark of the store's operators on the child state at `path`, made the first time an
  /// operator on it is kept: unmarked when the store has no child work in flight (no operator
  /// on it can have started any yet), unknown otherwise (see ``ChildWorkMark/unknown``).
  func childWorkMark(for path: AnyKeyPath) -> ChildWorkMark {
    if let mark = childWorkMarks[path] { return mark }
    let mark = ChildWorkMark(epoch: childWorkMayBeInFlight() ? ChildWorkMark.unknown : -1)
    childWorkMarks[path] = mark
    return mark
  }

  /// The dispatching store started effects: child work may be in flight now.
  func effectsStarted() {
    knownChildWork = nil
  }

  /// Whether a store is dispatching on this thread: a check that retains no batch.
  @usableFromInline
  static var isCollecting: Bool {
    threadCurrent.hasObject
  }

  // The store that began the batch keeps it alive, and puts back the previous one with
  // `end(restoring:)` before it returns.
  private static let threadCurrent = ThreadLocalCurrent<ObservationBatch>()

  /// A change to tell its observers about when the batch ends.
  @usableFromInline
  func append(_ notify: @escaping () -> Void) {
    pending.append(notify)
  }

  /// A change to tell its observers about when this thread's current batch ends; dropped when
  /// no store is dispatching here (check ``isCollecting`` first).
  @usableFromInline
  static func appendToCurrent(_ notify: @escaping () -> Void) {
    threadCurrent.withObject { $0.append(notify) }
  }

  /// Makes this the current batch on this thread; returns the batch it replaces.
  func begin() -> ObservationBatch? {
    knownChildWork = nil
    return Self.threadCurrent.replace(with: self)
  }

  /// Restores the previous batch, then notifies the observers of every collected change. An
  /// observer that sends to a store starts a batch of that store's own.
  func end(restoring previous: ObservationBatch?) {
    _ = Self.threadCurrent.replace(with: previous)
    guard !pending.isEmpty else { return }
    // The notifications are taken out before any runs (an observer may change observable state
    // again, which collects into a batch of its own or notifies at once), into a buffer kept
    // between batches: taking them out by copy would make `removeAll` allocate anew each time.
    swap(&pending, &notifying)
    for notify in notifying {
      notify()
    }
    notifying.removeAll(keepingCapacity: true)
  }
}

extension TrackedRegistrar {
  /// Before `keyPath` of `subject` changes: tells observers at once, or, while a store
  /// dispatches on this thread, once it has applied its actions.
  @inlinable
  func _$willSet<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    guard ObservationBatch.isCollecting else {
      willSet(subject, keyPath: keyPath)
      return
    }
    // A reference (a `@Shared` value's box) costs nothing to keep, and its changes may be
    // watched from other threads: it is always kept, as observers registered before the batch
    // ends are told of the change.
    if isObserved || Subject.self is AnyObject.Type {
      ObservationBatch.appendToCurrent {
        self.willSet(subject, keyPath: keyPath)
        self.didSet(subject, keyPath: keyPath)
      }
    } else if hasTrackings {
      // Observation's registrar has no observer to tell: the change is kept without the value
      // it belongs to, which for the state of a whole feature is a copy of every reference in
      // it, retained until the batch ends.
      ObservationBatch.appendToCurrent { self.trackingsWillSee(keyPath) }
    }
  }

  /// After `keyPath` of `subject` changed; the pair of ``_$willSet(_:keyPath:)``.
  @inlinable
  func _$didSet<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    guard !ObservationBatch.isCollecting else { return }
    didSet(subject, keyPath: keyPath)
  }
}
