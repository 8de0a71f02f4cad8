import Foundation

/// Where a ``SharedReader`` value comes from: a key loads the value, and tells its subscribers
/// when it changes elsewhere.
///
/// Every `@SharedReader` (and `@Shared`) made with keys of equal ``id`` shares one value. Write
/// a key of your own by implementing ``load(context:continuation:)`` and
/// ``subscribe(context:subscriber:)`` (and, for ``SharedKey``, `save`):
///
/// ```swift
/// struct RemoteConfigKey: SharedReaderKey {
///   let name: String
///   var id: String { name }
///   func load(context: LoadContext<Bool>, continuation: LoadContinuation<Bool>) {
///     continuation.resume(returning: RemoteConfig.shared.flag(name))
///   }
///   func subscribe(
///     context: LoadContext<Bool>, subscriber: SharedSubscriber<Bool>
///   ) -> SharedSubscription {
///     let token = RemoteConfig.shared.observe(name) { subscriber.yield($0) }
///     return SharedSubscription { token.cancel() }
///   }
/// }
/// ```
public protocol SharedReaderKey<Value>: Sendable {
  /// The value stored under the key.
  associatedtype Value: Sendable

  /// What makes two keys the same storage; the key itself when it is `Hashable`.
  associatedtype ID: Hashable = Self

  /// What makes two keys the same storage: holders of keys with equal ids share one value.
  var id: ID { get }

  /// Loads the stored value, resuming `continuation` once, now or later.
  ///
  /// - Parameters:
  ///   - context: Why the value is loaded: for a new holder (with its initial value), or on
  ///     request.
  ///   - continuation: Resume it with the loaded value, with the initial value when nothing is
  ///     stored, or with an error.
  func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>)

  /// Starts telling `subscriber` of changes made to the stored value elsewhere.
  ///
  /// - Parameters:
  ///   - context: The context of the holder that subscribes.
  ///   - subscriber: Yield each new value to it.
  /// - Returns: A subscription that stops the updates when cancelled; it is cancelled when the
  ///   last holder of the value goes away.
  func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription

  /// The reference every holder of this key shares, made from `load`, `subscribe` (and `save`)
  /// on first use. The library's own keys implement it with their own storage; yours need not.
  ///
  /// - Parameter initialValue: The value to start from when nothing is stored.
  func reference(initialValue: () -> Value) -> SharedReference<Value>
}

/// Where a ``Shared`` value lives and is persisted: in memory, in a file, in app storage, or
/// wherever a key of your own saves it.
///
/// Every `@Shared` made with keys of equal ``SharedReaderKey/id`` shares one value.
public protocol SharedKey<Value>: SharedReaderKey {
  /// Saves a new value, resuming `continuation` once it is saved (or failed).
  ///
  /// - Parameters:
  ///   - value: The value to save.
  ///   - context: Why it is saved: it was set (`.didSet`), or on request.
  ///   - continuation: Resume it when the value is saved, or with an error.
  func save(_ value: Value, context: SaveContext, continuation: SaveContinuation)
}

extension SharedReaderKey where ID == Self {
  /// A `Hashable` key is its own identity.
  public var id: ID { self }
}

extension SharedReaderKey {
  /// A reference that loads the value with ``load(context:continuation:)`` and follows
  /// ``subscribe(context:subscriber:)``.
  public func reference(initialValue: () -> Value) -> SharedReference<Value> {
    SharedKeyReferences.shared.reference(for: self, initialValue: initialValue(), save: nil)
  }
}

extension SharedKey {
  /// A reference that loads the value with ``SharedReaderKey/load(context:continuation:)``,
  /// follows ``SharedReaderKey/subscribe(context:subscriber:)``, and saves each change with
  /// ``save(_:context:continuation:)``.
  public func reference(initialValue: () -> Value) -> SharedReference<Value> {
    SharedKeyReferences.shared.reference(
      for: self, initialValue: initialValue(),
      save: { value in self.save(value, context: .didSet, continuation: SaveContinuation(self)) }
    )
  }
}

/// A key together with the value it defaults to: `@Shared(.syncUps)` with no initial value.
///
/// Declare one as upstream does, with ``SharedReaderKey/Default`` and its subscript:
///
/// ```swift
/// extension SharedKey where Self == FileStorageKey<[SyncUp]>.Default {
///   static var syncUps: Self {
///     Self[.fileStorage(.documentsDirectory.appending(component: "sync-ups.json")), default: []]
///   }
/// }
/// ```
public struct _SharedKeyDefault<Base: SharedReaderKey>: SharedReaderKey {
  /// The key.
  public let base: Base
  let defaultValue: @Sendable () -> Base.Value

  /// A key with a default value.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - defaultValue: The value to use when the key holds nothing.
  public init(_ key: Base, default defaultValue: @escaping @Sendable () -> Base.Value) {
    self.base = key
    self.defaultValue = defaultValue
  }

  /// A key with a default value: `Self[.fileStorage(url), default: []]`.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - value: The value to use when the key holds nothing.
  public static subscript(
    _ key: Base, default value: @autoclosure @escaping @Sendable () -> Base.Value
  ) -> Self {
    Self(key, default: value)
  }

  /// The base key's identity.
  public var id: Base.ID { base.id }

  /// Loads through the base key, from this key's default when nothing is stored.
  public func load(context: LoadContext<Base.Value>, continuation: LoadContinuation<Base.Value>) {
    base.load(context: context, continuation: continuation)
  }

  /// Subscribes through the base key.
  public func subscribe(
    context: LoadContext<Base.Value>, subscriber: SharedSubscriber<Base.Value>
  ) -> SharedSubscription {
    base.subscribe(context: context, subscriber: subscriber)
  }

  /// The base key's reference, starting from the default when the key holds nothing.
  public func reference(initialValue: () -> Base.Value) -> SharedReference<Base.Value> {
    base.reference(initialValue: initialValue)
  }
}

extension _SharedKeyDefault: SharedKey where Base: SharedKey {
  /// Saves through the base key.
  public func save(_ value: Base.Value, context: SaveContext, continuation: SaveContinuation) {
    base.save(value, context: context, continuation: continuation)
  }
}

extension SharedReaderKey {
  /// This key with a default value, as `extension SharedKey where Self == MyKey.Default`
  /// declares it.
  public typealias Default = _SharedKeyDefault<Self>
}

/// References by key, held weakly: a stored value outlives its references (it is in a file or
/// in app storage), so a reference lives only as long as some state holds it.
final class WeakReferences<Key: Hashable>: @unchecked Sendable {
  private var references: [Key: WeakReference] = [:]
  private let lock = NSRecursiveLock()

  private struct WeakReference {
    weak var object: AnyObject?
  }

  func existing<Value>(for key: Key) -> SharedReference<Value>? {
    lock.withLock { references[key]?.object as? SharedReference<Value> }
  }

  func reference<Value>(
    for key: Key, make: () -> SharedReference<Value>
  ) -> SharedReference<Value> {
    lock.withLock {
      if let existing = references[key]?.object as? SharedReference<Value> {
        return existing
      }
      let reference = make()
      references[key] = WeakReference(object: reference)
      return reference
    }
  }
}
