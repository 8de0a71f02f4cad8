import Foundation

extension SharedKey {
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

/// A key for shared state saved in a file; see ``SharedKey/fileStorage(_:)``.
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
      let file = PersistedFile(url: url, storage: storage)
      let reference = SharedReference(
        initialValue: file.load(Value.self) ?? initialValue(),
        description: ".fileStorage(\(url.path))",
        save: { file.save($0) }
      )
      file.watch(reference)
      return reference
    }
  }
}

/// One file behind a shared value: loading, coalesced saving, and noticing outside changes.
final class PersistedFile: @unchecked Sendable {
  let url: URL
  let storage: FileStorage
  // Guarded by `lock`.
  private var pending: Data?
  private var lastWritten: Data?
  private var lastSignature: FileSignature?
  /// Set when an unusable file could not be moved aside: saving would overwrite it.
  private var isSavingDisabled = false
  private let lock = NSLock()

  init(url: URL, storage: FileStorage) {
    self.url = url
    self.storage = storage
  }

  /// The file's value, or `nil` when there is no file, or it could not be read or decoded (then
  /// reported, and moved aside).
  func load<Value: Decodable>(_ type: Value.Type) -> Value? {
    let data: Data
    do {
      guard let read = try storage.fileSystem.read(url) else { return nil }
      data = read
    } catch {
      reportUnusable(reason: "could not be read", error: error)
      return nil
    }
    lock.withLock {
      lastWritten = data
      lastSignature = storage.fileSystem.signature(url)
    }
    do {
      return try JSONDecoder().decode(Value.self, from: data)
    } catch {
      reportUnusable(reason: "could not be decoded as \(Value.self)", error: error)
      return nil
    }
  }

  /// Schedules a save of `value`; saves scheduled before the last one is written collapse into
  /// one write of the latest value.
  func save<Value: Encodable>(_ value: Value) {
    let data: Data
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      data = try encoder.encode(value)
    } catch {
      reportIssue(
        """
        A shared value could not be saved to "\(url.path)": encoding failed. …

          Error:
            \(error)

        The value is kept in memory; the file keeps its previous content.
        """
      )
      return
    }
    let (isFirstPending, isSavingDisabled) = lock.withLock {
      defer { pending = data }
      return (pending == nil, self.isSavingDisabled)
    }
    guard !isSavingDisabled else { return }
    guard isFirstPending else { return }
    storage.perform { [self] in
      guard
        let data = lock.withLock({ () -> Data? in
          defer { pending = nil }
          return pending
        })
      else { return }
      do {
        try storage.fileSystem.write(data, to: url)
        lock.withLock {
          lastWritten = data
          lastSignature = storage.fileSystem.signature(url)
        }
      } catch {
        reportIssue(
          """
          A shared value could not be saved to "\(url.path)". …

            Error:
              \(error)

          The value is kept in memory, and saved again with its next change.
          """
        )
      }
    }
  }

  /// Polls the file for changes made by others, reloading `reference` when it changes, for as
  /// long as the reference lives.
  func watch<Value: Decodable>(_ reference: SharedReference<Value>) {
    guard let interval = storage.pollInterval else { return }
    let clock = storage.clock
    Task { @MainActor [weak reference, self] in
      while true {
        do {
          try await clock.sleep(for: interval)
        } catch {
          return
        }
        guard let reference else { return }
        reloadIfChanged(reference)
      }
    }
  }

  /// Reads the file again if it changed since it was last read or written.
  func reloadIfChanged<Value: Decodable>(_ reference: SharedReference<Value>) {
    let signature = storage.fileSystem.signature(url)
    let unchanged = lock.withLock { signature == lastSignature }
    guard !unchanged, signature != nil else { return }
    guard let data = try? storage.fileSystem.read(url) else { return }
    let isOwnWrite = lock.withLock {
      lastSignature = signature
      return data == lastWritten
    }
    guard !isOwnWrite else { return }
    lock.withLock { lastWritten = data }
    do {
      reference.reload(try JSONDecoder().decode(Value.self, from: data))
    } catch {
      reportUnusable(reason: "was changed and could not be decoded as \(Value.self)", error: error)
    }
  }

  /// Reports a file that cannot be used and moves it aside, so that saving never overwrites
  /// what the user had in it.
  private func reportUnusable(reason: String, error: any Error) {
    let aside: String
    do {
      let destination = try storage.fileSystem.moveAside(url)
      aside = "It was moved to \"\(destination.path)\", so nothing in it is lost."
    } catch {
      lock.withLock { isSavingDisabled = true }
      aside =
        "It could not be moved aside (\(error)), so it is left in place and changes are not saved over it."
    }
    reportIssue(
      """
      The file behind a shared value, "\(url.path)", \(reason). …

        Error:
          \(error)

      \(aside) The value starts from its default and is saved to a new file when it changes.
      """
    )
  }
}
