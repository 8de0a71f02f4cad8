import ComposableArchitecture
import ExampleSupport
import Foundation

// The README's feature as a full-screen terminal app (`FeatureView`), or with `--plain` as a
// line-by-line front end that sends an action for each command you type and prints the state
// whenever it changes.

@MainActor
func render(_ state: Feature.State) {
  var line = "count: \(state.count)"
  if state.isLoadingFact { line += "  (loading fact…)" }
  if let fact = state.numberFact { line += "\n  fact: \(fact)" }
  print(line)
}

@MainActor
func runDemo() async {
  let store = Store(initialState: Feature.State()) {
    Feature().recording(to: recorder)
  }
  print(
    """
    Counter + number fact, The Composable Architecture on Linux.
    Commands: + (increment), - (decrement), f (fact), d (dismiss fact), q (quit)
    """
  )
  render(store.state)
  let subscription = store.subscribe { render($0) }
  defer { subscription.cancel() }

  while let line = readLine() {
    switch line.trimmingCharacters(in: .whitespaces) {
    case "+": store.send(.incrementButtonTapped)
    case "-": store.send(.decrementButtonTapped)
    case "f": await store.send(.numberFactButtonTapped).finish()
    case "d": store.send(.factAlertDismissed)
    case "q": return
    case "": continue
    case let other: print("unknown command '\(other)'; use +, -, f, d or q")
    }
  }
}

let commandLine = ExampleCommandLine(program: "counter-demo", flags: ["--plain"])
/// The recorder of the session, with `--record FILE`.
let recorder = commandLine.sessionRecorder(for: Feature.self)

if commandLine.contains("--help") {
  print(
    """
    counter-demo: the README's counter and number fact, The Composable Architecture on Linux.

      counter-demo           full screen: Tab moves focus, Enter presses, Escape closes the
                             alert, Ctrl-C quits
      counter-demo --plain   line by line: type +, -, f, d or q and Enter
      counter-demo --web [--host ADDRESS] [--port N]
                             in a browser, at http://127.0.0.1:8080 by default: each page
                             opened gets its own counter (needs the Web trait:
                             swift run --traits Web counter-demo --web)

    Options:
    \(ExampleCommandLine.recordHelp)
    """)
} else if commandLine.contains("--plain") {
  await runDemo()
  recorder?.flush()
} else if commandLine.contains("--web") {
  await commandLine.serveInBrowser(title: "Counter") {
    FeatureView(store: Store(initialState: Feature.State()) { Feature() })
  }
} else {
  let store = Store(initialState: Feature.State()) { Feature().recording(to: recorder) }
  await commandLine.runFullScreen { FeatureView(store: store) }
  recorder?.flush()
}
