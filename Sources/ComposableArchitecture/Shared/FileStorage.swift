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
    try data.write(to: url, options: .atomic)
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
}

/// `notes.json` → `notes.corrupted.json`, or `notes.corrupted-2.json` when that is taken.
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
