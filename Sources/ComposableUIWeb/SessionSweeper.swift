#if Web
  import ServiceLifecycle

  /// The service that ends a ``WebApp``'s sessions: once a second, those whose page went away or
  /// sat idle; all of them when the app shuts down.
  ///
  /// It is the app's last service, so a graceful shutdown reaches it first: the pages are told
  /// their sessions ended, and their sockets close (within ``socketsLimit``), before the server
  /// stops taking connections and closes the ones still open. Pages opened meanwhile are refused.
  struct SessionSweeper: Service {
    let registry: SessionRegistry

    /// How long a shutdown waits for the pages' sockets to close before it goes on: a page that
    /// does not answer must not keep the app from stopping.
    static var socketsLimit: Duration { .seconds(3) }

    func run() async {
      await cancelWhenGracefulShutdown {
        while true {
          do {
            try await Task.sleep(for: .seconds(1))
          } catch {
            return
          }
          await registry.sweep()
        }
      }
      // The sessions close at once; their sockets are waited for within the limit.
      await withTaskGroup(of: Void.self) { group in
        group.addTask { await registry.closeAll() }
        group.addTask { try? await Task.sleep(for: Self.socketsLimit) }
        await group.next()
        group.cancelAll()
      }
    }
  }
#endif
