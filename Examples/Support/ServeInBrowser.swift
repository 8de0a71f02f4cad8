import ComposableUI
import Foundation

#if Web
  import ComposableUIWeb
#endif

extension ExampleCommandLine {
  /// Serves a page to browsers until Ctrl-C, where `--host` and `--port` say (loopback, port
  /// 8080, by default), then waits for the saves in flight.
  ///
  /// Prints `program: serving http://127.0.0.1:8080 (Ctrl-C stops)` once it listens: scripts
  /// wait for that line to learn the port. Built without the `Web` trait, it says how to build
  /// it with the browser renderer instead.
  ///
  /// - Parameters:
  ///   - title: The page's title.
  ///   - page: The root view of a page, made when a browser opens one: with a new store for a
  ///     store per page, or with one store captured for a store shared by every page.
  @MainActor
  public func serveInBrowser<Page: View>(
    title: String, @ViewBuilder page: @escaping @MainActor @Sendable () -> Page
  ) async {
    if contains("--record") { fail("--record works with the full-screen app, not --web") }
    #if Web
      do {
        let app = try WebApp(
          arguments: [program] + arguments, configuration: .init(title: title)
        ) { _ in
          page()
        }
        let host = app.host
        try await app.run { [program] port in
          // Written at once, unbuffered: a script waits for this line to learn the port.
          FileHandle.standardOutput.write(
            Data("\(program): serving http://\(host):\(port) (Ctrl-C stops)\n".utf8))
        }
      } catch let error as WebApp<Page>.ArgumentError {
        fail(error.description)
      } catch {
        FileHandle.standardError.write(Data("\(program): \(error)\n".utf8))
        flushSaves()
        exit(1)
      }
      flushSaves()
    #else
      print(
        """
        \(program) was built without the browser renderer. Run it with the Web trait:
          swift run --traits Web \(program) --web
        """)
    #endif
  }
}
