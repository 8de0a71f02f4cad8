#if Web
  import ComposableArchitecture
  import ComposableUI
  import Foundation
  import Testing

  @testable import ComposableUIWeb

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  // The app served on a loopback port: the first paint, its script and stylesheet, and the limit
  // of sessions. A page's socket is tested in `WebSocketTests` (through `TestSocket`, over a
  // swift-nio connection: Foundation's WebSocket needs a libcurl built with WebSockets, which
  // Linux distributions lack, and hummingbird's test client builds BoringSSL), and driven by a
  // real browser in CI (`.ci/e2e-web.py`).

  /// Runs an app (started by `run`, which listens on port 0) for the length of `body`, given the
  /// app's address.
  func withApp(
    _ run:
      @escaping @Sendable (_ onStarted: @escaping @Sendable (Int) async -> Void) async throws
      -> Void,
    _ body: @Sendable (URL) async throws -> Void
  ) async throws {
    let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
    let server = Task {
      try await run { port in continuation.yield(port) }
    }
    defer { server.cancel() }
    var iterator = ports.makeAsyncIterator()
    guard let port = await iterator.next() else {
      Issue.record("The app did not start")
      return
    }
    try await body(URL(string: "http://127.0.0.1:\(port)")!)
    server.cancel()
    _ = await server.result
  }

  func get(_ url: URL) async throws -> (String, HTTPURLResponse) {
    let (data, response) = try await URLSession.shared.data(from: url)
    return (String(decoding: data, as: UTF8.self), response as! HTTPURLResponse)
  }

  @Suite(.serialized) struct WebAppTests {
    let app = WebApp(port: 0, configuration: .init(title: "Counter <demo>", maximumSessions: 2)) {
      _ in
      CounterView(store: Store(initialState: Counter.State()) { Counter() })
    }

    @Test func thePageIsTheFirstFrameWithItsScriptAndStylesheet() async throws {
      try await withApp({ try await app.run(onStarted: $0) }) { url in
        let (page, response) = try await get(url)
        #expect(response.statusCode == 200)
        #expect(response.value(forHTTPHeaderField: "Content-Type") == "text/html; charset=utf-8")
        #expect(
          response.value(forHTTPHeaderField: "Content-Security-Policy") == "frame-ancestors 'none'")
        #expect(page.hasPrefix("<!doctype html>"))
        #expect(page.contains("<title>Counter &lt;demo&gt;</title>"))
        #expect(page.contains(#"<script src="/composable-ui.js" defer></script>"#))
        #expect(page.contains(#"data-version="0" data-heartbeat="60">"#))
        // Usable before the script runs: a real button, the count as text.
        #expect(page.contains(#"<button id="#))
        #expect(page.contains(#">0</span>"#))
        let token = page.components(separatedBy: #"data-session=""#)[1].prefix(32)
        #expect(token.allSatisfy { $0.isHexDigit })

        let (script, scriptResponse) = try await get(url.appending(path: "composable-ui.js"))
        #expect(
          scriptResponse.value(forHTTPHeaderField: "Content-Type")
            == "text/javascript; charset=utf-8")
        #expect(script.contains("new WebSocket("))
        let (stylesheet, _) = try await get(url.appending(path: "composable-ui.css"))
        #expect(stylesheet.contains(".vstack"))
      }
    }

    @Test func theExamplesTakeTheirAddressFromTheCommandLine() throws {
      let app = try WebApp(arguments: ["demo", "--web", "--host", "0.0.0.0", "--port", "9000"]) {
        _ in Text("")
      }
      #expect(app.host == "0.0.0.0")
      #expect(app.port == 9000)
      let defaults = try WebApp(arguments: ["demo", "--web"]) { _ in Text("") }
      #expect(defaults.host == "127.0.0.1")
      #expect(defaults.port == 8080)
      #expect(throws: WebApp<Text>.ArgumentError(description: "--port needs a value")) {
        try WebApp(arguments: ["demo", "--port"]) { _ in Text("") }
      }
      #expect(
        throws: WebApp<Text>.ArgumentError(
          description: "--port takes a number from 0 to 65535, not eighty")
      ) {
        try WebApp(arguments: ["demo", "--port", "eighty"]) { _ in Text("") }
      }
    }

    @Test func pagesBeyondTheMaximumOfSessionsAreRefused() async throws {
      try await withApp({ try await app.run(onStarted: $0) }) { url in
        for _ in 0..<2 {
          let (_, response) = try await get(url)
          #expect(response.statusCode == 200)
        }
        let (text, response) = try await get(url)
        #expect(response.statusCode == 503)
        #expect(text == "This app serves as many sessions as it may; try again later.\n")
      }
    }
  }
#endif
