#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// One object per thread, made on first use on that thread and released when the thread exits:
/// a cache that hot paths can read without a lock.
final class ThreadLocalSlot<Value: AnyObject>: Sendable {
  private let key: pthread_key_t
  private let make: @Sendable () -> Value

  init(_ make: @escaping @Sendable () -> Value) {
    var key = pthread_key_t()
    let status = pthread_key_create(&key) { pointer in
      guard let pointer else { return }
      Unmanaged<AnyObject>.fromOpaque(pointer).release()
    }
    precondition(status == 0, "pthread_key_create failed: \(status)")
    self.key = key
    self.make = make
  }

  /// This thread's object.
  var value: Value {
    if let pointer = pthread_getspecific(key) {
      return Unmanaged<Value>.fromOpaque(pointer).takeUnretainedValue()
    }
    let value = make()
    // Retained by the thread; the key's destructor releases it.
    pthread_setspecific(key, Unmanaged.passRetained(value).toOpaque())
    return value
  }

  /// Reads this thread's object, if this thread made one, without retaining it: for checks on
  /// hot paths that must cost a few instructions when the object was never needed.
  func withExisting<Result>(_ read: (Value) -> Result) -> Result? {
    guard let pointer = pthread_getspecific(key) else { return nil }
    // The thread holds the object until it exits, and this runs on the thread.
    return Unmanaged<Value>.fromOpaque(pointer)._withUnsafeGuaranteedRef(read)
  }
}

/// Each thread's current object of some kind (the batch a store dispatches into, the tracking
/// that records reads), held unretained: whoever makes an object current keeps it alive, and
/// puts back the previous one before letting it go.
///
/// A value holding only its key, so that reading a `static let` of it retains nothing.
struct ThreadLocalCurrent<Object: AnyObject>: Sendable {
  private let key: pthread_key_t

  init() {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "pthread_key_create failed: \(status)")
    self.key = key
  }

  /// This thread's current object, if any.
  var object: Object? {
    guard let pointer = pthread_getspecific(key) else { return nil }
    return Unmanaged<Object>.fromOpaque(pointer).takeUnretainedValue()
  }

  /// Whether this thread has a current object: a check that retains nothing.
  var hasObject: Bool {
    pthread_getspecific(key) != nil
  }

  /// Reads this thread's current object, if any, without retaining it: for hot paths, where a
  /// retain and a release would cost more than the read.
  func withObject<Result>(_ read: (Object) -> Result) -> Result? {
    guard let pointer = pthread_getspecific(key) else { return nil }
    // Whoever made the object current keeps it alive until it puts back the previous one, which
    // happens on this thread, so not during `read`.
    return Unmanaged<Object>.fromOpaque(pointer)._withUnsafeGuaranteedRef(read)
  }

  /// Makes `object` this thread's current one; returns the one it replaces.
  func replace(with object: Object?) -> Object? {
    let previous = self.object
    pthread_setspecific(key, object.map { Unmanaged.passUnretained($0).toOpaque() })
    return previous
  }
}
