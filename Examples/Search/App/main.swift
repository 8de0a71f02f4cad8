import ComposableArchitecture
import ExampleSupport
import SearchFeature

// The weather search, full screen in the terminal or served to browsers.

let commandLine = ExampleCommandLine(program: "search", flags: ["--live"])
let isLive = commandLine.contains("--live")
/// The recorder of the session, with `--record FILE`.
let recorder = commandLine.sessionRecorder(for: Search.self)

/// A store of a new search, asking the offline or the live client, recording to `recorder`.
@MainActor
func makeStore() -> StoreOf<Search> {
  let client: WeatherClient = isLive ? .live : .offline
  return Store(initialState: Search.State()) {
    Search().recording(to: recorder)
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
    \(ExampleCommandLine.recordHelp)
    """)
} else if commandLine.contains("--web") {
  await commandLine.serveInBrowser(title: "Weather search") {
    SearchView(store: makeStore(), source: source)
  }
} else {
  let store = makeStore()
  await commandLine.runFullScreen { SearchView(store: store, source: source) }
  // The last steps are written before the program ends.
  recorder?.flush()
}
