import ComposableArchitecture
import ComposableUI
import Testing
import TicTacToeAppFeature
import TicTacToeAuthentication
import TicTacToeLogin

/// The app on screen, used with keys and clicks as a person uses it, against the offline client
/// of the demo accounts.
@Suite @MainActor struct TicTacToeScreenTests {
  private func makeTerminal() -> TestTerminal {
    let store = Store(initialState: TicTacToeApp.State.login(Login.State())) {
      TicTacToeApp.body
    } withDependencies: {
      $0.authenticationClient = .liveValue
    }
    let terminal = TestTerminal(columns: 60, rows: 14)
    terminal.render { TicTacToeAppView(store: store) }
    return terminal
  }

  /// Types an email and a password into the login form and presses Enter.
  private func logIn(_ terminal: TestTerminal, email: String) async {
    await terminal.press(.tab)
    await terminal.type(email)
    await terminal.press(.tab)
    await terminal.type(AuthenticationClient.demoPassword)
    await terminal.press(.enter)
  }

  /// Logs in with the demo account that needs a second factor, and waits for its form.
  private func logInToTheSecondFactor(_ terminal: TestTerminal) async {
    await logIn(terminal, email: AuthenticationClient.demoTwoFactorEmail)
    await terminal.settle(until: {
      terminal.lines.contains { $0.contains("Two-factor authentication") }
    })
    #expect(terminal.lines.contains { $0.contains("Two-factor authentication") })
  }

  /// The column and row of a square of the board: its columns start where the "[Quit]" button
  /// does, three rows above it.
  private func square(row: Int, column: Int, in terminal: TestTerminal) -> (column: Int, row: Int) {
    let quit = terminal.position(of: "[Quit]") ?? (column: 0, row: 0)
    return (column: quit.column + 1 + 5 * column, row: quit.row - 3 + row)
  }

  @Test func aPlayerLogsInNamesThePlayersWinsAndLogsOut() async {
    let terminal = makeTerminal()
    #expect(
      terminal.visibleLines == [
        "Tic-tac-toe",
        "Log in to play.",
        "Email",
        "Password",
        "[Log in]",
        String(repeating: "─", count: 60),
        "Demo accounts (password: password):",
        "blob@pointfree.co: straight in",
        "2fa@pointfree.co: asks for the code 1234",
      ])

    await logIn(terminal, email: AuthenticationClient.demoEmail)
    await terminal.settle(until: { terminal.visibleLines.first == "New game" })
    #expect(
      terminal.visibleLines == [
        "New game", "Player ❌ name", "Player ⭕️ name", "[Let's play!] [Log out]",
      ])

    await terminal.press(.tab)
    await terminal.type("Ann")
    await terminal.press(.tab)
    await terminal.type("Bob")
    await terminal.press(.enter)
    #expect(terminal.lines[2].contains("Ann plays ❌"))
    let border = String(repeating: "─", count: 54)
    let sheet: [String] = [
      "┌\(border)┐",
      "│                    Ann plays ❌                      │",
      "│                    [  ] [  ] [  ]                    │",
      "│                    [  ] [  ] [  ]                    │",
      "Ne│                    [  ] [  ] [  ]                    │",
      "An│                    [Quit]                            │",
    ]
    #expect(Array(terminal.visibleLines.prefix(6)) == sheet)

    // ❌ takes the top row while ⭕️ plays the middle one.
    for (row, column) in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)] {
      let square = square(row: row, column: column, in: terminal)
      await terminal.click(column: square.column, row: square.row)
    }
    #expect(terminal.lines[2].contains("Ann wins!"))
    #expect(terminal.lines[3].contains("[❌] [❌] [❌]"))
    #expect(terminal.lines[4].contains("[⭕️] [⭕️] [  ]"))
    #expect(terminal.lines[6].contains("[Play again] [Quit]"))

    // The game is over: a free square takes no move.
    let free = square(row: 2, column: 2, in: terminal)
    await terminal.click(column: free.column, row: free.row)
    #expect(terminal.lines[5].contains("[  ] [  ] [  ]"))

    // Play again: an empty board, ❌ first.
    await terminal.click("Play again")
    #expect(terminal.lines[2].contains("Ann plays ❌"))
    #expect(terminal.lines[3].contains("[  ] [  ] [  ]"))

    // Quit: back to the names, kept.
    await terminal.click("Quit")
    #expect(
      terminal.visibleLines == ["New game", "Ann", "Bob", "[Let's play!] [Log out]"])

    // Log out: back to an empty login form.
    await terminal.click("Log out")
    let loggedOut: [String] = ["Tic-tac-toe", "Log in to play.", "Email", "Password"]
    #expect(Array(terminal.visibleLines.prefix(4)) == loggedOut)
  }

  @Test func theSecondFactorIsAskedForOverTheForm() async {
    let terminal = makeTerminal()
    await logInToTheSecondFactor(terminal)
    #expect(terminal.lines.contains { $0.contains("Enter the code sent to you (demo: 1234).") })

    // A wrong code: the reason, in an alert over the sheet, which Enter closes.
    await terminal.type("4321")
    await terminal.press(.enter)
    await terminal.settle(until: { terminal.lines.contains { $0.contains("That code is wrong") } })
    #expect(
      terminal.lines.contains {
        $0.contains("That code is wrong (the demo code is \(AuthenticationClient.demoCode)).")
      })
    await terminal.press(.enter)
    #expect(!terminal.lines.contains { $0.contains("That code is wrong") })

    // The right one: logged in.
    for _ in 0..<4 { await terminal.press(.backspace) }
    await terminal.type(AuthenticationClient.demoCode)
    await terminal.press(.enter)
    await terminal.settle(until: { terminal.visibleLines.first == "New game" })
    #expect(
      terminal.visibleLines == [
        "New game", "Player ❌ name", "Player ⭕️ name", "[Let's play!] [Log out]",
      ])
  }

  @Test func escapeClosesTheSecondFactorAndTheFormStays() async {
    let terminal = makeTerminal()
    await logInToTheSecondFactor(terminal)
    await terminal.press(.escape)
    #expect(
      Array(terminal.visibleLines.prefix(5)) == [
        "Tic-tac-toe", "Log in to play.", "2fa@pointfree.co", "••••••••", "[Log in]",
      ])
  }

  @Test func aWrongPasswordIsRefusedWithItsReason() async {
    let terminal = makeTerminal()
    await terminal.press(.tab)
    await terminal.type(AuthenticationClient.demoEmail)
    await terminal.press(.tab)
    await terminal.type("wrong")
    await terminal.press(.enter)
    await terminal.settle(until: { terminal.lines.contains { $0.contains("No account") } })
    #expect(terminal.lines.contains { $0.contains("No account has that email and password.") })
    await terminal.press(.enter)
    #expect(
      Array(terminal.visibleLines.prefix(5)) == [
        "Tic-tac-toe", "Log in to play.", "blob@pointfree.co", "•••••", "[Log in]",
      ])
  }
}
