import CaseStudiesFeature
import ComposableArchitecture
import ComposableUI
import Foundation

#if Web
  import ComposableUIWeb
#endif

// The case studies, full screen in the terminal or served to browsers.

if CommandLine.arguments.contains("--help") {
  print(
    """
    case-studies: a menu of small features, one concept of The Composable Architecture each
    (bindings, effects, cancellation, timers, navigation, shared state, recursion, view
    identity, …), running on Linux.

      case-studies   full screen: Tab and the arrows move focus, Enter opens a study and
                     presses buttons, type to edit a field, Escape goes back, Ctrl-C quits
      case-studies --web [--host ADDRESS] [--port N]
                     in a browser, at http://127.0.0.1:8080 by default; each page opened
                     gets its own store, and the shared-state study's count and note are
                     shared by every page (needs the Web trait:
                     swift run --traits Web case-studies --web)

    The shared-state study keeps its note in $XDG_DATA_HOME/case-studies/note.json
    (~/.local/share/case-studies/note.json when XDG_DATA_HOME is not set).
    """)
} else if CommandLine.arguments.contains("--web") {
  await runWeb()
} else if let unknown = CommandLine.arguments.dropFirst().first {
  FileHandle.standardError.write(
    Data("case-studies: unknown option '\(unknown)'; see case-studies --help\n".utf8))
  exit(2)
} else {
  await TerminalApp.run { CaseStudiesAppView() }
  flushSaves()
}

/// Saves run in the background: the last one is on disk before the program ends.
func flushSaves() {
  @Dependency(\.defaultFileStorage) var fileStorage
  fileStorage.flush()
}

/// Serves the case studies to browsers until Ctrl-C, a store per page.
@MainActor
func runWeb() async {
  #if Web
    do {
      let app = try WebApp(configuration: .init(title: "Case studies")) { _ in
        CaseStudiesAppView()
      }
      try await app.run { port in
        // Written at once, unbuffered: a script waits for this line to learn the port.
        FileHandle.standardOutput.write(
          Data("case-studies: serving http://\(app.host):\(port) (Ctrl-C stops)\n".utf8))
      }
    } catch {
      print("case-studies: \(error)")
    }
    flushSaves()
  #else
    print(
      """
      case-studies was built without the browser renderer. Run it with the Web trait:
        swift run --traits Web case-studies --web
      """)
  #endif
}
