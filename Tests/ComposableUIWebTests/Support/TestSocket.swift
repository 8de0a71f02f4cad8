#if Web
  import ComposableArchitecture
  import NIOCore
  import NIOPosix

  /// A page's WebSocket without a browser, for tests: the opening handshake and the frames of
  /// RFC 6455 over a loopback connection to an app, read from one byte stream.
  ///
  /// The handshake's response and the app's first frames often arrive in one read (the app
  /// answers a page without a session, and a reconnecting one, at once). swift-nio's client
  /// upgrade pipeline sometimes lost such frames, and closed the connection, when the machine
  /// was loaded (about 5 sockets in 100 with both cores busy); reading the stream as a browser
  /// does, response then frames, cannot.
  struct TestSocket {
    private var inbound: NIOAsyncChannelInboundStream<ByteBuffer>.AsyncIterator
    private let outbound: NIOAsyncChannelOutboundWriter<ByteBuffer>
    private let channel: any Channel
    /// What was read and not yet taken as a response or a frame.
    private var buffer = ByteBuffer()

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

    /// The app's answer to the handshake was not a WebSocket's, or its frames were not.
    struct ProtocolError: Error, CustomStringConvertible {
      let description: String
    }

    /// Opens a socket to `path` on the app at `port`, sending `origin` as a browser would, and
    /// runs `body` with it; `false` when the app refused it.
    @discardableResult
    static func with(
      port: Int, path: String, origin: String?,
      _ body: (inout TestSocket) async throws -> Void
    ) async throws -> Bool {
      let channel = try await ClientBootstrap(group: .singletonMultiThreadedEventLoopGroup)
        .connect(host: "127.0.0.1", port: port) { channel in
          channel.eventLoop.makeCompletedFuture {
            try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
          }
        }
      return try await channel.executeThenClose { inbound, outbound in
        var socket = TestSocket(
          inbound: inbound.makeAsyncIterator(), outbound: outbound, channel: channel.channel)
        var request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
        request += "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
        // Any 16 bytes, base64-encoded: the app's answer to it is not checked here.
        request += "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
        if let origin { request += "Origin: \(origin)\r\n" }
        request += "\r\n"
        try await outbound.write(ByteBuffer(string: request))
        let head = try await socket.withPatience { try await $0.readResponseHead() }
        guard head.hasPrefix("HTTP/1.1 101") else { return false }
        try await body(&socket)
        return true
      }
    }

    /// The next text message from the app; `nil` once it closed the socket. Throws
    /// ``NoMessage`` when none comes within ``patience``.
    mutating func next() async throws -> String? {
      try await withPatience { try await $0.nextMessage() }
    }

    /// Runs `read`, closing the socket and throwing ``NoMessage`` when the app sends nothing
    /// for ``patience``.
    private mutating func withPatience<Result>(
      _ read: (inout TestSocket) async throws -> Result
    ) async throws -> Result {
      let timedOut = LockIsolated(false)
      let channel = self.channel
      let timeout = channel.eventLoop.scheduleTask(in: Self.patience) {
        timedOut.setValue(true)
        channel.close(promise: nil)
      }
      defer { timeout.cancel() }
      do {
        let result = try await read(&self)
        if timedOut.value { throw NoMessage() }
        return result
      } catch {
        if timedOut.value { throw NoMessage() }
        throw error
      }
    }

    /// Sends a text message in one frame, masked as a client's frames are.
    func send(_ text: String) async throws {
      let payload = Array(text.utf8)
      var frame = ByteBuffer()
      frame.writeInteger(UInt8(0x81))  // FIN, text
      switch payload.count {
      case ..<126:
        frame.writeInteger(UInt8(0x80 | payload.count))
      case ...0xFFFF:
        frame.writeInteger(UInt8(0x80 | 126))
        frame.writeInteger(UInt16(payload.count))
      default:
        frame.writeInteger(UInt8(0x80 | 127))
        frame.writeInteger(UInt64(payload.count))
      }
      let mask = (0..<4).map { _ in UInt8.random(in: 0...255) }
      frame.writeBytes(mask)
      frame.writeBytes(payload.enumerated().map { $0.element ^ mask[$0.offset % 4] })
      try await outbound.write(frame)
    }

    /// Reads the handshake's response up to its blank line, and returns its head.
    private mutating func readResponseHead() async throws -> String {
      while true {
        let view = buffer.readableBytesView
        if let end = view.firstRange(of: Array("\r\n\r\n".utf8)) {
          let length = view.distance(from: view.startIndex, to: end.upperBound)
          return buffer.readString(length: length) ?? ""
        }
        guard try await read() else {
          throw ProtocolError(description: "the app closed the connection during the handshake")
        }
      }
    }

    /// Reads frames until a whole text message: `nil` at a close frame or the stream's end.
    private mutating func nextMessage() async throws -> String? {
      var message: [UInt8] = []
      while true {
        guard let (fin, opcode, payload) = try await nextFrame() else { return nil }
        switch opcode {
        case 0x1, 0x0:  // text, continuation
          message += payload
          if fin { return String(decoding: message, as: UTF8.self) }
        case 0x8:  // close
          return nil
        default:  // ping, pong, binary: not what the app's pages are sent
          continue
        }
      }
    }

    /// The next frame the app sent; `nil` when the stream ended.
    private mutating func nextFrame() async throws -> (
      fin: Bool, opcode: UInt8, payload: [UInt8]
    )? {
      while true {
        if let frame = try takeFrame() { return frame }
        guard try await read() else { return nil }
      }
    }

    /// Takes a whole frame off ``buffer``, if it holds one.
    private mutating func takeFrame() throws -> (fin: Bool, opcode: UInt8, payload: [UInt8])? {
      var view = buffer
      guard let first = view.readInteger(as: UInt8.self),
        let second = view.readInteger(as: UInt8.self)
      else { return nil }
      guard second & 0x80 == 0 else {
        throw ProtocolError(description: "a frame from the app is masked")
      }
      var length = Int(second & 0x7F)
      if length == 126 {
        guard let extended = view.readInteger(as: UInt16.self) else { return nil }
        length = Int(extended)
      } else if length == 127 {
        guard let extended = view.readInteger(as: UInt64.self) else { return nil }
        guard let exact = Int(exactly: extended) else {
          throw ProtocolError(description: "a frame from the app claims \(extended) bytes")
        }
        length = exact
      }
      guard let payload = view.readBytes(length: length) else { return nil }
      buffer = view
      return (first & 0x80 != 0, first & 0x0F, payload)
    }

    /// Appends the next read to ``buffer``; `false` when the stream ended.
    private mutating func read() async throws -> Bool {
      guard var bytes = try await inbound.next() else { return false }
      buffer.writeBuffer(&bytes)
      return true
    }
  }
#endif
