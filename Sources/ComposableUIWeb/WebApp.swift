#if Web
  import ComposableUI
  import Foundation
  import Hummingbird
  import HummingbirdWebSocket
  import Logging
  import ServiceLifecycle

  /// Views served live to a browser: each page opened gets its own session, with its own view
  /// graph and, by default, its own store; what a person does on the page goes to the views over
  /// a WebSocket, and what changes comes back as patches of the page.
  ///
  /// ```swift
  /// try await WebApp(port: 8080) { session in
  ///   CounterView(store: Store(initialState: Counter.State()) { Counter() })
  /// }
  /// .run()
  /// ```
  ///
  /// The closure runs once per session, on the main actor, where the store and the views live.
  /// To share one store between every session (a dashboard everyone sees), create it outside the
  /// closure and use it inside:
  ///
  /// ```swift
  /// let store = Store(initialState: Counter.State()) { Counter() }
  /// try await WebApp { _ in CounterView(store: store) }.run()
  /// ```
  ///
  /// The app binds to the loopback address by default, so that only the machine it runs on can
  /// open it; pass another `host` to serve a network.
  ///
  /// A page's messages are not trusted: each event must name an element on the page that takes
  /// it, from a recent frame, within the size limit (see ``WebAppConfiguration``); anything else
  /// is logged and ignored. The page's token (128 random bits) is the only way to drive a
  /// session, and a socket from a page of another origin is refused.
  public struct WebApp<Content: View>: Sendable {
    /// The settings of a web app.
    public typealias Configuration = WebAppConfiguration

    /// The address to listen on: loopback by default.
    public var host: String
    /// The port to listen on; 0 picks a free one (see ``run(onStarted:)``).
    public var port: Int
    /// Limits, timeouts and trusted origins.
    public var configuration: Configuration
    /// Where the app reports what it refused and the sessions it closed.
    public var logger: Logger
    /// The root view of a new session.
    let content: @MainActor @Sendable (WebSession) -> Content

    /// An app that shows a view, made for each session.
    ///
    /// - Parameters:
    ///   - host: The address to listen on.
    ///   - port: The port to listen on.
    ///   - configuration: Limits, timeouts and trusted origins.
    ///   - content: The root view of a session, made once when its page is opened.
    public init(
      host: String = "127.0.0.1", port: Int = 8080, configuration: Configuration = .init(),
      @ViewBuilder content: @escaping @MainActor @Sendable (WebSession) -> Content
    ) {
      self.host = host
      self.port = port
      self.configuration = configuration
      self.logger = Logger(label: "ComposableUIWeb")
      self.content = content
    }

    /// Serves the app until the task is cancelled or the process gets SIGINT or SIGTERM; then
    /// shuts it down gracefully: every session is closed and its page told, the server waits up to
    /// 3 seconds for their sockets to close, then stops, closing what is still open (a socket
    /// whose page does not answer within 2 seconds is dropped).
    public func run() async throws {
      try await run(onStarted: { _ in })
    }

    /// Serves the app, calling `onStarted` with the port it listens on once it does (the port
    /// picked when ``port`` is 0).
    public func run(onStarted: @escaping @Sendable (Int) async -> Void) async throws {
      let logger = self.logger
      let content = self.content
      let registry = await SessionRegistry(
        configuration: configuration, log: { logger.warning("\($0)") }
      ) { renderer, session in
        renderer.show(content(session))
      }
      let application = Application(
        router: WebServer.router(registry: registry, host: host, logger: logger),
        server: .http1WebSocketUpgrade(
          webSocketRouter: WebServer.socketRouter(registry: registry, host: host, logger: logger),
          configuration: .init(
            ws: .init(
              maxFrameSize: WebServer.maximumFrameBytes, closeTimeout: Self.socketCloseLimit))),
        configuration: .init(address: .hostname(host, port: port), serverName: "ComposableUIWeb"),
        onServerRunning: { channel in
          await onStarted(channel.localAddress?.port ?? port)
        },
        logger: logger
      )
      var configuration = ServiceGroupConfiguration(
        services: [application, SessionSweeper(registry: registry)],
        gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
      configuration.maximumGracefulShutdownDuration = Self.gracefulShutdownLimit
      let services = ServiceGroup(configuration: configuration)
      // Cancelling `run` shuts the app down gracefully, and does not cancel the server's tasks:
      // hummingbird's date cache iterates a swift-async-algorithms `merge`, whose cancellation
      // handler can deadlock against its own iterating task
      // (apple/swift-async-algorithms#430). So the group runs in a task of its own, which the
      // caller's cancellation does not reach, and ends its services by graceful shutdown; only a
      // shutdown that outlasts `gracefulShutdownLimit` (something hung) cancels them.
      let running = Task { try await services.run() }
      try await withTaskCancellationHandler {
        try await running.value
      } onCancel: {
        Task { await services.triggerGracefulShutdown() }
      }
    }

    /// How long a graceful shutdown may take before what is still running is cancelled: longer
    /// than the sweeper's wait for the pages' sockets and a socket's close handshake together, so
    /// that it is never reached unless something hangs (cancelling hummingbird's tasks is what
    /// can deadlock, above).
    static var gracefulShutdownLimit: Duration { .seconds(10) }

    /// How long a socket the server closes waits for the page's answer before it is dropped
    /// (hummingbird's default is 15 seconds).
    static var socketCloseLimit: Duration { .seconds(2) }
  }
#endif
