import ComposableArchitecture
import Testing
import TicTacToeGame

@Suite @MainActor struct GameTests {
  @Test func xWinsTheTopRow() async {
    let store = TestStore(
      initialState: Game.State(oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr.")
    ) {
      Game()
    }
    #expect(store.state.title == "Blob Sr. plays ❌")

    await store.send(.gameCellTapped(row: 0, column: 0)) {
      $0.board[row: 0, column: 0] = .x
      $0.currentPlayer = .o
    }
    await store.send(.gameCellTapped(row: 1, column: 0)) {
      $0.board[row: 1, column: 0] = .o
      $0.currentPlayer = .x
    }
    // A taken cell can't be played again.
    await store.send(.gameCellTapped(row: 1, column: 0))
    await store.send(.gameCellTapped(row: 0, column: 1)) {
      $0.board[row: 0, column: 1] = .x
      $0.currentPlayer = .o
    }
    await store.send(.gameCellTapped(row: 1, column: 1)) {
      $0.board[row: 1, column: 1] = .o
      $0.currentPlayer = .x
    }
    await store.send(.gameCellTapped(row: 0, column: 2)) {
      $0.board[row: 0, column: 2] = .x
    }
    #expect(store.state.winner == .x)
    #expect(store.state.title == "Blob Sr. wins!")

    // Once the game is won, the board is frozen.
    await store.send(.gameCellTapped(row: 2, column: 2))
  }

  @Test func oWinsADiagonal() async {
    var state = Game.State(oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr.")
    state.board = Board([
      [.o, .x, nil],
      [.x, .o, nil],
      [.x, nil, nil],
    ])
    state.currentPlayer = .o
    let store = TestStore(initialState: state) { Game() }

    await store.send(.gameCellTapped(row: 2, column: 2)) {
      $0.board[row: 2, column: 2] = .o
    }
    #expect(store.state.winner == .o)
    #expect(store.state.title == "Blob Jr. wins!")
  }

  @Test func aFullBoardWithoutALineIsADraw() async {
    var state = Game.State(oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr.")
    state.board = Board([
      [.x, .o, .x],
      [.x, .o, .o],
      [.o, .x, nil],
    ])
    let store = TestStore(initialState: state) { Game() }
    #expect(!store.state.isGameOver)

    await store.send(.gameCellTapped(row: 2, column: 2)) {
      $0.board[row: 2, column: 2] = .x
      $0.currentPlayer = .o
    }
    #expect(store.state.winner == nil)
    #expect(store.state.isDraw)
    #expect(store.state.title == "Draw: every square is taken.")
  }

  @Test func playAgainStartsARematch() async {
    var state = Game.State(oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr.")
    state.board = Board([
      [.x, .x, .x],
      [.o, .o, nil],
      [nil, nil, nil],
    ])
    let store = TestStore(initialState: state) { Game() }
    #expect(store.state.winner == .x)

    await store.send(.playAgainButtonTapped) {
      $0.board = Board()
    }
    #expect(store.state.winner == nil)
    #expect(store.state.title == "Blob Sr. plays ❌")

    await store.send(.gameCellTapped(row: 1, column: 1)) {
      $0.board[row: 1, column: 1] = .x
      $0.currentPlayer = .o
    }
  }
}
