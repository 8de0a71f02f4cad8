import Foundation

extension SharedReaderKey {
  /// Shared state kept in the app's key-value storage, as `UserDefaults` keeps it on Apple
  /// platforms: small settings under string keys.
  ///
  /// ```swift
  /// @Shared(.appStorage("isOnboarded")) var isOnboarded = false
  /// ```
  ///
  /// On Linux the storage is one JSON file, `app-storage.json`, in the user's data directory
  /// (see ``AppStorage``), read and written like ``fileStorage(_:)``.
  ///
  /// - Parameter key: The key.
  /// - Returns: A key.
  public static func appStorage<Value: Codable & Sendable>(_ key: String) -> Self
  where Self == AppStorageKey<Value> {
    AppStorageKey(key)
  }
}

/// A key for shared state in app storage; see ``SharedReaderKey/appStorage(_:)``.
public struct AppStorageKey<Value: Codable & Sendable>: SharedKey {
  let key: String
  let storage: AppStorage
  let fileStorage: FileStorage

  init(_ key: String) {
    @Dependency(\.defaultAppStorage) var storage
    @Dependency(\.defaultFileStorage) var fileStorage
    self.key = key
    self.storage = storage
    self.fileStorage = fileStorage
  }

  /// A reference reading and writing this key of the storage's file; every holder of the key
  /// shares the file's one value.
  public func reference(initialValue: () -> Value) -> SharedReference<Value> {
    let file = withDependencies {
      $0.defaultFileStorage = fileStorage
    } operation: {
      Shared<[String: JSONValue]>(wrappedValue: [:], .fileStorage(storage.url)).reference
    }
    let link = AppStorageLink<Value>(
      file: file, key: key, defaultValue: initialValue(), description: ".appStorage(\"\(key)\")"
    )
    link.reportUndecodableValue()
    return SharedReference(link: link)
  }

  /// Keys with the same name in the same storage file share one value.
  public var id: AppStorageKeyID {
    AppStorageKeyID(key: key, url: storage.url, fileStorage: ObjectIdentifier(fileStorage))
  }

  /// The value stored under the key, or the initial value when none is.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    loadThroughReference(self, context: context, continuation: continuation)
  }

  /// Changes to the value: made by its holders, or to the storage file by someone else.
  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    subscribeThroughReference(self, context: context, subscriber: subscriber)
  }

  /// Stores `value` under the key, for every holder.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    saveThroughReference(self, value, continuation: continuation)
  }

  /// App storage values are parts of one file's value, made for each holder: there is no
  /// reference to find without making one.
  func existingReference() -> SharedReference<Value>? {
    nil
  }
}

/// What makes two `.appStorage` keys the same: their name, and where they are stored.
public struct AppStorageKeyID: Hashable, Sendable {
  let key: String
  let url: URL
  let fileStorage: ObjectIdentifier
}

/// One key of the app storage file, decoded as `Value`.
struct AppStorageLink<Value: Codable & Sendable>: DerivedLink {
  let file: SharedReference<[String: JSONValue]>
  let key: String
  let defaultValue: Value
  let description: String

  func read() -> Value {
    decode(file.currentValue[key]) ?? defaultValue
  }

  func observedRead() -> Value {
    decode(file.value[key]) ?? defaultValue
  }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try file.withLock { storage in
      var value = decode(storage[key]) ?? defaultValue
      let result = try body(&value)
      storage[key] = JSONValue(encoding: value)
      return result
    }
  }

  private func decode(_ json: JSONValue?) -> Value? {
    json.flatMap { try? $0.decode(Value.self) }
  }

  /// Reports a stored value of another type; the stored value is kept until it is replaced.
  func reportUndecodableValue() {
    guard let json = file.currentValue[key] else { return }
    do {
      _ = try json.decode(Value.self)
    } catch {
      reportIssue(
        """
        The app storage value for "\(key)" could not be decoded as \(Value.self). …

          Error:
            \(error)

        The default value is used until the key is written.
        """
      )
    }
  }
}

/// The app's key-value storage on Linux: a JSON file of values by key.
public struct AppStorage: Sendable {
  /// The file holding the values.
  public let url: URL

  /// Storage in a given file.
  ///
  /// - Parameter url: The file.
  public init(url: URL) {
    self.url = url
  }

  /// The storage for this program: `app-storage.json` in `$XDG_DATA_HOME/<program>` (or
  /// `~/.local/share/<program>`).
  public static var standard: AppStorage {
    AppStorage(url: URL.userDataDirectory.appendingPathComponent("app-storage.json"))
  }
}

extension DependencyValues {
  /// Where `.appStorage` shared state is kept: ``AppStorage/standard``, or, in tests, a file in
  /// the test's in-memory file storage.
  public var defaultAppStorage: AppStorage {
    get { self[DefaultAppStorageKey.self] }
    set { self[DefaultAppStorageKey.self] = newValue }
  }
}

private enum DefaultAppStorageKey: DependencyKey {
  static var liveValue: AppStorage { .standard }
  static var testValue: AppStorage { AppStorage(url: URL(fileURLWithPath: "/app-storage.json")) }
}
