import ComposableArchitecture
import ComposableArchitectureRecording
import ComposableUI
import Foundation
import SearchFeature

#if Web
  import ComposableUIWeb
#endif

// The weather search as a full-screen terminal app, or served to browsers with `--web`.

let arguments = Array(CommandLine.arguments.dropFirst())

/// The value after an option (`--record FILE`), or `nil` when the option is absent.
func value(of option: String) -> String? {
  guard let index = arguments.firstIndex(of: option) else { return nil }
  guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") else {
    fail("\(option) needs a value")
  }
  return arguments[index + 1]
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("search: \(message); see search --help\n".utf8))
  exit(2)
}

let isLive = arguments.contains("--live")
let recording = value(of: "--record")
// Every word is an option this app takes, or the value of one.
for (index, argument) in arguments.enumerated() {
  let isValue = index > 0 && ["--record", "--host", "--port"].contains(arguments[index - 1])
  if !isValue && !["--help", "--web", "--live", "--record", "--host", "--port"].contains(argument) {
    fail("unknown option '\(argument)'")
  }
}

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

if arguments.contains("--help") {
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
} else if arguments.contains("--web") {
  if recording != nil { fail("--record works with the full-screen app, not --web") }
  await runWeb()
} else {
  let store = makeStore()
  await TerminalApp.run { SearchView(store: store, source: source) }
  // The last steps are written before the program ends.
  recorder?.flush()
}

/// Serves the search to browsers, a store per page, until Ctrl-C.
@MainActor
func runWeb() async {
  #if Web
    do {
      let app = try WebApp(configuration: .init(title: "Weather search")) { _ in
        SearchView(store: makeStore(), source: source)
      }
      try await app.run { port in
        // Written at once, unbuffered: a script waits for this line to learn the port.
        FileHandle.standardOutput.write(
          Data("search: serving http://\(app.host):\(port) (Ctrl-C stops)\n".utf8))
      }
    } catch let error as WebApp<SearchView>.ArgumentError {
      fail(error.description)
    } catch {
      print("search: \(error)")
      exit(1)
    }
  #else
    print(
      """
      search was built without the browser renderer. Run it with the Web trait:
        swift run --traits Web search --web
      """)
  #endif
}
