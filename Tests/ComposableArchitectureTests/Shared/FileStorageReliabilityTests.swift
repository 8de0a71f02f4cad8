import Foundation
import Testing

@testable import ComposableArchitecture

extension CoreTests {
  /// Faults that lost saved data, reproduced on the real file system and, where another process
  /// is the point, with real processes. Time is a test clock; the other processes are driven
  /// through pipes, never by sleeping.
  @Suite
  @MainActor
  struct FileStorageReliabilityTests {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-linux-\(UUID().uuidString)")
    let clock = TestClock()

    func withDisk(
      _ fileSystem: any FileSystem = DiskFileSystem(),
      _ body: (FileStorage) async throws -> Void
    ) async rethrows {
      let storage = FileStorage(fileSystem: fileSystem, pollInterval: .seconds(1), clock: clock)
      try await withDependencies {
        $0.defaultFileStorage = storage
        $0.defaultAppStorage = AppStorage(url: directory.appendingPathComponent("app.json"))
      } operation: {
        try await body(storage)
      }
    }

    func contents<T: Decodable>(_ name: String, as type: T.Type) throws -> T {
      try JSONDecoder().decode(T.self, from: Data(contentsOf: directory.appendingPathComponent(name)))
    }

    @Test func aNewHolderStartsFromTheSaveStillPending() async throws {
      defer { try? FileManager.default.removeItem(at: directory) }
      let url = directory.appendingPathComponent("notes.json")
      let disk = GatedDisk()
      try await withDisk(disk) { storage throws in
        do {
          @Shared(.fileStorage(url)) var notes: [String] = []
          $notes.withLock { $0.append("first") }
        }
        // The first holder is gone and its save has not reached the disk.
        do {
          @Shared(.fileStorage(url)) var notes: [String] = []
          #expect(notes == ["first"])
          $notes.withLock { $0.append("second") }
        }
        disk.open()
        storage.flush()
        #expect(try contents("notes.json", as: [String].self) == ["first", "second"])
      }
    }

    @Test func appStorageKeysSetThroughNewHoldersAreAllSaved() async throws {
      defer { try? FileManager.default.removeItem(at: directory) }
      let disk = GatedDisk()
      try await withDisk(disk) { storage throws in
        do {
          @Shared(.appStorage("a")) var a = ""
          $a.withLock { $0 = "set" }
        }
        do {
          @Shared(.appStorage("b")) var b = ""
          $b.withLock { $0 = "set" }
        }
        disk.open()
        storage.flush()
        #expect(try contents("app.json", as: [String: String].self) == ["a": "set", "b": "set"])
      }
    }

    @Test func aFileHalfWrittenByAnotherProcessIsNotTakenForCorrupt() async throws {
      defer { try? FileManager.default.removeItem(at: directory) }
      let url = directory.appendingPathComponent("notes.json")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(#"["old"]"#.utf8).write(to: url)
      try await withDisk { _ throws in
        @Shared(.fileStorage(url)) var notes: [String] = []
        #expect(notes == ["old"])

        // Another process rewrites the file in place, and stops halfway.
        let writer = try ChildProcess(
          """
          printf '["new",' > "$1"
          echo half
          read go
          printf '"file"]' >> "$1"
          """,
          arguments: [url.path]
        )
        #expect(writer.readLine() == "half")
        await clock.advance(by: .seconds(1))
        await settle()
        // Not judged yet: the file is still there, nothing was moved aside or reported.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["notes.json"])
        #expect(notes == ["old"])

        writer.writeLine("go")
        #expect(writer.waitForExit() == 0)
        await clock.advance(by: .seconds(1))
        await settle()
        #expect(notes == ["new", "file"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["notes.json"])
      }
    }

    @Test func aFileThatStaysUndecodableIsMovedAsideAndTheValueSavedAgain() async throws {
      defer { try? FileManager.default.removeItem(at: directory) }
      let url = directory.appendingPathComponent("notes.json")
      try await withDisk { storage throws in
        @Shared(.fileStorage(url)) var notes: [String] = []
        $notes.withLock { $0 = ["kept"] }
        storage.flush()
        try Data("garbage".utf8).write(to: url)
        await clock.advance(by: .seconds(1))
        await settle()
        #expect(try Data(contentsOf: url) == Data("garbage".utf8))
        // The next poll, run here so that its report lands inside `withKnownIssue`.
        withKnownIssue {
          storage.file(for: url).reloadIfChanged($notes.reference)
        } matching: { issue in
          text(of: issue).hasPrefix(
            """
            The file behind a shared value, "\(url.path)", was changed and could not be decoded \
            as Array<String>. …
            """
          )
            && text(of: issue).contains(
              """
              It was moved to "\(directory.appendingPathComponent("notes.corrupted.json").path)", \
              so nothing in it is lost. The value starts from what is in memory, which is saved \
              in the file's place.
              """
            )
        }
        storage.flush()
        #expect(
          try Data(contentsOf: directory.appendingPathComponent("notes.corrupted.json"))
            == Data("garbage".utf8)
        )
        #expect(try contents("notes.json", as: [String].self) == ["kept"])
        #expect(notes == ["kept"])
      }
    }

