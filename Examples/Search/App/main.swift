import ComposableArchitecture
import ComposableArchitectureRecording
import ExampleSupport
import Foundation
import SearchFeature

// The weather search, full screen in the terminal or served to browsers.

let commandLine = ExampleCommandLine(program: "search", flags: ["--live"], options: ["--record"])
let isLive = commandLine.contains("--live")
let recording = commandLine.value(of: "--record")

/// The recorder of the session, with `--record FILE`.
let recorder = recording.map {
  SessionRecorder<Search.State, Search.Action>(url: URL(fileURLWithPath: $0))
}

/// A store of a new search, asking the offline or the live client, recording to `recorder`.
@MainActor
func makeStore() -> StoreOf<Search> {
  let client: WeatherClient = isLive ? .live : .offline
  if let recorder {
    return Store(initialState: Search.State()) {
      Search().record(to: recorder)
    } withDependencies: {
      $0.weatherClient = client
    }
  }
  return Store(initialState: Search.State()) {
    Search()
  } withDependencies: {
    $0.weatherClient = client
  }
}

let source = isLive ? SearchView.liveSource : SearchView.offlineSource

if commandLine.contains("--help") {
  print(
    """
    search: a weather search, The Composable Architecture on Linux.

      search         full screen: type a city's name, results come as you type; Tab and the
                     arrows move focus, Enter on a result loads its forecast, Ctrl-C quits
      search --web [--host ADDRESS] [--port N]
                     in a browser, at http://127.0.0.1:8080 by default: each page opened
                     gets its own search (needs the Web trait:
                     swift run --traits Web search --web)

    Options:
      --live         ask Open-Meteo (open-meteo.com) for places and weather, over the network,
                     instead of the \(OfflineWeather.cities.count) cities shipped with the app and their made-up
                     forecasts
      --record FILE  record the session's actions and states to FILE, as JSON lines, for
                     session-timeline (full screen only)
    """)
} else if commandLine.contains("--web") {
  if recording != nil { commandLine.fail("--record works with the full-screen app, not --web") }
  await commandLine.serveInBrowser(title: "Weather search") {
    SearchView(store: makeStore(), source: source)
  }
} else {
  let store = makeStore()
  await commandLine.runFullScreen { SearchView(store: store, source: source) }
  // The last steps are written before the program ends.
  recorder?.flush()
}
