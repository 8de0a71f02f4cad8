import Foundation

/// The file behind `.fileStorage` (and `.appStorage`) shared values: loads it, saves changes to it
/// in the background, and reads back changes made to it from outside.
///
/// What it guarantees, within one process:
/// - No save is lost. Saves are coalesced (the newest value wins) and written atomically (a
///   temporary file renamed over the old one). One object stands for a file for as long as a save
///   is pending, so a holder created while one is pending starts from the pending value.
/// - A file that cannot be decoded is judged corrupt only once it has stayed the same for a whole
///   poll interval (another process may be midway through writing it). A corrupt file is moved
///   aside, never overwritten, and the current value is saved again in its place.
/// - Temporary files left by a save that was killed midway are removed when the file is loaded.
///
/// Between processes the last writer wins, whole value against whole value. A save that would
/// replace a change another process made since this one last read the file is reported.
///
/// `@unchecked Sendable`: its mutable state is only touched under `lock`; `url` and `storage` are
/// constants.
final class PersistedFile: @unchecked Sendable {
  let url: URL
  let storage: FileStorage
  // Guarded by `lock`.
  /// The newest value to save, not yet handed to the writer.
  private var pending: Data?
  /// The value being written.
  private var writing: Data?
  /// What this process last read from or wrote to the file, and the file's signature then.
  private var lastKnown: Data?
  private var lastSignature: FileSignature?
  /// The signature of a file that failed to decode when polled, waiting out its grace period.
  private var undecodableSignature: FileSignature?
  private var isSavingDisabled = false
  private let lock = NSLock()

  init(url: URL, storage: FileStorage) {
    self.url = url
    self.storage = storage
  }

  /// What loading found.
  struct Loaded<Value> {
    /// The value, if the file (or a pending save) held a usable one.
    var value: Value?
    /// Whether an unusable file was moved aside: the value in memory should be saved again.
    var movedAside = false
  }

  /// Loads the newest value: one still being saved, or the file's.
  func load<Value: Decodable>(_ type: Value.Type) -> Loaded<Value> {
    if let unsaved = lock.withLock({ pending ?? writing }) {
      // Saved by this process a moment ago and still on its way to disk.
      return Loaded(value: try? JSONDecoder().decode(Value.self, from: unsaved))
    }
    storage.fileSystem.removeStaleTemporaryFiles(for: url)
    let data: Data
    do {
      guard let read = try storage.fileSystem.read(url) else { return Loaded() }
      data = read
    } catch {
      return Loaded(movedAside: setAside(reason: "could not be read", error: error))
    }
    lock.withLock {
      lastKnown = data
      lastSignature = storage.fileSystem.signature(url)
    }
    do {
      return Loaded(value: try JSONDecoder().decode(Value.self, from: data))
    } catch {
      return Loaded(
        movedAside: setAside(reason: "could not be decoded as \(Value.self)", error: error)
      )
    }
  }

  /// Saves a value in the background; a newer value saved before the write starts replaces it.
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
    let (isFirstPending, expected) = lock.withLock {
      guard !isSavingDisabled else { return (false, lastSignature) }
      defer { pending = data }
      return (pending == nil && writing == nil, lastSignature)
    }
    guard isFirstPending else { return }
    // Checked here, where the change is made, so that the report reaches whoever made it.
    if let onDisk = storage.fileSystem.signature(url), onDisk != expected {
      reportIssue(
        """
        The file behind a shared value, "\(url.path)", was changed by another process since \
        this one last read it. …

        Saving replaces that change: between processes, the last save wins. Keep one process \
        writing a file, or give each process a file of its own.
        """
      )
    }
    // The closure keeps this object alive until the value is on disk.
    storage.perform { [self] in
      write()
    }
  }

  private func write() {
    guard
      let data = lock.withLock({ () -> Data? in
        guard let data = pending else { return nil }
        pending = nil
        writing = data
        return data
      })
    else { return }
    do {
      try storage.fileSystem.write(data, to: url)
      lock.withLock {
        writing = nil
        lastKnown = data
        lastSignature = storage.fileSystem.signature(url)
      }
    } catch {
      lock.withLock {
        writing = nil
      }
      reportIssue(
        """
        A shared value could not be saved to "\(url.path)". …

          Error:
            \(error)

        The value is kept in memory, and saved again with its next change.
        """
      )
    }
    // A change saved while this one was being written waited for it.
    if lock.withLock({ pending != nil }) {
      write()
    }
  }

  /// Polls the file for changes made from outside, for as long as `reference` lives.
  func watch<Value: Codable>(_ reference: SharedReference<Value>) {
    guard let interval = storage.pollInterval else { return }
    let clock = storage.clock
    // Cancelled when the reference goes away, so that a poll waiting on a clock that never
    // advances (a test's) does not keep this file object alive.
    let task = Task { @MainActor [weak reference, self] in
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
    reference.bindLifetime(of: task)
  }

  /// Reads the file back if someone else changed it. A file that does not decode is given one
  /// poll interval to settle (a writer may be midway through it) before it is judged corrupt.
  func reloadIfChanged<Value: Codable>(_ reference: SharedReference<Value>) {
    guard let signature = storage.fileSystem.signature(url) else { return }
    let unchanged = lock.withLock {
      signature == lastSignature || pending != nil || writing != nil
    }
    guard !unchanged, let data = try? storage.fileSystem.read(url) else { return }
    let isKnown = lock.withLock { data == lastKnown }
    guard !isKnown else {
      lock.withLock { lastSignature = signature }
      return
    }
    do {
      let value = try JSONDecoder().decode(Value.self, from: data)
      lock.withLock {
        lastKnown = data
        lastSignature = signature
        undecodableSignature = nil
      }
      reference.reload(value)
    } catch {
      let hasSettled = lock.withLock {
        defer { undecodableSignature = signature }
        return undecodableSignature == signature
      }
      guard hasSettled else { return }
      let reason = "was changed and could not be decoded as \(Value.self)"
      if setAside(reason: reason, error: error) {
        lock.withLock { undecodableSignature = nil }
        save(reference.currentValue)
      }
    }
  }

  /// Reports an unusable file and moves it aside; returns whether it was moved.
  private func setAside(reason: String, error: any Error) -> Bool {
    let outcome: String
    let moved: Bool
    do {
      let destination = try storage.fileSystem.moveAside(url)
      lock.withLock {
        lastKnown = nil
        lastSignature = nil
      }
      outcome = """
        It was moved to "\(destination.path)", so nothing in it is lost. The value starts from \
        what is in memory, which is saved in the file's place.
        """
      moved = true
    } catch {
      lock.withLock { isSavingDisabled = true }
      outcome = """
        It could not be moved aside (\(error)), so it is left as it is: the value stays in memory \
        and is not saved over the file until the file is fixed or removed.
        """
      moved = false
    }
    reportIssue(
      """
      The file behind a shared value, "\(url.path)", \(reason). …

        Error:
          \(error)

      \(outcome)
      """
    )
    return moved
  }
}
