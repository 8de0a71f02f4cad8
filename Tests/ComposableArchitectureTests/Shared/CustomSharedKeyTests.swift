import Foundation
import Testing

@testable import ComposableArchitecture

/// A remote settings service, as an app would have one: values by name, and observers of them.
final class SettingsServer: Sendable {
  private let state = LockIsolated<
    (values: [String: Int], observers: [UUID: @Sendable (String, Int) -> Void])
  >(
    ([:], [:])
  )
  let failsLoads = LockIsolated(false)

  func value(_ name: String) -> Int? { state.value.values[name] }

  /// Changes a value as another device would, telling observers.
  func set(_ name: String, _ value: Int) {
    let observers = state.withValue { state in
      state.values[name] = value
      return Array(state.observers.values)
    }
    for observer in observers { observer(name, value) }
  }

  func store(_ name: String, _ value: Int) {
    state.withValue { $0.values[name] = value }
  }

  func observe(_ onChange: @escaping @Sendable (String, Int) -> Void) -> UUID {
    let id = UUID()
    state.withValue { $0.observers[id] = onChange }
    return id
  }

  func stopObserving(_ id: UUID) {
    state.withValue { $0.observers[id] = nil }
  }

  var observerCount: Int { state.value.observers.count }
}

struct LoadFailure: Error, CustomStringConvertible {
  var description: String { "the server is unreachable" }
}

/// A key written the way a user writes one: load, subscribe, save.
struct SettingKey: SharedKey, Hashable {
  let name: String
  let server: SettingsServer

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.name == rhs.name && lhs.server === rhs.server
  }
  func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(ObjectIdentifier(server))
  }

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    if server.failsLoads.value {
      continuation.resume(throwing: LoadFailure())
    } else if let value = server.value(name) {
      continuation.resume(returning: value)
    } else {
      continuation.resumeReturningInitialValue()
    }
  }

  func subscribe(
    context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
  ) -> SharedSubscription {
    let id = server.observe { name, value in
      if name == self.name { subscriber.yield(value) }
    }
    return SharedSubscription { [server] in server.stopObserving(id) }
  }

  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    server.store(name, value)
    continuation.resume()
  }
}

extension SharedKey where Self == SettingKey {
  static func setting(_ name: String, on server: SettingsServer) -> Self {
    SettingKey(name: name, server: server)
  }
}

/// A read-only key: a value someone else owns.
struct TemperatureKey: SharedReaderKey, Hashable {
  let server: SettingsServer
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.server === rhs.server }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(server)) }

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    continuation.resume(with: .success(server.value("temperature")))
  }

  func subscribe(
    context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
  ) -> SharedSubscription {
    let id = server.observe { name, value in
      if name == "temperature" { subscriber.yield(value) }
    }
    return SharedSubscription { [server] in server.stopObserving(id) }
  }
}

/// A key of an identified array with its default, which an array literal initializes.
extension SharedKey
where Self == FileStorageKey<IdentifiedArrayOf<CoreTests.CustomSharedKeyTests.Name>>.Default {
  static var identifiedNames: Self {
    Self[.fileStorage(.documentsDirectory.appending(component: "identified.json")), default: []]
  }
}

/// A key with its default, declared as apps declare them.
extension SharedKey where Self == FileStorageKey<[String]>.Default {
  static var names: Self {
    Self[.fileStorage(.documentsDirectory.appending(component: "names.json")), default: ["Blob"]]
  }
}

extension CoreTests {
  @Suite @MainActor struct CustomSharedKeyTests {
    @Test func aHolderLoadsTheStoredValue() {
      let server = SettingsServer()
      server.store("volume", 7)
      @Shared(.setting("volume", on: server)) var volume = 0
      #expect(volume == 7)
    }

    @Test func nothingStoredKeepsTheInitialValue() {
      let server = SettingsServer()
      @Shared(.setting("volume", on: server)) var volume = 3
      #expect(volume == 3)
      #expect(server.value("volume") == nil)
    }

    @Test func changesAreSavedAndSharedByEqualKeys() {
      let server = SettingsServer()
      @Shared(.setting("volume", on: server)) var volume = 0
      @Shared(.setting("volume", on: server)) var sameVolume = 0
      $volume.withLock { $0 = 9 }
      #expect(sameVolume == 9)
      #expect(server.value("volume") == 9)
    }

    @Test func changesMadeElsewhereReachEveryHolder() {
      let server = SettingsServer()
      @Shared(.setting("volume", on: server)) var volume = 0
      server.set("volume", 4)
      #expect(volume == 4)
      // Another setting's change is not this key's.
      server.set("brightness", 1)
      #expect(volume == 4)
    }

    @Test func theSubscriptionEndsWithTheLastHolder() {
      let server = SettingsServer()
      do {
        @Shared(.setting("volume", on: server)) var volume = 0
        #expect(server.observerCount == 1)
        _ = volume
      }
      #expect(server.observerCount == 0)
    }

