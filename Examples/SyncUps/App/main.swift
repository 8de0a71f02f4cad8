import ComposableArchitecture
import ComposableUI
import Foundation
import SyncUpsAppFeature

#if Web
  import ComposableUIWeb
#endif

// The sync-ups app, full screen in the terminal or served to browsers; the sync-ups are kept in
// the user's data directory.

if CommandLine.arguments.contains("--help") {
  print(
    """
    sync-ups: recurring meetings where each attendee speaks in turn. Built with The
    Composable Architecture on Linux.

      sync-ups       full screen: Tab and the arrows move focus, Enter presses, type to
                     edit a field, Escape closes a sheet or goes back, Ctrl-C quits
      sync-ups --web [--host ADDRESS] [--port N]
                     in a browser, at http://127.0.0.1:8080 by default; every page shows
                     the same sync-ups, live (needs the Web trait:
                     swift run --traits Web sync-ups --web)

    The sync-ups are kept in $XDG_DATA_HOME/sync-ups/sync-ups.json
    (~/.local/share/sync-ups/sync-ups.json when XDG_DATA_HOME is not set).
    """)
} else if CommandLine.arguments.contains("--web") {
  await runWeb()
} else if let unknown = CommandLine.arguments.dropFirst().first {
  FileHandle.standardError.write(
    Data("sync-ups: unknown option '\(unknown)'; see sync-ups --help\n".utf8))
  exit(2)
} else {
  let store = Store(initialState: SyncUpsApp.State()) { SyncUpsApp() }
  await TerminalApp.run { SyncUpsAppView(store: store) }
  flushSaves()
}

/// Saves run in the background: the last one is on disk before the program ends.
func flushSaves() {
  @Dependency(\.defaultFileStorage) var fileStorage
  fileStorage.flush()
}

/// Serves the sync-ups to browsers until Ctrl-C: a store per page, all sharing the saved
/// sync-ups, so that every page shows the same ones, as the file does.
@MainActor
func runWeb() async {
  #if Web
    do {
      let app = try WebApp(configuration: .init(title: "Sync-ups")) { _ in
        SyncUpsAppView(store: Store(initialState: SyncUpsApp.State()) { SyncUpsApp() })
      }
      try await app.run { port in
        // Written at once, unbuffered: a script waits for this line to learn the port.
        FileHandle.standardOutput.write(
          Data("sync-ups: serving http://\(app.host):\(port) (Ctrl-C stops)\n".utf8))
      }
    } catch {
      print("sync-ups: \(error)")
    }
    flushSaves()
  #else
    print(
      """
      sync-ups was built without the browser renderer. Run it with the Web trait:
        swift run --traits Web sync-ups --web
      """)
  #endif
}
