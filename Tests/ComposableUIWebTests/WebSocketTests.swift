#if Web
  import ComposableArchitecture
  import ComposableUI
  import Foundation
  import Testing

  @testable import ComposableUIWeb

  // A page's socket, in process, against the app served on a loopback port: what the page's
  // script does (connect with its token, send events, apply frames, reconnect), and what a page
  // of another site or a page with no session gets.

  /// A page served by an app: its token and the id of its "+" button.
  private struct ServedPage {
    let token: String
    let plus: String

    init(_ url: URL) async throws {
      let (html, _) = try await get(url)
      token = String(html.components(separatedBy: #"data-session=""#)[1].prefix(32))
      // `<button id="v7" type="button" class="button"><span id="v8" class="text">+</span>`
      let button = html.components(separatedBy: #"<button id=""#).first { $0.contains(">+<") }
      plus = String(button?.prefix { $0 != "\"" } ?? "")
    }

    func click(_ target: String, version: Int, sequence: Int) -> String {
      #"{"kind":"click","target":"\#(target)","version":\#(version),"sequence":\#(sequence)}"#
    }
  }

  @Suite(.serialized) struct WebSocketTests {
    let app = WebApp(port: 0) { _ in
      CounterView(store: Store(initialState: Counter.State()) { Counter() })
    }

    @Test func aPageDrivesItsSessionThroughItsSocket() async throws {
      try await withApp({ try await app.run(onStarted: $0) }) { url in
        let page = try await ServedPage(url)
        #expect(!page.plus.isEmpty)
        let port = url.port!
        let upgraded = try await TestSocket.with(
          port: port, path: "/socket?session=\(page.token)&version=0",
          origin: "http://127.0.0.1:\(port)"
        ) { socket in
          try await socket.send(page.click(page.plus, version: 0, sequence: 1))
          let frame = try await socket.next()
          #expect(frame?.hasPrefix(#"{"version":1,"ack":1,"patches":[["text",""#) == true)
          #expect(frame?.hasSuffix(#"","1"]]}"#) == true)
          // A message that is not an event is rejected; the session goes on.
          try await socket.send(#"{"kind":"click"}"#)
          try await socket.send(String(repeating: "x", count: 70_000))
          try await socket.send(page.click(page.plus, version: 1, sequence: 2))
          #expect(try await socket.next()?.hasSuffix(#"","2"]]}"#) == true)
        }
        #expect(upgraded)
      }
    }

    @Test func aPageThatReconnectsGetsTheFramesItMissed() async throws {
      try await withApp({ try await app.run(onStarted: $0) }) { url in
        let page = try await ServedPage(url)
        let port = url.port!
        let origin = "http://127.0.0.1:\(port)"
        try await TestSocket.with(
          port: port, path: "/socket?session=\(page.token)&version=0", origin: origin
        ) { socket in
          for sequence in 1...3 {
            try await socket.send(page.click(page.plus, version: sequence - 1, sequence: sequence))
            _ = try await socket.next()
          }
        }
        // The page had applied frame 1 when its socket dropped: it gets frames 2 and 3.
        try await TestSocket.with(
          port: port, path: "/socket?session=\(page.token)&version=1", origin: origin
        ) { socket in
          let second = try await socket.next()
          let third = try await socket.next()
          #expect(second?.hasPrefix(#"{"version":2,"ack":2,"#) == true)
          #expect(third?.hasPrefix(#"{"version":3,"ack":3,"#) == true)
          #expect(third?.hasSuffix(#"","3"]]}"#) == true)
        }
      }
    }

    @Test func aPageOfAnotherSiteGetsNoSocket() async throws {
      try await withApp({ try await app.run(onStarted: $0) }) { url in
        let page = try await ServedPage(url)
        let upgraded = try await TestSocket.with(
          port: url.port!, path: "/socket?session=\(page.token)&version=0",
          origin: "http://attacker.example"
        ) { _ in
          Issue.record("A page of another site opened a socket")
        }
        #expect(!upgraded)
      }
    }

    @Test func aPageWithNoSessionIsToldItExpired() async throws {
      try await withApp({ try await app.run(onStarted: $0) }) { url in
        let port = url.port!
        try await TestSocket.with(
          port: port, path: "/socket?session=\(String(repeating: "0", count: 32))&version=0",
          origin: "http://127.0.0.1:\(port)"
        ) { socket in
          let message = try await socket.next()
          #expect(message == #"{"expired":true}"#)
        }
      }
    }

    @Test func stoppingTheAppTellsItsPagesAndEndsTheirSockets() async throws {
      let (ports, started) = AsyncStream.makeStream(of: Int.self)
      let server = Task { try await app.run { started.yield($0) } }
      var iterator = ports.makeAsyncIterator()
      let port = try #require(await iterator.next())
      let url = URL(string: "http://127.0.0.1:\(port)")!
      let page = try await ServedPage(url)
      try await TestSocket.with(
        port: port, path: "/socket?session=\(page.token)&version=0",
        origin: "http://127.0.0.1:\(port)"
      ) { socket in
        try await socket.send(page.click(page.plus, version: 0, sequence: 1))
        #expect(try await socket.next()?.hasSuffix(#"","1"]]}"#) == true)
        // Cancelling `run` shuts the app down gracefully: the page is told its session ended,
        // and its socket closes.
        server.cancel()
        #expect(try await socket.next() == #"{"expired":true}"#)
        #expect(try await socket.next() == nil)
      }
      // `run` returns once the server stopped, without an error; the port is closed.
      try await server.value
      await #expect(throws: (any Error).self) { _ = try await get(url) }
    }
  }
#endif
