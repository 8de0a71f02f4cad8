import ComposableArchitecture
import ExampleSupport
import TicTacToeAppFeature
import TicTacToeAuthentication
import TicTacToeLogin

// Tic-tac-toe, full screen in the terminal or served to browsers.

let commandLine = ExampleCommandLine(program: "tic-tac-toe")
/// The recorder of the session, with `--record FILE`.
let recorder = commandLine.sessionRecorder(for: TicTacToeApp.self)

/// A store of the app at its login screen, with the offline client of the demo accounts.
@MainActor
func makeStore() -> StoreOf<TicTacToeApp> {
  Store(initialState: TicTacToeApp.State.login(Login.State())) {
    TicTacToeApp.body.recording(to: recorder)
  }
}

if commandLine.contains("--help") {
  print(
    """
    tic-tac-toe: log in, name two players, play, The Composable Architecture on Linux.

      tic-tac-toe    full screen: Tab and the arrows move focus, type into the fields, Enter
                     presses a button or a square, Escape closes the game or the two-factor
                     form, Ctrl-C quits
      tic-tac-toe --web [--host ADDRESS] [--port N]
                     in a browser, at http://127.0.0.1:8080 by default: each page opened
                     gets its own session (needs the Web trait:
                     swift run --traits Web tic-tac-toe --web)

    Options:
    \(ExampleCommandLine.recordHelp)

    Demo accounts, password "\(AuthenticationClient.demoPassword)":
      \(AuthenticationClient.demoEmail)      logs straight in
      \(AuthenticationClient.demoTwoFactorEmail)       asks for the two-factor code \(AuthenticationClient.demoCode)
    """)
} else if commandLine.contains("--web") {
  await commandLine.serveInBrowser(title: "Tic-tac-toe") { TicTacToeAppView(store: makeStore()) }
} else {
  let store = makeStore()
  await commandLine.runFullScreen { TicTacToeAppView(store: store) }
  recorder?.flush()
}
