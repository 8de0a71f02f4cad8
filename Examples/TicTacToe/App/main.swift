import ComposableArchitecture
import ComposableUI
import Foundation
import TicTacToeAppFeature
import TicTacToeAuthentication
import TicTacToeLogin

#if Web
  import ComposableUIWeb
#endif

// Tic-tac-toe as a full-screen terminal app, or served to browsers with `--web`.

let arguments = Array(CommandLine.arguments.dropFirst())

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("tic-tac-toe: \(message); see tic-tac-toe --help\n".utf8))
  exit(2)
}

// Every word is an option this app takes, or the value of one.
for (index, argument) in arguments.enumerated() {
  let isValue = index > 0 && ["--host", "--port"].contains(arguments[index - 1])
  if !isValue && !["--help", "--web", "--host", "--port"].contains(argument) {
    fail("unknown option '\(argument)'")
  }
}

/// A store of the app at its login screen, with the offline client of the demo accounts.
@MainActor
func makeStore() -> StoreOf<TicTacToeApp> {
  Store(initialState: TicTacToeApp.State.login(Login.State())) {
    TicTacToeApp.body
  }
}

if arguments.contains("--help") {
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

    Demo accounts, password "\(AuthenticationClient.demoPassword)":
      \(AuthenticationClient.demoEmail)      logs straight in
      \(AuthenticationClient.demoTwoFactorEmail)       asks for the two-factor code \(AuthenticationClient.demoCode)
    """)
} else if arguments.contains("--web") {
  await runWeb()
} else {
  let store = makeStore()
  await TerminalApp.run { TicTacToeAppView(store: store) }
}

/// Serves the app to browsers, a store per page, until Ctrl-C.
@MainActor
func runWeb() async {
  #if Web
    do {
      let app = try WebApp(configuration: .init(title: "Tic-tac-toe")) { _ in
        TicTacToeAppView(store: makeStore())
      }
      try await app.run { port in
        // Written at once, unbuffered: a script waits for this line to learn the port.
        FileHandle.standardOutput.write(
          Data("tic-tac-toe: serving http://\(app.host):\(port) (Ctrl-C stops)\n".utf8))
      }
    } catch let error as WebApp<TicTacToeAppView>.ArgumentError {
      fail(error.description)
    } catch {
      print("tic-tac-toe: \(error)")
      exit(1)
    }
  #else
    print(
      """
      tic-tac-toe was built without the browser renderer. Run it with the Web trait:
        swift run --traits Web tic-tac-toe --web
      """)
  #endif
}
