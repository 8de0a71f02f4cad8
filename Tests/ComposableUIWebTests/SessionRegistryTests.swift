#if Web
  import ComposableArchitecture
  import ComposableUI
  import Foundation
  import Testing

  @testable import ComposableUIWeb

  // Sessions without a server: opening, connecting, reconnecting within the window, expiring,
  // and a closed session releasing its store and cancelling its effects.

  @Reducer
  struct Counter {
    @ObservableState
    struct State: Equatable {
      var count = 0
      var isTicking = false
    }
    enum Action {
      case incrementButtonTapped
      case task
      case tick
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .incrementButtonTapped:
          state.count += 1
          return .none
        case .task:
          state.isTicking = true
          // Runs until the view goes away: a closed session must cancel it.
          return .run { _ in
            try await Task.never()
          }
        case .tick:
          return .none
        }
      }
    }
  }

  struct CounterView: View {
    let store: StoreOf<Counter>

    var body: some View {
      VStack {
        Text("\(store.count)")
        Button("+") { store.send(.incrementButtonTapped) }
      }
      .task { await store.send(.task).finish() }
    }
  }

  /// A clock the tests move.
  @MainActor
  final class TestTime {
    var now = ContinuousClock.now
  }

  @MainActor
  @Suite struct SessionRegistryTests {
    private func registry(
      _ configuration: WebAppConfiguration = .init(), time: TestTime = TestTime(),
      logged: LockIsolated<[String]> = LockIsolated([]),
      stores: LockIsolated<[WeakStore]> = LockIsolated([])
    ) -> SessionRegistry {
      let registry = SessionRegistry(
        configuration: configuration, log: { line in logged.withValue { $0.append(line) } }
      ) { renderer, _ in
        let store = Store(initialState: Counter.State()) { Counter() }
        let weakStore = WeakStore(store)
        stores.withValue { $0.append(weakStore) }
        renderer.show(CounterView(store: store))
      }
      registry.now = { time.now }
      return registry
    }

    @Test func tokensAre128RandomBits() {
      let tokens = (0..<100).map { _ in SessionRegistry.makeToken() }
      #expect(Set(tokens).count == 100)
      #expect(tokens.allSatisfy { $0.count == 32 && $0.allSatisfy(\.isHexDigit) })
    }

    @Test func aPageConnectsWithItsTokenOnly() async {
      let registry = registry()
      let entry = registry.open()!
      #expect(registry.connect(token: "0123456789abcdef0123456789abcdef", version: 0) == nil)
      #expect(registry.connect(token: entry.token, version: 0) != nil)
    }

    @Test func eventsGoToTheSessionAndFramesComeBack() async {
      let registry = registry()
      let entry = registry.open()!
      let (connection, messages) = registry.connect(token: entry.token, version: 0)!
      var iterator = messages.makeAsyncIterator()
      let button = entry.renderer.html.components(separatedBy: #"<button id=""#)[1]
        .prefix { $0 != "\"" }
      registry.receive(
        #"{"kind":"click","target":"\#(button)","version":0,"sequence":1}"#,
        token: entry.token, connection: connection)
      let message = await iterator.next()
      #expect(message?.hasPrefix(#"{"version":1,"ack":1,"patches":[["text","#) == true)
      #expect(message?.hasSuffix(#""1"]]}"#) == true)
    }

    @Test func aReconnectingPageGetsTheFramesItMissedAndTheOldSocketIsDropped() async {
      let registry = registry()
      let entry = registry.open()!
      let first = registry.connect(token: entry.token, version: 0)!
      let button = entry.renderer.html.components(separatedBy: #"<button id=""#)[1]
        .prefix { $0 != "\"" }
      registry.receive(
        #"{"kind":"click","target":"\#(button)","version":0}"#, token: entry.token,
        connection: first.id)
      registry.disconnect(token: entry.token, connection: first.id)
      // The page comes back having seen frame 0.
      let second = registry.connect(token: entry.token, version: 0)!
      var iterator = second.messages.makeAsyncIterator()
      #expect(await iterator.next()?.hasPrefix(#"{"version":1,"#) == true)
      // The first socket's messages are no longer taken.
      registry.receive(
        #"{"kind":"click","target":"\#(button)","version":1}"#, token: entry.token,
        connection: first.id)
      #expect(entry.renderer.version == 1)
    }

    @Test func sessionsOverTheMaximumAreRefused() {
      let logged = LockIsolated<[String]>([])
      let registry = registry(.init(maximumSessions: 2), logged: logged)
      #expect(registry.open() != nil)
      #expect(registry.open() != nil)
      #expect(registry.open() == nil)
      #expect(
        logged.value == [
          "refused a new session: the app serves 2 sessions, its maximum (WebApp.Configuration.maximumSessions)"
        ])
    }

    @Test func aSessionWaitsForItsPageWithinTheWindowThenExpires() async {
      let time = TestTime()
      let logged = LockIsolated<[String]>([])
      let registry = registry(
        .init(reconnectWindow: .seconds(60)), time: time, logged: logged)
      let entry = registry.open()!
      let connection = registry.connect(token: entry.token, version: 0)!
      registry.disconnect(token: entry.token, connection: connection.id)
      time.now += .seconds(59)
      registry.sweep()
      #expect(registry.entries.count == 1)
      time.now += .seconds(2)
      registry.sweep()
      #expect(registry.entries.isEmpty)
      #expect(logged.value == ["closed session 1: its page did not reconnect"])
      #expect(registry.connect(token: entry.token, version: 0) == nil)
    }

    @Test func anIdleSessionIsClosedAndItsPageTold() async {
      let time = TestTime()
      let registry = registry(.init(idleTimeout: .seconds(600)), time: time)
      let entry = registry.open()!
      let connection = registry.connect(token: entry.token, version: 0)!
      time.now += .seconds(601)
      registry.sweep()
      #expect(registry.entries.isEmpty)
      var iterator = connection.messages.makeAsyncIterator()
      #expect(await iterator.next() == #"{"expired":true}"#)
      #expect(await iterator.next() == nil)
    }

    @Test func stoppingClosesEverySessionAndWaitsForTheirSockets() async {
      let registry = registry()
      let connected = registry.open()!
      let waiting = registry.open()!
      let socket = registry.connect(token: connected.token, version: 0)!
      let returned = LockIsolated(false)
      let stopped = Task {
        await registry.closeAll()
        returned.setValue(true)
      }
      var iterator = socket.messages.makeAsyncIterator()
      #expect(await iterator.next() == #"{"expired":true}"#)
      #expect(await iterator.next() == nil)
      #expect(registry.entries.isEmpty)
      #expect(registry.entries[waiting.token] == nil)
      // A page opened while the app stops is refused.
      #expect(registry.open() == nil)
      // The socket's end is what lets `closeAll` return: the server stops after it.
      #expect(registry.openSockets == 1)
      #expect(!returned.value)
      registry.disconnect(token: connected.token, connection: socket.id)
      #expect(registry.openSockets == 0)
      await stopped.value
      #expect(returned.value)
    }

    @Test func aPageOnlyWatchedKeepsItsSession() async {
      let time = TestTime()
      let registry = registry(.init(idleTimeout: .seconds(600)), time: time)
      let watched = registry.open()!
      let watchedConnection = registry.connect(token: watched.token, version: 0)!
      let hidden = registry.open()!
      _ = registry.connect(token: hidden.token, version: 0)!
      // The watched page says it is in front of someone every minute; the hidden one says
      // nothing.
      for _ in 0..<20 {
        time.now += .seconds(60)
        registry.receive(
          #"{"kind":"visible","target":"app","version":0}"#, token: watched.token,
          connection: watchedConnection.id)
        registry.sweep()
      }
      #expect(registry.entries.keys.sorted() == [watched.token])
      #expect(watched.renderer.acknowledged == 0)
    }

    @Test func messagesThatAreNotEventsDoNotKeepASessionOpen() {
      let time = TestTime()
      let registry = registry(.init(idleTimeout: .seconds(600)), time: time)
      let noisy = registry.open()!
      let noisyConnection = registry.connect(token: noisy.token, version: 0)!
      let late = registry.open()!
      let lateConnection = registry.connect(token: late.token, version: 0)!
      for _ in 0..<20 {
        time.now += .seconds(60)
        // Garbage on one socket; on the other, an event from a frame that was never sent,
        // which is rejected but was sent by a page.
        registry.receive("{not json", token: noisy.token, connection: noisyConnection.id)
        registry.receive(
          #"{"kind":"click","target":"app","version":99}"#, token: late.token,
          connection: lateConnection.id)
        registry.sweep()
      }
      #expect(registry.entries.keys.sorted() == [late.token])
    }

    @Test func aPageSaysItIsWatchedThreeTimesPerIdleTimeoutAtMostOnceAMinute() {
      #expect(WebAppConfiguration().heartbeatSeconds == 60)
      #expect(WebAppConfiguration(idleTimeout: .seconds(90)).heartbeatSeconds == 30)
      #expect(WebAppConfiguration(idleTimeout: .seconds(1)).heartbeatSeconds == 1)
    }

    @Test func aClosedSessionReleasesItsStoreAndCancelsItsEffects() async {
      let stores = LockIsolated<[WeakStore]>([])
      let registry = registry(stores: stores)
      let entry = registry.open()!
      // The view's task starts its effect.
      for _ in 0..<20 { await Task.yield() }
      entry.renderer.update()
      for _ in 0..<20 { await Task.yield() }
      #expect(stores.value.first?.store?.isTicking == true)
      registry.close(entry.token, reason: "a test")
      for _ in 0..<50 { await Task.yield() }
      #expect(stores.value.count == 1)
      #expect(stores.value[0].store == nil)
    }

    @Test func fiveHundredSessionsOfTwentyEventsEachEndRightAndReleaseTheirStores() async {
      let stores = LockIsolated<[WeakStore]>([])
      let registry = registry(.init(maximumSessions: 500), stores: stores)
      var sessions: [(entry: SessionRegistry.Entry, connection: Int)] = []
      for _ in 0..<500 {
        let entry = registry.open()!
        sessions.append((entry, registry.connect(token: entry.token, version: 0)!.id))
      }
      // Each session's `+` button has its own id; each page clicks it 20 times, interleaved
      // with the others, from the frame it shows.
      let buttons = sessions.map {
        String(
          $0.entry.renderer.html.components(separatedBy: #"<button id=""#)[1].prefix { $0 != "\"" })
      }
      for round in 0..<20 {
        for (offset, session) in sessions.enumerated() {
          registry.receive(
            #"{"kind":"click","target":"\#(buttons[offset])","version":\#(round)}"#,
            token: session.entry.token, connection: session.connection)
        }
      }
      #expect(stores.value.count == 500)
      #expect(stores.value.allSatisfy { $0.store?.count == 20 })
      #expect(sessions.allSatisfy { $0.entry.renderer.version == 20 })
      for session in sessions {
        registry.disconnect(token: session.entry.token, connection: session.connection)
        registry.close(session.entry.token, reason: "a test")
      }
      sessions.removeAll()
      for _ in 0..<50 { await Task.yield() }
      #expect(registry.entries.isEmpty)
      #expect(stores.value.allSatisfy { $0.store == nil })
    }

    @Test func socketsFromOtherOriginsAreRefused() {
      #expect(WebServer.isAllowed(origin: "http://127.0.0.1:8080", host: "127.0.0.1:8080", []))
      #expect(WebServer.isAllowed(origin: nil, host: "127.0.0.1:8080", []))
      #expect(!WebServer.isAllowed(origin: "http://evil.example", host: "127.0.0.1:8080", []))
      #expect(
        WebServer.isAllowed(
          origin: "https://app.example", host: "127.0.0.1:8080", ["https://app.example"]))
      #expect(!WebServer.isAllowed(origin: "http://127.0.0.1:8080", host: nil, []))
    }

    @Test func anAppOnLoopbackAnswersToLoopbackNamesOnly() {
      // A site whose name was pointed at this machine (DNS rebinding) is refused.
      #expect(WebServer.isAllowed(host: "127.0.0.1:8080", boundTo: "127.0.0.1", []))
      #expect(WebServer.isAllowed(host: "localhost:8080", boundTo: "127.0.0.1", []))
      #expect(WebServer.isAllowed(host: "[::1]:8080", boundTo: "127.0.0.1", []))
      #expect(!WebServer.isAllowed(host: "evil.example:8080", boundTo: "127.0.0.1", []))
      #expect(!WebServer.isAllowed(host: nil, boundTo: "127.0.0.1", []))
      // A name the app was told about (a proxy), and any name for an app on the network.
      #expect(
        WebServer.isAllowed(
          host: "app.example", boundTo: "127.0.0.1", ["https://app.example"]))
      #expect(WebServer.isAllowed(host: "box.local:8080", boundTo: "0.0.0.0", []))
    }

    @Test func aPageThatStopsReadingIsDisconnectedNotWaitedFor() async {
      let registry = registry()
      let entry = registry.open()!
      let (connection, messages) = registry.connect(token: entry.token, version: 0)!
      let button = entry.renderer.html.components(separatedBy: #"<button id=""#)[1]
        .prefix { $0 != "\"" }
      // More frames than may wait for the socket, none of them read.
      for round in 0...SessionRegistry.maximumQueuedMessages {
        registry.receive(
          #"{"kind":"click","target":"\#(button)","version":\#(round)}"#, token: entry.token,
          connection: connection)
      }
      var count = 0
      for await _ in messages { count += 1 }
      #expect(count == SessionRegistry.maximumQueuedMessages)
    }
  }

  /// A store held weakly, to see that a closed session let it go.
  @MainActor
  final class WeakStore {
    weak var store: StoreOf<Counter>?

    init(_ store: StoreOf<Counter>) {
      self.store = store
    }
  }
#endif