    @Test func aSaveOverAnotherProcesssChangeIsReported() async throws {
      defer { try? FileManager.default.removeItem(at: directory) }
      let url = directory.appendingPathComponent("count.json")
      try await withDisk { storage throws in
        @Shared(.fileStorage(url)) var count = 0
        $count.withLock { $0 += 1 }
        storage.flush()
        // Another process writes its own count before this one noticed.
        let other = try ChildProcess(#"printf '10' > "$1""#, arguments: [url.path])
        #expect(other.waitForExit() == 0)
        withKnownIssue {
          $count.withLock { $0 += 1 }
        } matching: { issue in
          text(of: issue) == """
            The file behind a shared value, "\(url.path)", was changed by another process since \
            this one last read it. …

            Saving replaces that change: between processes, the last save wins. Keep one process \
            writing a file, or give each process a file of its own.
            """
        }
        storage.flush()
        #expect(try contents("count.json", as: Int.self) == 2)
      }
    }

    @Test func aCorruptFileThatCannotBeMovedAsideIsLeftAloneAndSaysSo() async throws {
      let url = URL(fileURLWithPath: "/notes.json")
      let disk = StuckFileSystem()
      try disk.write(Data("garbage".utf8), to: url)
      try await withDisk(disk) { _ throws in
        var loaded: Shared<[String]>?
        withKnownIssue {
          loaded = Shared(wrappedValue: [], .fileStorage(url))
        } matching: { issue in
          text(of: issue).hasSuffix(
            """
            It could not be moved aside (the volume is read-only), so it is left as it is: the \
            value stays in memory and is not saved over the file until the file is fixed or \
            removed.
            """
          )
        }
        let notes = try #require(loaded)
        notes.withLock { $0 = ["in memory"] }
        #expect(notes.wrappedValue == ["in memory"])
        #expect(try disk.read(url) == Data("garbage".utf8))
      }
    }

    @Test func aFileIsReleasedWithItsLastHolderEvenIfItsClockNeverAdvances() async throws {
      defer { try? FileManager.default.removeItem(at: directory) }
      let url = directory.appendingPathComponent("notes.json")
      weak var file: PersistedFile?
      try await withDisk { storage throws in
        do {
          @Shared(.fileStorage(url)) var notes: [String] = []
          file = storage.file(for: url)
          #expect(file != nil)
          $notes.withLock { $0 = ["saved"] }
          storage.flush()
        }
        // The poll waits on a clock that is never advanced.
        await settle()
        #expect(file == nil)
      }
    }

    @Test func temporaryFilesOfAKilledSaveAreRemovedOnLoad() async throws {
      defer { try? FileManager.default.removeItem(at: directory) }
      let url = directory.appendingPathComponent("notes.json")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(#"["saved"]"#.utf8).write(to: url)
      // A process killed (SIGKILL) in the middle of a save leaves its temporary file behind.
      let killed = try ChildProcess(
        #"printf '["half' > "$1/.notes.json.tca-save-$$-7"; kill -9 $$"#,
        arguments: [directory.path]
      )
      #expect(killed.waitForExit() == -9)
      // One of this process's own saves may be in flight: its file is left alone.
      let own = ".notes.json.tca-save-\(getpid())-1"
      try Data().write(to: directory.appendingPathComponent(own))
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).count == 3)
      try await withDisk { _ throws in
        @Shared(.fileStorage(url)) var notes: [String] = []
        #expect(notes == ["saved"])
      }
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
          == [own, "notes.json"]
      )
    }
  }
}

/// The disk, with writes held until the test opens the gate: a save stays pending for as long as
/// the test needs.
final class GatedDisk: FileSystem, @unchecked Sendable {
  private let disk = DiskFileSystem()
  private let gate = DispatchGroup()

  init() {
    gate.enter()
  }

  func open() {
    gate.leave()
  }

  var isImmediate: Bool { false }
  func read(_ url: URL) throws -> Data? { try disk.read(url) }
  func write(_ data: Data, to url: URL) throws {
    gate.wait()
    try disk.write(data, to: url)
  }
  func moveAside(_ url: URL) throws -> URL { try disk.moveAside(url) }
  func signature(_ url: URL) -> FileSignature? { disk.signature(url) }
  func removeStaleTemporaryFiles(for url: URL) { disk.removeStaleTemporaryFiles(for: url) }
}

/// A shell script run as a separate process, talked to through its standard input and output.
final class ChildProcess {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()

  init(_ script: String, arguments: [String] = []) throws {
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script, "sh"] + arguments
    process.standardInput = input
    process.standardOutput = output
    try process.run()
  }

  /// Blocks until the process writes a line.
  func readLine() -> String {
    var line = Data()
    while true {
      let byte = output.fileHandleForReading.readData(ofLength: 1)
      guard let first = byte.first, first != UInt8(ascii: "\n") else { break }
      line.append(first)
    }
    return String(decoding: line, as: UTF8.self)
  }

  func writeLine(_ line: String) {
    input.fileHandleForWriting.write(Data("\(line)\n".utf8))
  }

  /// Blocks until the process exits: its status, or minus the signal that killed it.
  func waitForExit() -> Int32 {
    process.waitUntilExit()
    return process.terminationReason == .uncaughtSignal
      ? -process.terminationStatus : process.terminationStatus
  }
}

/// A file system whose files cannot be moved.
final class StuckFileSystem: FileSystem, @unchecked Sendable {
  private let memory = MemoryFileSystem()
  struct ReadOnly: Error, CustomStringConvertible {
    var description: String { "the volume is read-only" }
  }
  var isImmediate: Bool { true }
  func read(_ url: URL) throws -> Data? { try memory.read(url) }
  func write(_ data: Data, to url: URL) throws { try memory.write(data, to: url) }
  func moveAside(_ url: URL) throws -> URL { throw ReadOnly() }
  func signature(_ url: URL) -> FileSignature? { nil }
  func removeStaleTemporaryFiles(for url: URL) {}
}
