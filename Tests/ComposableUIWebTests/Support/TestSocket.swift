#if Web
  import NIOCore
  import NIOHTTP1
  import NIOPosix
  import NIOWebSocket

  /// A page's WebSocket without a browser, for tests: swift-nio's own handshake and frames over
  /// a loopback connection to an app.
  struct TestSocket {
    private var inbound: NIOAsyncChannelInboundStream<WebSocketFrame>.AsyncIterator
    private let outbound: NIOAsyncChannelOutboundWriter<WebSocketFrame>

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
            return try channel.pipeline.syncOperations.configureUpgradableHTTPClientPipeline(
              configuration: .init(upgradeConfiguration: configuration))
          }
        }
      switch try await upgrade.get() {
      case .refused:
        return false
      case .websocket(let channel):
        try await channel.executeThenClose { inbound, outbound in
          var socket = TestSocket(inbound: inbound.makeAsyncIterator(), outbound: outbound)
          try await body(&socket)
        }
        return true
      }
    }

    /// The next text message from the app; `nil` once it closed the socket.
    mutating func next() async throws -> String? {
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
