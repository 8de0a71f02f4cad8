import ComposableArchitecture
import Testing
import TicTacToeGame
import TicTacToeNewGame

@Suite @MainActor struct NewGameTests {
  /// A store whose two players are named, with their game started (and asserted presented).
  private func makeStoreWithGameStarted() async -> TestStoreOf<NewGame> {
    var state = NewGame.State()
    state.oPlayerName = "Blob Jr."
    state.xPlayerName = "Blob Sr."
    let store = TestStore(initialState: state) { NewGame() }

    await store.send(.letsPlayButtonTapped) {
      $0.game = Game.State(oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr.")
    }
    return store
  }

  @Test func letsPlayPresentsTheGame() async {
    let store = TestStore(initialState: NewGame.State()) { NewGame() }
    #expect(store.state.isLetsPlayButtonDisabled)

    await store.send(\.binding.xPlayerName, "Blob Sr.") {
      $0.xPlayerName = "Blob Sr."
    }
    // One name is not enough.
    await store.send(.letsPlayButtonTapped)
    await store.send(\.binding.oPlayerName, "Blob Jr.") {
      $0.oPlayerName = "Blob Jr."
    }
    #expect(!store.state.isLetsPlayButtonDisabled)
    await store.send(.letsPlayButtonTapped) {
      $0.game = Game.State(oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr.")
    }
  }

  @Test func playingInsideThePresentation() async {
    let store = await makeStoreWithGameStarted()

    await store.send(.game(.presented(.gameCellTapped(row: 1, column: 1)))) {
      $0.game?.board[row: 1, column: 1] = .x
      $0.game?.currentPlayer = .o
    }
    await store.send(.game(.presented(.gameCellTapped(row: 0, column: 0)))) {
      $0.game?.board[row: 0, column: 0] = .o
      $0.game?.currentPlayer = .x
    }
    await store.send(\.game.playAgainButtonTapped) {
      $0.game?.board = Board()
    }
  }

  @Test func quittingTheGameDismissesIt() async {
    let store = await makeStoreWithGameStarted()

    await store.send(.game(.presented(.gameCellTapped(row: 2, column: 0)))) {
      $0.game?.board[row: 2, column: 0] = .x
      $0.game?.currentPlayer = .o
    }
    await store.send(\.game.quitButtonTapped)
    await store.receive(\.game.dismiss) {
      $0.game = nil
    }
    // The names stay, for the next game.
    #expect(store.state.xPlayerName == "Blob Sr.")
    await store.send(.letsPlayButtonTapped) {
      $0.game = Game.State(oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr.")
    }
  }
}
