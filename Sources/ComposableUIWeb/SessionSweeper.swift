#if Web
  import ServiceLifecycle

  /// The service that ends a ``WebApp``'s sessions: once a second, those whose page went away or
  /// sat idle; all of them when the app shuts down.
  ///
  /// It is the app's last service, so a graceful shutdown reaches it first: the pages are told
  /// and their sockets close before the server stops taking connections and waits for the open
  /// ones to end.
  struct SessionSweeper: Service {
    let registry: SessionRegistry

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
      await registry.closeAll()
    }
  }
#endif