    @Test func aLoadErrorIsReportedAndTheInitialValueKept() {
      let server = SettingsServer()
      server.failsLoads.setValue(true)
      withKnownIssue {
        @Shared(.setting("volume", on: server)) var volume = 5
        #expect(volume == 5)
      } matching: { issue in
        issue.description.contains("could not load its value: the server is unreachable")
          && issue.description.contains("SettingKey(name: \"volume\"")
      }
    }

    @Test func aContinuationResumedTwiceIsReported() {
      struct Twice: SharedReaderKey, Hashable {
        func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
          continuation.resume(returning: 1)
          continuation.resume(returning: 2)
        }
        func subscribe(
          context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
        ) -> SharedSubscription {
          SharedSubscription {}
        }
      }
      withKnownIssue {
        @SharedReader(Twice()) var value = 0
        #expect(value == 1)
      } matching: { issue in
        issue.description.contains("was resumed more than once")
      }
    }

    @Test func aContinuationNeverResumedIsReported() {
      struct Never: SharedReaderKey, Hashable {
        func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {}
        func subscribe(
          context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
        ) -> SharedSubscription {
          SharedSubscription {}
        }
      }
      withKnownIssue {
        @SharedReader(Never()) var value = 8
        #expect(value == 8)
      } matching: { issue in
        issue.description.contains("was never resumed")
      }
    }

    @Test func aReaderKeyFollowsItsSource() {
      let server = SettingsServer()
      server.store("temperature", 20)
      @SharedReader(TemperatureKey(server: server)) var temperature = 0
      #expect(temperature == 20)
      server.set("temperature", 22)
      #expect(temperature == 22)
    }

    @Test func aKeyWithItsDefault() {
      withDependencies {
        $0.defaultFileStorage = .inMemory()
      } operation: {
        @Shared(.names) var names
        #expect(names == ["Blob"])
        $names.withLock { $0.append("Blobby") }
        @SharedReader(.names) var readNames
        #expect(readNames == ["Blob", "Blobby"])
      }
    }

    // Its own test: after `#expect`s in the same closure, Swift 6.3 can call an `#expect`'s
    // autoclosure in place of a later `@autoclosure` argument (a local property wrapper's
    // initial value), as if the two were the same closure.
    @Test func anInitialValueAtTheDeclarationWinsOverTheKeysDefault() {
      withDependencies {
        $0.defaultFileStorage = .inMemory()
      } operation: {
        @Shared(.names) var names = ["Given"]
        @Shared(.fileStorage(.documentsDirectory.appending(component: "other.json")))
        var other: [String] = ["x"]
        #expect(names == ["Given"])
        #expect(other == ["x"])
      }
    }

    struct Name: Codable, Equatable, Identifiable, Sendable {
      let id: Int
    }

    @Test func anArrayLiteralAtTheDeclarationInitializesAKeyOfAnIdentifiedArray() {
      withDependencies {
        $0.defaultFileStorage = .inMemory()
      } operation: {
        @Shared(.identifiedNames) var names = [Name(id: 1)]
        #expect(names.ids == [1])
      }
    }

    @Test func theDocumentsDirectoryIsTheProgramsDataDirectory() {
      let directory = URL.documentsDirectory
      #expect(directory.lastPathComponent == ProcessInfo.processInfo.processName)
      let base =
        ProcessInfo.processInfo.environment["XDG_DATA_HOME"].flatMap {
          $0.isEmpty ? nil : URL(fileURLWithPath: $0)
        }
        ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
      #expect(
        directory.deletingLastPathComponent().standardizedFileURL.path
          == base.standardizedFileURL.path)
    }

    @Test func theLibrarysKeysLoadSubscribeAndSaveThroughTheirHolders() {
      withDependencies {
        $0.defaultInMemoryStorage = InMemoryStorage()
      } operation: {
        let key: InMemoryKey<Int> = .inMemory("count")
        @Shared(.inMemory("count")) var count = 1
        let changes = LockIsolated<[Int]>([])
        let subscription = key.subscribe(
          context: .userInitiated,
          subscriber: SharedSubscriber { result in
            changes.withValue { $0.append(try! result.get()!) }
          }
        )
        key.save(5, context: .userInitiated, continuation: SaveContinuation(description: "count"))
        #expect(count == 5)
        let loaded = LockIsolated<Int?>(nil)
        key.load(
          context: .userInitiated,
          continuation: LoadContinuation(description: "count") { loaded.setValue(try! $0.get()) }
        )
        #expect(loaded.value == 5)
        $count.withLock { $0 = 6 }
        subscription.cancel()
        $count.withLock { $0 = 7 }
        #expect(changes.value == [5, 6])
      }
    }
  }
}
