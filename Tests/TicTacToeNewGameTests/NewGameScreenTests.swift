import ComposableArchitecture
import ComposableUI
import Testing
import TicTacToeGame
import TicTacToeNewGame

/// The new-game screen, typed into as a person types.
@Suite @MainActor struct NewGameScreenTests {
  @Test func theGameStartsOnlyOnceBothPlayersAreNamed() async {
    let store = Store(initialState: NewGame.State()) { NewGame() }
    let terminal = TestTerminal(columns: 60, rows: 12)
    terminal.render { NewGameView(store: store) }

    // One name: Enter in the second field starts nothing.
    await terminal.press(.tab)
    await terminal.type("Ann")
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(
      terminal.visibleLines == ["New game", "Ann", "Player ⭕️ name", "[Let's play!] [Log out]"])
    #expect(store.game == nil)

    await terminal.type("Bob")
    await terminal.press(.enter)
    #expect(store.game == Game.State(oPlayerName: "Bob", xPlayerName: "Ann"))
    #expect(terminal.lines.contains { $0.contains("Ann plays ❌") })
  }
}
