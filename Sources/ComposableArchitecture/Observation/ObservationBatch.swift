#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

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
@usableFromInline
final class ObservationBatch {
  private var pending: [() -> Void] = []

  nonisolated init() {}

  /// The batch collecting changes on this thread, if a store is dispatching on it.
  @usableFromInline
  static var current: ObservationBatch? {
    guard let pointer = pthread_getspecific(threadKey) else { return nil }
    return Unmanaged<ObservationBatch>.fromOpaque(pointer).takeUnretainedValue()
  }

  // Each thread's current batch. The pointer is unretained: the store that began the batch
  // keeps it alive, and clears it with `end(restoring:)` before it returns.
  private static let threadKey: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "pthread_key_create failed: \(status)")
    return key
  }()

  /// A change to tell its observers about when the batch ends.
  @usableFromInline
  func append(_ notify: @escaping () -> Void) {
    pending.append(notify)
  }

  /// Makes this the current batch on this thread; returns the batch it replaces.
  func begin() -> ObservationBatch? {
    let previous = Self.current
    pthread_setspecific(Self.threadKey, Unmanaged.passUnretained(self).toOpaque())
    return previous
  }

  /// Restores the previous batch, then notifies the observers of every collected change. An
  /// observer that sends to a store starts a batch of that store's own.
  func end(restoring previous: ObservationBatch?) {
    pthread_setspecific(Self.threadKey, previous.map { Unmanaged.passUnretained($0).toOpaque() })
    guard !pending.isEmpty else { return }
    let notifications = pending
    pending.removeAll(keepingCapacity: true)
    for notify in notifications {
      notify()
    }
  }
}

extension ObservationRegistrar {
  /// Before `keyPath` of `subject` changes: tells observers at once, or, while a store
  /// dispatches on this thread, once it has applied its actions.
  @inlinable
  func _$willSet<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    guard let batch = ObservationBatch.current else {
      willSet(subject, keyPath: keyPath)
      return
    }
    batch.append {
      self.willSet(subject, keyPath: keyPath)
      self.didSet(subject, keyPath: keyPath)
    }
  }

  /// After `keyPath` of `subject` changed; the pair of ``_$willSet(_:keyPath:)``.
  @inlinable
  func _$didSet<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    guard ObservationBatch.current == nil else { return }
    didSet(subject, keyPath: keyPath)
  }
}
