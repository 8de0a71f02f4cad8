import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A tracking of what some code reads from the library's observable values (a store's state,
/// `@ObservableState` properties, `@Shared` values), which calls back once after the first change
/// to any of it, and which its owner can cancel before that.
///
/// Observation's `withObservationTracking` keeps each registration until something it read
/// changes, and offers no way to end it. A view that is evaluated again for another reason (its
/// parent gave it a new value), or that goes away, would leave its earlier registrations behind,
/// one more each time, for as long as what it read does not change. The view layer tracks reads
/// of the library's values with this instead, and cancels the previous tracking whenever it
/// evaluates again or goes away. Values of other libraries (an `@Observable` class) are still
/// observed through `withObservationTracking`, around this.
///
/// Reads are recorded on the thread running ``track(_:)``, into the innermost tracking. Changes
/// may come from any thread: the callback runs on the thread of the change, like Observation's.
@usableFromInline
package final class ReadTracking: @unchecked Sendable {
  // `@unchecked Sendable`: `reads` is written by `record` only on the thread running `track`
  // (the tracking is current only there, it tracks once, and it is installed only once `apply`
  // has returned), and
  // from then on is read and written only under `lock`, as is `isInstalled`. `onChange` is a
  // `@Sendable` constant. The checked design, each field behind a lock of its own
  // (`LockedValue`), was set aside: `record` runs for every property a body reads and needs no
  // lock while only its thread can reach the tracking, and installing, telling and cancelling
  // touch a tracking and its registrars together, which one shared lock keeps consistent
  // without an order between locks.
  private var reads: [ObjectIdentifier: Read] = [:]
  private var isInstalled = false
  /// Whether `track` ran: read and written only by `track`, on its thread.
  private var hasTracked = false
  private let onChange: @Sendable () -> Void

  private struct Read {
    let registrar: TrackedRegistrar
    var keyPaths: Set<AnyKeyPath>
  }

  /// Guards every installed tracking's reads and every registrar's list of trackings: taken
  /// when a tracking is installed or cancelled, and when a value a tracking watches changes.
  /// Nothing runs under it that could take it again: no callback, no release of a tracking.
  static let lock = NSLock()

  /// Creates a tracking that calls `onChange` after the first change to what it read.
  package init(onChange: @escaping @Sendable () -> Void) {
    self.onChange = onChange
  }

  // Registrars hold their trackings weakly: a tracking whose owner lets it go stops watching.
  deinit {
    cancel()
  }

  /// Runs `apply`, recording what it reads, and from then on watches it: a change to any of it
  /// calls `onChange`, once. A tracking tracks once.
  package func track<Result>(_ apply: () -> Result) -> Result {
    precondition(!hasTracked, "A ReadTracking tracks once.")
    hasTracked = true
    let outer = Self.threadCurrent.replace(with: self)
    let result = apply()
    _ = Self.threadCurrent.replace(with: outer)
    install()
    return result
  }

  /// Stops watching: `onChange` will not be called. Safe to call more than once.
  package func cancel() {
    Self.lock.lock()
    defer { Self.lock.unlock() }
    uninstallLocked()
  }

  /// Whether the tracking watches something: it read a value observed this way, which has not
  /// changed, and it was not cancelled.
  package var isWatching: Bool {
    Self.lock.lock()
    defer { Self.lock.unlock() }
    return isInstalled
  }

  /// The tracking recording reads on this thread, if any.
  @usableFromInline
  static var current: ReadTracking? {
    threadCurrent.object
  }

  // `track` keeps the tracking alive while it is current.
  private static let threadCurrent = ThreadLocalCurrent<ReadTracking>()

  /// Records a read of `keyPath` of the value `registrar` belongs to.
  @usableFromInline
  func record(_ registrar: TrackedRegistrar, keyPath: AnyKeyPath) {
    reads[ObjectIdentifier(registrar), default: Read(registrar: registrar, keyPaths: [])]
      .keyPaths.insert(keyPath)
  }

  /// Whether a change to `keyPath` of the value `registrar` belongs to is one this tracking
  /// watches. Called under `lock`.
  func watchesLocked(_ registrar: TrackedRegistrar, keyPath: AnyKeyPath) -> Bool {
    reads[ObjectIdentifier(registrar)]?.keyPaths.contains(keyPath) ?? false
  }

  /// A change to something this tracking read: stops watching, then calls `onChange` unless the
  /// tracking was cancelled or had already been told.
  func changed() {
    Self.lock.lock()
    let wasInstalled = isInstalled
    uninstallLocked()
    Self.lock.unlock()
    if wasInstalled { onChange() }
  }

  private func install() {
    guard !reads.isEmpty else { return }
    Self.lock.lock()
    defer { Self.lock.unlock() }
    isInstalled = true
    for read in reads.values {
      read.registrar.addLocked(self)
    }
  }

  private func uninstallLocked() {
    guard isInstalled else { return }
    isInstalled = false
    for read in reads.values {
      read.registrar.removeLocked(self)
    }
    reads = [:]
  }
}
