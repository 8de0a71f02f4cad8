import Foundation
import Testing

@testable import ComposableArchitecture

extension CoreTests {
  @Suite
  @MainActor
  struct FileStorageTests {
    @Test func twoStoresShareTheFileAndItIsSaved() throws {
      @Dependency(\.defaultFileStorage) var storage
      let first = Store(initialState: SharedSettings.State()) { SharedSettings() }
      let second = Store(initialState: SharedSettings.State()) { SharedSettings() }
      let probe = ObservationProbe { _ = second.notes }
      first.send(.addNote("Milk"))
      #expect(second.notes == ["Milk"])
      #expect(probe.changes == 1)
      let saved = try #require(try storage.fileSystem.read(SharedSettings.notesURL))
      #expect(try JSONDecoder().decode([String].self, from: saved) == ["Milk"])
    }

    @Test func testStoreAssertsFileAndAppStorage() async {
      let store = TestStore(initialState: SharedSettings.State()) { SharedSettings() }
      await store.send(.addNote("Eggs")) {
        $0.$notes.withLock { $0 = ["Eggs"] }
      }
      await store.send(.finishOnboarding) {
        $0.$isOnboarded.withLock { $0 = true }
      }
    }

    @Test func appStorageIsSharedByKeyAndStoredAsPlainJSON() throws {
      @Dependency(\.defaultFileStorage) var storage
      @Dependency(\.defaultAppStorage) var appStorage
      let first = Store(initialState: SharedSettings.State()) { SharedSettings() }
      @Shared(.appStorage("isOnboarded")) var isOnboarded = false
      first.send(.finishOnboarding)
      #expect(isOnboarded)
      $isOnboarded.withLock { $0 = false }
      #expect(first.isOnboarded == false)
      let saved = try #require(try storage.fileSystem.read(appStorage.url))
      #expect(String(decoding: saved, as: UTF8.self).contains("\"isOnboarded\" : false"))
    }

    @Test func corruptFileIsReportedMovedAsideAndDefaulted() throws {
      @Dependency(\.defaultFileStorage) var storage
      let url = SharedSettings.notesURL
      try storage.fileSystem.write(Data("not json".utf8), to: url)
      var created: StoreOf<SharedSettings>?
      withKnownIssue {
        created = Store(initialState: SharedSettings.State()) { SharedSettings() }
      } matching: { issue in
        text(of: issue).hasPrefix(
          """
          The file behind a shared value, "/tmp/tca-linux-tests/notes.json", could not be \
          decoded as Array<String>. …
          """
        )
          && text(of: issue).contains(
            "It was moved to \"/tmp/tca-linux-tests/notes.corrupted.json\", so nothing in it is lost."
          )
      }
      let store = try #require(created)
      #expect(store.notes == [])
      let aside = URL(fileURLWithPath: "/tmp/tca-linux-tests/notes.corrupted.json")
      #expect(try storage.fileSystem.read(aside) == Data("not json".utf8))
      store.send(.addNote("New"))
      #expect(try storage.fileSystem.read(aside) == Data("not json".utf8))
      #expect(try storage.fileSystem.read(url) != nil)
    }
  }

  /// Shared state on the real file system, in a temporary directory, with a test clock for
  /// noticing outside changes.
  @Suite
  @MainActor
  struct DiskFileStorageTests {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-linux-\(UUID().uuidString)")
    let clock = TestClock()

    func withDisk(_ body: (FileStorage) async throws -> Void) async rethrows {
      let storage = FileStorage.fileSystem(pollingEvery: .seconds(1), clock: clock)
      try await withDependencies {
        $0.defaultFileStorage = storage
      } operation: {
        try await body(storage)
      }
    }

    @Test func savesAtomicallyAndReloadsAfterAnOutsideEdit() async throws {
      defer { try? FileManager.default.removeItem(at: directory) }
      let url = directory.appendingPathComponent("count.json")
      try await withDisk { storage in
        @Shared(.fileStorage(url)) var count = 0
        $count.withLock { $0 += 1 }
        $count.withLock { $0 += 1 }
        storage.flush()
        #expect(try Data(contentsOf: url) == Data("2".utf8))
        #expect(
          try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["count.json"]
        )

        let probe = ObservationProbe { _ = count }
        try Data("41".utf8).write(to: url, options: .atomic)
        await clock.advance(by: .seconds(1))
        await settle()
        #expect(count == 41)
        #expect(probe.changes == 1)
      }
    }

    @Test func unreadableJSONOnDiskIsKept() async throws {
      defer { try? FileManager.default.removeItem(at: directory) }
      let url = directory.appendingPathComponent("notes.json")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data("{\"half".utf8).write(to: url)
      try await withDisk { storage in
        var loaded: Shared<[String]>?
        withKnownIssue {
          loaded = Shared(wrappedValue: [], .fileStorage(url))
        } matching: { issue in
          text(of: issue).contains("could not be decoded as Array<String>")
        }
        let notes = try #require(loaded)
        #expect(notes.wrappedValue == [])
        notes.withLock { $0 = ["fresh"] }
        storage.flush()
        let aside = directory.appendingPathComponent("notes.corrupted.json")
        #expect(try Data(contentsOf: aside) == Data("{\"half".utf8))
        #expect(try JSONDecoder().decode([String].self, from: Data(contentsOf: url)) == ["fresh"])
      }
    }
  }
}
