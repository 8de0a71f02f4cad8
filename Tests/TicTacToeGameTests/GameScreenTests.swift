import ComposableArchitecture
import ComposableUI
import Testing
import TicTacToeGame

/// A game on screen, played with clicks as a person plays it.
@Suite @MainActor struct GameScreenTests {
  private func makeTerminal(_ state: Game.State) -> TestTerminal {
    let store = Store(initialState: state) { Game() }
    let terminal = TestTerminal(columns: 30, rows: 7)
    terminal.render { GameView(store: store) }
    return terminal
  }

  /// Clicks a square: the board's columns start where the "[Quit]" button does, three rows
  /// above it.
  private func click(row: Int, column: Int, in terminal: TestTerminal) async {
    guard let quit = terminal.position(of: "[Quit]") else {
      Issue.record("No board on the screen:\n\(terminal.lines.joined(separator: "\n"))")
      return
    }
    await terminal.click(column: quit.column + 1 + 5 * column, row: quit.row - 3 + row)
  }

  @Test func theLastFreeSquareTiesTheGame() async {
    var state = Game.State(oPlayerName: "Bob", xPlayerName: "Ann")
    state.board = Board([[.x, .o, .x], [.x, .o, .o], [.o, .x, nil]])
    let terminal = makeTerminal(state)
    #expect(
      terminal.visibleLines == [
        "Ann plays ❌",
        "[❌] [⭕️] [❌]",
        "[❌] [⭕️] [⭕️]",
        "[⭕️] [❌] [  ]",
        "[Quit]",
      ])

    // A taken square takes no move.
    await click(row: 0, column: 1, in: terminal)
    #expect(terminal.visibleLines[0] == "Ann plays ❌")

    await click(row: 2, column: 2, in: terminal)
    #expect(
      terminal.visibleLines == [
        "Draw: every square is taken.",
        "[❌] [⭕️] [❌]",
        "[❌] [⭕️] [⭕️]",
        "[⭕️] [❌] [❌]",
        "[Play again] [Quit]",
      ])
  }
}
