import Foundation

extension SharedReaderKey {
  /// Shared state saved as JSON in a file.
  ///
  /// ```swift
  /// @Shared(.fileStorage(.documentsDirectory.appending(path: "notes.json")))
  /// var notes: [Note] = []
  /// ```
  ///
  /// The file is read when the first holder is created; each change is saved (atomically, and
  /// coalesced), and a change made to the file by someone else is read back. A file that cannot
  /// be read or decoded is reported, moved aside (`notes.corrupted.json`) so that nothing in it
  /// is lost, and the value starts from its default.
  ///
  /// - Parameter url: The file.
  /// - Returns: A key.
  public static func fileStorage<Value: Codable & Sendable>(_ url: URL) -> Self
  where Self == FileStorageKey<Value> {
    FileStorageKey(url: url)
  }
}

/// A key for shared state saved in a file; see ``SharedReaderKey/fileStorage(_:)``.
public struct FileStorageKey<Value: Codable & Sendable>: SharedKey {
  let url: URL
  let storage: FileStorage

  init(url: URL) {
    @Dependency(\.defaultFileStorage) var storage
    self.url = url.standardizedFileURL
    self.storage = storage
  }

  /// The reference for this file, loaded from it on first use.
  public func reference(initialValue: () -> Value) -> SharedReference<Value> {
    storage.references.reference(for: url) {
      // The file object outlives its references while a save is pending, so that a new holder
      // starts from the value being saved, not from the file as it was before.
      let file = storage.file(for: url)
      let loaded = file.load(Value.self)
      let reference = SharedReference(
        initialValue: loaded.value ?? initialValue(),
        description: ".fileStorage(\(url.path))",
        save: { file.save($0) }
      )
      if loaded.movedAside {
        // The unusable file is kept aside; the value in memory takes its place.
        file.save(reference.currentValue)
      }
      file.watch(reference)
      return reference
    }
  }

  /// Keys of the same file in the same storage share one value.
  public var id: FileStorageKeyID {
    FileStorageKeyID(url: url, storage: ObjectIdentifier(storage))
  }

  /// The value in the file (or being saved to it), or the initial value when there is none.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    if let value = storage.file(for: url).load(Value.self).value {
      continuation.resume(returning: value)
    } else {
      continuation.resumeReturningInitialValue()
    }
  }

  /// Changes to the value: made by its holders, or to the file by someone else.
  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    subscribeThroughReference(self, context: context, subscriber: subscriber)
  }

  /// Saves `value` to the file, for every holder.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    saveThroughReference(self, value, continuation: continuation)
  }

  /// The reference of this file, if a holder has one.
  func existingReference() -> SharedReference<Value>? {
    storage.references.existing(for: url)
  }
}

/// What makes two `.fileStorage` keys the same: their file and their storage.
public struct FileStorageKeyID: Hashable, Sendable {
  let url: URL
  let storage: ObjectIdentifier
}
