#if Web
  import ComposableArchitecture
  import NIOCore
  import NIOHTTP1
  import NIOPosix
  import NIOWebSocket

  /// A page's WebSocket without a browser, for tests: swift-nio's own handshake and frames over
  /// a loopback connection to an app.
  struct TestSocket {
    private var inbound: NIOAsyncChannelInboundStream<WebSocketFrame>.AsyncIterator
    private let outbound: NIOAsyncChannelOutboundWriter<WebSocketFrame>
    private let channel: any Channel

    /// How long ``next()`` waits for a message before it closes the socket and fails: a frame
    /// the app never sends fails the test instead of hanging the suite. Passing tests never
    /// wait for it.
    static let patience: TimeAmount = .seconds(20)

    /// ``next()`` waited longer than ``patience``.
    struct NoMessage: Error, CustomStringConvertible {
      var description: String {
        "the app sent no message within \(TestSocket.patience.nanoseconds / 1_000_000_000) s"
      }
    }

    /// The outcome of asking for a socket.
    enum Upgrade {
      case websocket(NIOAsyncChannel<WebSocketFrame, WebSocketFrame>)
      /// The app answered with plain HTTP: it refused the socket.
      case refused
    }

    /// Opens a socket to `path` on the app at `port`, sending `origin` as a browser would, and
    /// runs `body` with it; `false` when the app refused it.
    @discardableResult
    static func with(
      port: Int, path: String, origin: String?,
      _ body: (inout TestSocket) async throws -> Void
    ) async throws -> Bool {
      let upgrade = try await ClientBootstrap(group: .singletonMultiThreadedEventLoopGroup)
        .connect(host: "127.0.0.1", port: port) { channel in
          channel.eventLoop.makeCompletedFuture {
            let upgrader = NIOTypedWebSocketClientUpgrader<Upgrade> { channel, _ in
              channel.eventLoop.makeCompletedFuture {
                .websocket(try NIOAsyncChannel(wrappingChannelSynchronously: channel))
              }
            }
            var headers = HTTPHeaders()
            headers.add(name: "Host", value: "127.0.0.1:\(port)")
            if let origin { headers.add(name: "Origin", value: origin) }
            headers.add(name: "Content-Length", value: "0")
            let configuration = NIOTypedHTTPClientUpgradeConfiguration(
              upgradeRequestHead: HTTPRequestHead(
                version: .http1_1, method: .GET, uri: path, headers: headers),
              upgraders: [upgrader],
              notUpgradingCompletionHandler: { channel in
                channel.eventLoop.makeCompletedFuture { .refused }
              })
            // Frames the app sends at once (the ones a reconnecting page missed) can arrive in
            // the same read as the upgrade's response: they are kept for the socket, as a
            // browser keeps them. (swift-nio's default drops them.)
            var pipeline = NIOUpgradableHTTPClientPipelineConfiguration(
              upgradeConfiguration: configuration)
            pipeline.leftOverBytesStrategy = .forwardBytes
            return try channel.pipeline.syncOperations.configureUpgradableHTTPClientPipeline(
              configuration: pipeline)
          }
        }
      switch try await upgrade.get() {
      case .refused:
        return false
      case .websocket(let channel):
        try await channel.executeThenClose { inbound, outbound in
          var socket = TestSocket(
            inbound: inbound.makeAsyncIterator(), outbound: outbound, channel: channel.channel)
          try await body(&socket)
        }
        return true
      }
    }

    /// The next text message from the app; `nil` once it closed the socket. Throws
    /// ``NoMessage`` when none comes within ``patience``.
    mutating func next() async throws -> String? {
      let timedOut = LockIsolated(false)
      let channel = self.channel
      let timeout = channel.eventLoop.scheduleTask(in: Self.patience) {
        timedOut.setValue(true)
        channel.close(promise: nil)
      }
      defer { timeout.cancel() }
      do {
        let message = try await nextMessage()
        if timedOut.value { throw NoMessage() }
        return message
      } catch {
        if timedOut.value { throw NoMessage() }
        throw error
      }
    }

    private mutating func nextMessage() async throws -> String? {
      while let frame = try await inbound.next() {
        switch frame.opcode {
        case .text:
          return String(buffer: frame.unmaskedData)
        case .connectionClose:
          return nil
        default:
          continue
        }
      }
      return nil
    }

    /// Sends a text message, masked as a client's frames are.
    func send(_ text: String) async throws {
      try await outbound.write(
        WebSocketFrame(
          fin: true, opcode: .text, maskKey: .random(), data: ByteBuffer(string: text)))
    }
  }
#endif
