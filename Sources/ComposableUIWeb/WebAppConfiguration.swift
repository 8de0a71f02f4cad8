#if Web
  /// How a ``WebApp`` serves its sessions: limits, timeouts and what it trusts. Spelled
  /// `WebApp.Configuration` in an app.
  public struct WebAppConfiguration: Sendable {
    /// The page's title.
    public var title: String
    /// How many sessions the app serves at once; a page opened beyond it gets "503 Service
    /// Unavailable".
    public var maximumSessions: Int
    /// How long a session may go without its page being used or looked at before it is closed
    /// (its store released, its effects cancelled). A page in front of someone counts as looked
    /// at, so a page only watched keeps its session; one left in a background tab does not.
    public var idleTimeout: Duration
    /// How long a session whose page lost its connection is kept for the page to reconnect;
    /// after it, the page says "Session expired — reload".
    public var reconnectWindow: Duration
    /// The largest message a page may send, in bytes; a larger one is rejected and logged,
    /// and the session goes on.
    public var maximumMessageBytes: Int
    /// The origins besides the app's own (`http://host:port`) whose pages may open a socket
    /// to a session: for an app behind a proxy under another name.
    public var allowedOrigins: Set<String>

    /// A configuration, with defaults fit for one person's app on their machine.
    public init(
      title: String = "ComposableUI",
      maximumSessions: Int = 1_000,
      idleTimeout: Duration = .seconds(30 * 60),
      reconnectWindow: Duration = .seconds(60),
      maximumMessageBytes: Int = 64 * 1024,
      allowedOrigins: Set<String> = []
    ) {
      self.title = title
      self.maximumSessions = maximumSessions
      self.idleTimeout = idleTimeout
      self.reconnectWindow = reconnectWindow
      self.maximumMessageBytes = maximumMessageBytes
      self.allowedOrigins = allowedOrigins
    }

    /// How often, in seconds, a page in front of someone says so: three times per idle timeout,
    /// at most once a minute.
    var heartbeatSeconds: Int {
      let seconds = idleTimeout.components.seconds / 3
      return Int(max(1, min(60, seconds)))
    }
  }
#endif
