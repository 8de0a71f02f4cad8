import Foundation

/// A value behind a lock, read and mutated in place.
///
/// `LockIsolated` (ConcurrencyExtras) copies its value out and back for every mutation, which
/// makes growing a table O(n). Synchronization's `Mutex` mutates in place, but on Linux it
/// synchronizes through futexes that ThreadSanitizer does not see, so every contended use is
/// reported as a race and the sanitized CI run fails. This class keeps the value in place behind
/// an `NSLock` (a pthread mutex, which the sanitizer understands).
///
/// `@unchecked Sendable`: `value` is only ever touched inside `withLock`, under `lock`.
final class LockedValue<Value>: @unchecked Sendable {
  private var value: Value
  private let lock = NSLock()

  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive, in-place access to the value.
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
