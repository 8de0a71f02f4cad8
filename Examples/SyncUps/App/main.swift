import ComposableArchitecture
import ExampleSupport
import SyncUpsAppFeature

// The sync-ups app, full screen in the terminal or served to browsers; the sync-ups are kept in
// the user's data directory.

let commandLine = ExampleCommandLine(program: "sync-ups")
/// The recorder of the session, with `--record FILE`.
let recorder = commandLine.sessionRecorder(for: SyncUpsApp.self)

if commandLine.contains("--help") {
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

    Options:
    \(ExampleCommandLine.recordHelp)

    The sync-ups are kept in $XDG_DATA_HOME/sync-ups/sync-ups.json
    (~/.local/share/sync-ups/sync-ups.json when XDG_DATA_HOME is not set).
    """)
} else if commandLine.contains("--web") {
  // A store per page, all sharing the saved sync-ups, so that every page shows the same ones,
  // as the file does.
  await commandLine.serveInBrowser(title: "Sync-ups") {
    SyncUpsAppView(store: Store(initialState: SyncUpsApp.State()) { SyncUpsApp() })
  }
} else {
  let store = Store(initialState: SyncUpsApp.State()) { SyncUpsApp().recording(to: recorder) }
  await commandLine.runFullScreen { SyncUpsAppView(store: store) }
  recorder?.flush()
}
