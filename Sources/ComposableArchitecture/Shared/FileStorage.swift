import Foundation

/// Where `.fileStorage` and `.appStorage` shared state reads and writes its files: the file
/// system, or (in tests) memory.
///
/// Writes are atomic: a crash between writing and replacing leaves the old content. Saves are
/// coalesced: changes made in quick succession are written once, with the latest value. A file
/// changed by someone else is noticed (by polling) and reloaded.
public final class FileStorage: Sendable {
  let fileSystem: any FileSystem
  let pollInterval: Duration?
  let clock: any Clock<Duration>
  let references = WeakReferences<URL>()
  /// The file objects by URL, held weakly: a file object lives while references use it, or while
  /// a save of it is pending.
  private let files = LockedValue<[URL: WeakFile]>([:])

  private struct WeakFile {
    weak var file: PersistedFile?
  }
  private let queue = DispatchQueue(label: "co.composable-architecture.file-storage")

  init(fileSystem: any FileSystem, pollInterval: Duration?, clock: any Clock<Duration>) {
    self.fileSystem = fileSystem
    self.pollInterval = pollInterval
    self.clock = clock
  }

  /// The file system, noticing outside changes every `interval` by the clock.
  ///
  /// - Parameters:
  ///   - interval: How often to check files for changes made by others.
  ///   - clock: The clock to check by (a `TestClock` in tests).
  /// - Returns: A file storage.
  public static func fileSystem(
    pollingEvery interval: Duration = .seconds(1),
    clock: any Clock<Duration> = ContinuousClock()
  ) -> FileStorage {
    FileStorage(fileSystem: DiskFileSystem(), pollInterval: interval, clock: clock)
  }

  /// The file system, noticing outside changes every second.
  public static let fileSystem = fileSystem()

  /// Files kept in memory, for tests and previews. Writes are immediate.
  public static func inMemory() -> FileStorage {
    FileStorage(
      fileSystem: MemoryFileSystem(), pollInterval: nil, clock: ContinuousClock()
    )
  }

  /// Runs a save: on the file system, in the background, in order; in memory, at once.
  /// The one object standing for the file at `url`.
  func file(for url: URL) -> PersistedFile {
    files.withLock { files in
      if let file = files[url]?.file { return file }
      let file = PersistedFile(url: url, storage: self)
      files[url] = WeakFile(file: file)
      return file
    }
  }

  func perform(_ work: @escaping @Sendable () -> Void) {
    if fileSystem.isImmediate {
      work()
    } else {
      queue.async(execute: work)
    }
  }

  /// Waits for the saves scheduled so far to be written.
  public func flush() {
    queue.sync {}
  }
}

/// The file operations shared state needs.
protocol FileSystem: Sendable {
  /// Whether operations are cheap enough to run inline.
  var isImmediate: Bool { get }
  /// The file's content, or `nil` when there is no file.
  func read(_ url: URL) throws -> Data?
  /// Replaces the file's content atomically, creating directories as needed.
  func write(_ data: Data, to url: URL) throws
  /// Moves the file to a new name beside it, returning that name.
  func moveAside(_ url: URL) throws -> URL
  /// A cheap signature of the file's state, to notice changes: modification date and size.
  func signature(_ url: URL) -> FileSignature?
  /// Removes what saves of `url` that were killed midway left behind.
  func removeStaleTemporaryFiles(for url: URL)
}

struct FileSignature: Equatable, Sendable {
  let modified: Date
  let size: Int
}

/// The real file system.
struct DiskFileSystem: FileSystem {
  var isImmediate: Bool { false }

  func read(_ url: URL) throws -> Data? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    return try Data(contentsOf: url)
  }

  func write(_ data: Data, to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true
    )
    // Written next to the file, then renamed over it: a reader sees the old file or the new one,
    // never half of one. The name says which process wrote it, so that one killed midway can be
    // told apart from one still writing.
    let temporary = url.deletingLastPathComponent().appendingPathComponent(
      "\(temporaryPrefix(for: url))\(getpid())-\(UInt32.random(in: .min ... .max))"
    )
    do {
      try data.write(to: temporary)
      guard rename(temporary.path, url.path) == 0 else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
  }

  func removeStaleTemporaryFiles(for url: URL) {
    let directory = url.deletingLastPathComponent()
    let prefix = temporaryPrefix(for: url)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
    else { return }
    for name in names where name.hasPrefix(prefix) {
      let suffix = name.dropFirst(prefix.count)
      guard let pid = suffix.split(separator: "-").first.flatMap({ pid_t($0) }) else { continue }
      // A save of a process that is still running may be in progress: leave it.
      guard pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
      try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
    }
  }

  func moveAside(_ url: URL) throws -> URL {
    let destination = asideURL(for: url) { FileManager.default.fileExists(atPath: $0.path) }
    try FileManager.default.moveItem(at: url, to: destination)
    return destination
  }

  func signature(_ url: URL) -> FileSignature? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
      let modified = attributes[.modificationDate] as? Date,
      let size = attributes[.size] as? Int
    else { return nil }
    return FileSignature(modified: modified, size: size)
  }
}

/// Files in memory.
final class MemoryFileSystem: FileSystem, @unchecked Sendable {
  // Guarded by `lock`.
  private var files: [URL: Data] = [:]
  private let lock = NSLock()

  var isImmediate: Bool { true }

  func read(_ url: URL) throws -> Data? {
    lock.withLock { files[url] }
  }

  func write(_ data: Data, to url: URL) throws {
    lock.withLock { files[url] = data }
  }

  func moveAside(_ url: URL) throws -> URL {
    try lock.withLock {
      let destination = asideURL(for: url) { files[$0] != nil }
      guard let data = files.removeValue(forKey: url) else {
        throw CocoaError(.fileNoSuchFile)
      }
      files[destination] = data
      return destination
    }
  }

  func signature(_ url: URL) -> FileSignature? {
    nil
  }

  func removeStaleTemporaryFiles(for url: URL) {}
}

/// `notes.json` → `notes.corrupted.json`, or `notes.corrupted-2.json` when that is taken.
/// How the temporary files of saves of `url` are named: `.notes.json.tca-save-<pid>-<random>`.
private func temporaryPrefix(for url: URL) -> String {
  ".\(url.lastPathComponent).tca-save-"
}

private func asideURL(for url: URL, exists: (URL) -> Bool) -> URL {
  let directory = url.deletingLastPathComponent()
  let name = url.deletingPathExtension().lastPathComponent
  let pathExtension = url.pathExtension.isEmpty ? "" : ".\(url.pathExtension)"
  var candidate = directory.appendingPathComponent("\(name).corrupted\(pathExtension)")
  var counter = 2
  while exists(candidate) {
    candidate = directory.appendingPathComponent("\(name).corrupted-\(counter)\(pathExtension)")
    counter += 1
  }
  return candidate
}

extension DependencyValues {
  /// Where `.fileStorage` and `.appStorage` shared state keeps its files: the file system, or,
  /// in tests, memory (a new one in each test).
  public var defaultFileStorage: FileStorage {
    get { self[DefaultFileStorageKey.self] }
    set { self[DefaultFileStorageKey.self] = newValue }
  }
}

private enum DefaultFileStorageKey: DependencyKey {
  static var liveValue: FileStorage { .fileSystem }
  static var testValue: FileStorage { .inMemory() }
}
