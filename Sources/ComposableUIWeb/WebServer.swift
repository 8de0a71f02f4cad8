#if Web
  import ComposableUI
  import Foundation
  import Hummingbird
  import HummingbirdWebSocket
  import Logging

  /// The routes of a ``WebApp``: the page, which opens a session, its script and stylesheet, and
  /// the socket a page connects to its session through.
  enum WebServer {
    /// The largest WebSocket frame the server reads; a larger one closes the socket (the page
    /// reconnects). Messages under it but over the configured limit are refused one by one.
    static var maximumFrameBytes: Int { 1 << 20 }

    /// The HTTP routes: the page, which opens a session, and its script and stylesheet.
    static func router(
      registry: SessionRegistry, host: String, logger: Logger
    ) -> Router<BasicRequestContext> {
      let router = Router()
      let allowed = registry.configuration.allowedOrigins
      router.get("/") { request, _ -> Response in
        guard isAllowed(host: request.head.authority, boundTo: host, allowed) else {
          logger.warning("refused a page for host \(request.head.authority ?? "?")")
          return text("This app answers to its own address only.\n", status: .forbidden)
        }
        let page = await MainActor.run { () -> String? in
          guard let entry = registry.open() else { return nil }
          // The page first, then its frame's number: building the page may make a frame.
          let app = entry.renderer.html
          return WebPage.html(
            title: registry.configuration.title, token: entry.token,
            version: entry.renderer.version,
            heartbeat: registry.configuration.heartbeatSeconds, app: app)
        }
        guard let page else {
          return text(
            "This app serves as many sessions as it may; try again later.\n",
            status: .serviceUnavailable)
        }
        // Never shown inside another site's page, where clicks could be tricked out of a person.
        return Response(
          status: .ok,
          headers: [
            .contentType: "text/html; charset=utf-8", .cacheControl: "no-store",
            .contentSecurityPolicy: "frame-ancestors 'none'",
          ],
          body: .init(byteBuffer: ByteBuffer(string: page)))
      }
      let script = ByteBuffer(string: WebPage.script)
      router.get("/composable-ui.js") { _, _ in
        Response(
          status: .ok, headers: [.contentType: "text/javascript; charset=utf-8"],
          body: .init(byteBuffer: script))
      }
      let stylesheet = ByteBuffer(string: WebPage.stylesheet)
      router.get("/composable-ui.css") { _, _ in
        Response(
          status: .ok, headers: [.contentType: "text/css; charset=utf-8"],
          body: .init(byteBuffer: stylesheet))
      }
      return router
    }

    /// The socket route: a page's connection to its session.
    static func socketRouter(
      registry: SessionRegistry, host: String, logger: Logger
    ) -> Router<BasicWebSocketRequestContext> {
      let router = Router(context: BasicWebSocketRequestContext.self)
      let allowed = registry.configuration.allowedOrigins
      router.ws("/socket") { request, _ in
        // A page of another site must not drive a session, even with a token it stole.
        guard isAllowed(origin: request.headers[.origin], host: request.head.authority, allowed),
          isAllowed(host: request.head.authority, boundTo: host, allowed)
        else {
          logger.warning(
            "refused a socket from origin \(request.headers[.origin] ?? "?") for host \(request.head.authority ?? "?")"
          )
          return .dontUpgrade
        }
        return .upgrade([:])
      } onUpgrade: { inbound, outbound, context in
        let query = context.request.uri.queryParameters
        let token = query["session"].map(String.init) ?? ""
        let version = query["version"].flatMap { Int($0) } ?? 0
        guard let (connection, messages) = await registry.connect(token: token, version: version)
        else {
          try await outbound.write(.text(SessionRegistry.expiredMessage))
          return
        }
        var failure: (any Error)?
        do {
          try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
              for await message in messages {
                try await outbound.writeTextMessage(message)
              }
              // The session ended its messages: another socket took it, the page fell too far
              // behind, or the session closed. The page reconnects if it still can.
              try await outbound.close(.goingAway, reason: nil)
            }
            defer { group.cancelAll() }
            for try await message in inbound.messages(maxSize: maximumFrameBytes) {
              guard case .text(let text) = message else {
                logger.warning("ignored a binary message: pages send text")
                continue
              }
              await registry.receive(text, token: token, connection: connection)
            }
          }
        } catch {
          // A frame too large or malformed closes the socket: the session waits for the page.
          failure = error
        }
        await registry.disconnect(token: token, connection: connection)
        if let failure { throw failure }
      }
      return router
    }

    /// Whether a socket's origin may open it: the app's own, one configured, or none (a client
    /// that is not a browser, which still needs the token).
    static func isAllowed(origin: String?, host: String?, _ allowed: Set<String>) -> Bool {
      guard let origin else { return true }
      if allowed.contains(origin) { return true }
      guard let host else { return false }
      return origin == "http://\(host)" || origin == "https://\(host)"
    }

    /// Whether a request's host may reach an app bound to `bound`: an app on the loopback
    /// address answers to the loopback names only (or those of its allowed origins), so that a
    /// site whose name was made to point at this machine (DNS rebinding) cannot open it. An app
    /// bound to another address answers to any name.
    static func isAllowed(host: String?, boundTo bound: String, _ allowed: Set<String>) -> Bool {
      let loopback: Set<String> = ["127.0.0.1", "localhost", "::1", "[::1]"]
      guard loopback.contains(bound) else { return true }
      guard let host else { return false }
      let name = hostName(host)
      return loopback.contains(name) || allowed.contains { hostName(originHost($0)) == name }
    }

    /// A host without its port: `localhost:8080` → `localhost`, `[::1]:8080` → `[::1]`.
    private static func hostName(_ host: String) -> String {
      if host.hasPrefix("["), let end = host.firstIndex(of: "]") {
        return String(host[...end])
      }
      return String(host.prefix { $0 != ":" })
    }

    /// The host of an origin: `https://app.example:443` → `app.example:443`.
    private static func originHost(_ origin: String) -> String {
      guard let range = origin.range(of: "://") else { return origin }
      return String(origin[range.upperBound...])
    }

    private static func text(_ text: String, status: HTTPResponse.Status) -> Response {
      Response(
        status: status, headers: [.contentType: "text/plain; charset=utf-8"],
        body: .init(byteBuffer: ByteBuffer(string: text)))
    }
  }
#endif
