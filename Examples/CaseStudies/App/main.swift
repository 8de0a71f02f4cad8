import CaseStudiesFeature
import ExampleSupport
import Foundation

// The case studies, full screen in the terminal or served to browsers.

let commandLine = ExampleCommandLine(program: "case-studies")

if commandLine.contains("--help") {
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

    Options:
    \(ExampleCommandLine.recordHelp)

    The shared-state study keeps its note in $XDG_DATA_HOME/case-studies/note.json
    (~/.local/share/case-studies/note.json when XDG_DATA_HOME is not set).
    """)
} else if commandLine.contains("--web") {
  await commandLine.serveInBrowser(title: "Case studies") { CaseStudiesAppView() }
} else {
  if let file = commandLine.value(of: "--record") {
    let recording = CaseStudiesAppView.recording(to: URL(fileURLWithPath: file))
    await commandLine.runFullScreen { recording.view }
    recording.flush()
  } else {
    await commandLine.runFullScreen { CaseStudiesAppView() }
  }
}
