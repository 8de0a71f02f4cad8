#if Web
  import ComposableUI
  import Foundation

  /// The sessions a ``WebApp`` serves, each with its page's view graph, and the socket its page is
  /// connected through, if any.
  ///
  /// Everything here runs on the main actor, where the views and stores live; the server's
  /// handlers hop to it for each page, socket and message.
  @MainActor
  final class SessionRegistry {
    /// One session: its secret token, its views, and its page's connection.
    final class Entry {
      let token: String
      let session: WebSession
      let renderer: WebRenderer
      /// When the page last sent something (or connected).
      var lastActivity: ContinuousClock.Instant
      /// The socket the page is connected through.
      var connection: Connection?
      /// When the page lost (or had not yet opened) its socket; `nil` while it is connected.
      var disconnectedAt: ContinuousClock.Instant?

      init(token: String, session: WebSession, renderer: WebRenderer, now: ContinuousClock.Instant)
      {
        self.token = token
        self.session = session
        self.renderer = renderer
        lastActivity = now
        disconnectedAt = now
      }
    }

    /// A page's socket: where the session's messages go while it is open.
    struct Connection {
      let id: Int
      let messages: AsyncStream<String>.Continuation
    }

    /// How many messages may wait for a page's socket before the page is taken to be gone.
    static let maximumQueuedMessages = 1_024

    /// What a page is told when its session is gone.
    static let expiredMessage = #"{"expired":true}"#

    let configuration: WebAppConfiguration
    /// Shows a session's root view in its renderer.
    private let makeRoot: @MainActor (WebRenderer, WebSession) -> Void
    /// Where rejected input and closed sessions are reported.
    let log: @Sendable (String) -> Void
    /// The time, which tests set.
    var now: () -> ContinuousClock.Instant = { ContinuousClock.now }

    private(set) var entries: [String: Entry] = [:]
    private var lastSessionID = 0
    private var lastConnectionID = 0
    /// The sockets connected and not yet closed, whatever their session became.
    private(set) var openSockets = 0
    /// Waiting, in ``closeAll()``, for the last socket to close.
    private var waitingForSockets: [CheckedContinuation<Void, Never>] = []
    /// Set by ``closeAll()``: the app is stopping, and opens and connects nothing more.
    private(set) var isClosed = false

    init(
      configuration: WebAppConfiguration,
      log: @escaping @Sendable (String) -> Void,
      makeRoot: @escaping @MainActor (WebRenderer, WebSession) -> Void
    ) {
      self.configuration = configuration
      self.log = log
      self.makeRoot = makeRoot
    }

    /// Opens a session for a new page and builds its first frame; `nil` when the app serves as
    /// many sessions as it may.
    func open() -> Entry? {
      guard !isClosed else {
        log("refused a new session: the app is stopping")
        return nil
      }
      guard entries.count < configuration.maximumSessions else {
        log(
          "refused a new session: the app serves \(entries.count) sessions, its maximum "
            + "(WebApp.Configuration.maximumSessions)")
        return nil
      }
      lastSessionID += 1
      let session = WebSession(id: lastSessionID)
      let renderer = WebRenderer()
      let log = self.log
      renderer.log = { line in log("session \(session.id): \(line)") }
      let token = Self.makeToken()
      let entry = Entry(token: token, session: session, renderer: renderer, now: now())
      entries[token] = entry
      makeRoot(renderer, session)
      return entry
    }

    /// Connects a page's socket to its session: the messages the page missed since `version`
    /// come first, then each frame's. A socket the session had before is closed. `nil` for a
    /// token of no session (expired, or never given).
    func connect(token: String, version: Int) -> (id: Int, messages: AsyncStream<String>)? {
      guard !isClosed, let entry = entries[token] else { return nil }
      entry.connection?.messages.finish()
      lastConnectionID += 1
      let (stream, continuation) = AsyncStream.makeStream(
        of: String.self, bufferingPolicy: .bufferingOldest(Self.maximumQueuedMessages))
      let send = { (message: String) in
        // A page that does not read its messages is not waited for: its socket is closed, and
        // when it reconnects it gets the frames it missed, or the whole page.
        if case .dropped = continuation.yield(message) {
          continuation.finish()
        }
      }
      for message in entry.renderer.messages(after: version) {
        send(message)
      }
      entry.renderer.onMessage = send
      entry.connection = Connection(id: lastConnectionID, messages: continuation)
      entry.disconnectedAt = nil
      entry.lastActivity = now()
      openSockets += 1
      return (lastConnectionID, stream)
    }

    /// Handles a message from a page's socket, if the socket is still its session's. An event
    /// counts as the page's activity, even one the page sent too late to apply; a message that is
    /// not an event does not, so that noise on a socket cannot keep an unused session open.
    func receive(_ message: String, token: String, connection: Int) {
      guard let entry = entries[token], entry.connection?.id == connection else { return }
      let result = entry.renderer.handle(message: message, limit: configuration.maximumMessageBytes)
      if case .unreadable = result { return }
      entry.lastActivity = now()
    }

    /// Notes that a page's socket closed, once for each socket ``connect(token:version:)``
    /// connected: the session waits for the page to reconnect.
    func disconnect(token: String, connection: Int) {
      openSockets -= 1
      if openSockets == 0 { stopWaitingForSockets() }
      guard let entry = entries[token], let current = entry.connection, current.id == connection
      else { return }
      current.messages.finish()
      entry.connection = nil
      entry.renderer.onMessage = { _ in }
      entry.disconnectedAt = now()
    }

    /// Closes the sessions whose page has been away longer than the reconnect window, or has
    /// sent nothing for longer than the idle timeout.
    func sweep() {
      let now = now()
      for entry in Array(entries.values) {
        if let since = entry.disconnectedAt, now - since > configuration.reconnectWindow {
          close(entry.token, reason: "its page did not reconnect")
        } else if now - entry.lastActivity > configuration.idleTimeout {
          close(entry.token, reason: "it was idle")
        }
      }
    }

    /// Ends a session: its page is told, its views go away (their tasks are cancelled), and its
    /// store is released unless the app holds it.
    func close(_ token: String, reason: String) {
      guard let entry = entries.removeValue(forKey: token) else { return }
      log("closed session \(entry.session.id): \(reason)")
      if let connection = entry.connection {
        connection.messages.yield(Self.expiredMessage)
        connection.messages.finish()
      }
      entry.renderer.onMessage = { _ in }
      entry.renderer.close()
    }

    /// Ends every session, when the app stops, and returns once their pages have been told and
    /// their sockets have closed (or the calling task is cancelled). From then on no session is
    /// opened and no socket connected: a page opened meanwhile is refused, and told it expired.
    func closeAll() async {
      isClosed = true
      for token in Array(entries.keys) {
        close(token, reason: "the app stopped")
      }
      guard openSockets > 0 else { return }
      await withTaskCancellationHandler {
        await withCheckedContinuation { waitingForSockets.append($0) }
      } onCancel: {
        Task { @MainActor in self.stopWaitingForSockets() }
      }
    }

    /// Lets ``closeAll()`` return: the sockets have closed, or it waited long enough.
    private func stopWaitingForSockets() {
      for waiting in waitingForSockets { waiting.resume() }
      waitingForSockets = []
    }

    /// A token no one can guess: 128 random bits from the system's secure generator, in hex.
    static func makeToken() -> String {
      var generator = SystemRandomNumberGenerator()
      return (0..<2).map { _ in
        let word = String(generator.next() as UInt64, radix: 16)
        return String(repeating: "0", count: 16 - word.count) + word
      }.joined()
    }
  }
#endif
