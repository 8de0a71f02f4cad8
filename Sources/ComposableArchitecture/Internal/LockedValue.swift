import Foundation

/// A value behind a lock, read and mutated in place.
///
/// `LockIsolated` (ConcurrencyExtras) copies its value out and back for every mutation, which
/// makes growing a table O(n). Synchronization's `Mutex` mutates in place, but on Linux it
/// synchronizes through futexes that ThreadSanitizer does not see, so every contended use is
/// reported as a race and the sanitized CI run fails. This type keeps the value in place next to
/// a pthread mutex (which the sanitizer understands), both in one allocation: an `NSLock` would
/// add two (the lock object and the mutex it allocates), which every effect's task list pays.
///
/// `@unchecked Sendable`: the value is only ever touched inside `withLock`, under the mutex.
/// (`ManagedBuffer` is never `Sendable`, so the storage class cannot say so itself.)
struct LockedValue<Value>: @unchecked Sendable {
  private let storage: LockedStorage<Value>

  init(_ value: Value) {
    storage = LockedStorage.make(value)
  }

  /// Runs `body` with exclusive, in-place access to the value.
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try storage.withLock(body)
  }
}

/// The value (the buffer's header) and its mutex (the buffer's one element), in one allocation.
///
/// The mutex lives in tail-allocated storage, whose address is stable for the object's
/// lifetime, as a pthread mutex requires (a stored property's address is not guaranteed to be).
private final class LockedStorage<Value>: ManagedBuffer<Value, pthread_mutex_t> {
  static func make(_ value: Value) -> LockedStorage {
    let buffer = create(minimumCapacity: 1) { _ in value }
    buffer.withUnsafeMutablePointerToElements { mutex in
      mutex.initialize(to: pthread_mutex_t())
      pthread_mutex_init(mutex, nil)
    }
    // `create` allocates an instance of the class it is called on.
    return unsafeDowncast(buffer, to: LockedStorage.self)
  }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try withUnsafeMutablePointers { value, mutex in
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      return try body(&value.pointee)
    }
  }

  // The header is a stored property of `ManagedBuffer`, destroyed with it; the element is not.
  deinit {
    withUnsafeMutablePointerToElements { mutex in
      pthread_mutex_destroy(mutex)
      mutex.deinitialize(count: 1)
    }
  }
}
