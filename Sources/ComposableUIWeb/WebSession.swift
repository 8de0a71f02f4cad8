#if Web
  import Foundation

  /// One browser session of a ``WebApp``: a page opened in a tab, with its own view graph, and by
  /// default its own store, made by the app's content closure for it.
  ///
  /// A session outlives its socket: a page that loses its connection reconnects to the same
  /// session within the app's reconnect window and finds its state as it left it.
  @MainActor
  public final class WebSession: Identifiable, Sendable {
    /// A number for the session, counting from 1 in the order pages were opened: for logs and
    /// for telling sessions apart in an app. It is not the page's secret token.
    public nonisolated let id: Int
    /// When the page was opened.
    public nonisolated let openedAt: Date

    init(id: Int, openedAt: Date = Date()) {
      self.id = id
      self.openedAt = openedAt
    }
  }
#endif
