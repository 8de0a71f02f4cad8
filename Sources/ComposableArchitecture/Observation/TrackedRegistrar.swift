import Foundation

#if !canImport(Darwin)
  import Synchronization
#endif

/// The registrar of the library's observable values (stores, `@ObservableState`, `@Shared`):
/// Observation's registrar, which `withObservationTracking` sees, and the trackings of
/// ``ReadTracking``, which can be cancelled.
///
/// A read registers with one of them: with the ``ReadTracking`` current on the thread if there is
/// one, with Observation's registrar otherwise. A change tells both.
@usableFromInline
package final class TrackedRegistrar: @unchecked Sendable {
  // `@unchecked Sendable`: `trackings` is read and written only under `ReadTracking.lock`;
  // `hasTrackings` mirrors whether it is empty, written under that lock and read without it
  // (atomically where the platform has `Atomic`, under the lock otherwise). The checked design,
  // a `LockedValue` per registrar, was set aside: every `@ObservableState` value has a
  // registrar, so 10,000 rows would make 10,000 locks, and a tracking changes several registrars
  // at once, which their own locks would have to take in some order.
  @usableFromInline
  let registrar = ObservationRegistrar()

  private var trackings: [ObjectIdentifier: Weak] = [:]

  private struct Weak {
    weak var tracking: ReadTracking?
  }

  #if canImport(Darwin)
    // `Atomic` needs macOS 15 and its peers; the lock is taken on each change instead.
    private var hasTrackingsLocked = false
    private var isObservedLocked = false
    @usableFromInline
    var hasTrackings: Bool {
      ReadTracking.lock.lock()
      defer { ReadTracking.lock.unlock() }
      return hasTrackingsLocked
    }
    private func setHasTrackingsLocked(_ value: Bool) {
      hasTrackingsLocked = value
    }
    @usableFromInline
    var isObserved: Bool {
      ReadTracking.lock.lock()
      defer { ReadTracking.lock.unlock() }
      return isObservedLocked
    }
    @usableFromInline
    func markObserved() {
      ReadTracking.lock.lock()
      defer { ReadTracking.lock.unlock() }
      isObservedLocked = true
    }
  #else
    private let hasTrackingsFlag = Atomic<Bool>(false)
    private let isObservedFlag = Atomic<Bool>(false)
    /// Whether a ``ReadTracking`` watches this value: a change then looks for it. Read on every
    /// change, so without a lock.
    @usableFromInline
    var hasTrackings: Bool {
      hasTrackingsFlag.load(ordering: .acquiring)
    }
    private func setHasTrackingsLocked(_ value: Bool) {
      hasTrackingsFlag.store(value, ordering: .releasing)
    }
    /// Whether a read ever registered with Observation's registrar: until one does, it has no
    /// observer to tell of a change. Never cleared: telling a registrar whose observers have all
    /// gone is only wasted work.
    @usableFromInline
    var isObserved: Bool {
      isObservedFlag.load(ordering: .acquiring)
    }
    /// Records that a read registers with Observation's registrar, before it does.
    @usableFromInline
    func markObserved() {
      guard !isObservedFlag.load(ordering: .relaxed) else { return }
      isObservedFlag.store(true, ordering: .releasing)
    }
  #endif

  @usableFromInline
  package init() {}

  /// Registers a read of `keyPath` with the current tracking: a ``ReadTracking`` if one records
  /// on this thread, Observation's otherwise.
  @inlinable
  package func access<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    if let tracking = ReadTracking.current {
      tracking.record(self, keyPath: keyPath)
    } else {
      markObserved()
      registrar.access(subject, keyPath: keyPath)
    }
  }

  /// Tells observers that `keyPath` is about to change.
  @inlinable
  package func willSet<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    registrar.willSet(subject, keyPath: keyPath)
    if hasTrackings { trackingsWillSee(keyPath) }
  }

  /// Tells observers that `keyPath` changed.
  @inlinable
  package func didSet<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    registrar.didSet(subject, keyPath: keyPath)
  }

  /// Tells observers of `keyPath` around `mutation`.
  @inlinable
  package func withMutation<Subject: Observable, Member, Result>(
    of subject: Subject, keyPath: KeyPath<Subject, Member>, _ mutation: () throws -> Result
  ) rethrows -> Result {
    willSet(subject, keyPath: keyPath)
    defer { didSet(subject, keyPath: keyPath) }
    return try mutation()
  }

  /// Tells the trackings that read `keyPath` of it. They are found under the lock and told
  /// outside it: a tracking's callback may read or change observed values.
  @usableFromInline
  func trackingsWillSee(_ keyPath: AnyKeyPath) {
    // Every live tracking is held strongly until the lock is released: a reference dropped
    // under the lock could be a tracking's last, whose `deinit` takes the lock to cancel.
    ReadTracking.lock.lock()
    let live = trackings.values.compactMap(\.tracking)
    let told = live.filter { $0.watchesLocked(self, keyPath: keyPath) }
    ReadTracking.lock.unlock()
    for tracking in told {
      tracking.changed()
    }
    withExtendedLifetime(live) {}
  }

  /// How many ``ReadTracking``s watch this value, for tests.
  package var trackingCount: Int {
    // Held past the unlock, as in `trackingsWillSee(_:)`.
    ReadTracking.lock.lock()
    let live = trackings.values.compactMap(\.tracking)
    ReadTracking.lock.unlock()
    return live.count
  }

  /// Adds a tracking that read this value. Called under `ReadTracking.lock`.
  func addLocked(_ tracking: ReadTracking) {
    trackings[ObjectIdentifier(tracking)] = Weak(tracking: tracking)
    setHasTrackingsLocked(true)
  }

  /// Removes a tracking. Called under `ReadTracking.lock`.
  func removeLocked(_ tracking: ReadTracking) {
    trackings[ObjectIdentifier(tracking)] = nil
    if trackings.isEmpty { setHasTrackingsLocked(false) }
  }
}
