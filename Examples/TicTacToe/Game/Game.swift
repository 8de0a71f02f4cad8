import ComposableArchitecture

/// A game of tic-tac-toe between two named players, presented by ``NewGame``.
@Reducer
public struct Game: Sendable {
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The squares taken so far.
    public var board = Board()
    /// Whose turn it is.
    public var currentPlayer: Player = .x
    /// The name of the player placing ⭕️.
    public var oPlayerName: String
    /// The name of the player placing ❌.
    public var xPlayerName: String

    /// A game on an empty board, ❌ to play first.
    public init(oPlayerName: String, xPlayerName: String) {
      self.oPlayerName = oPlayerName
      self.xPlayerName = xPlayerName
    }

    /// The player who completed a line, if any.
    public var winner: Player? { board.winner }

    /// Whether the board is full and nobody won.
    public var isDraw: Bool { board.isFilled && board.winner == nil }

    /// Whether no more moves can be made.
    public var isGameOver: Bool { winner != nil || isDraw }

    /// The name of the player placing `player`'s mark.
    public func name(of player: Player) -> String {
      player == .x ? xPlayerName : oPlayerName
    }

    /// The line above the board.
    public var title: String {
      if let winner {
        return "\(name(of: winner)) wins!"
      }
      if isDraw {
        return "Draw: every square is taken."
      }
      return "\(name(of: currentPlayer)) plays \(currentPlayer.label)"
    }
  }

  /// What a player does during a game.
  public enum Action: Equatable, Sendable {
    /// A square was tapped: the current player takes it if it is free and the game goes on.
    case gameCellTapped(row: Int, column: Int)
    /// Starts over on an empty board, ❌ first.
    case playAgainButtonTapped
    /// Ends the game: the presenting feature dismisses it.
    case quitButtonTapped
  }

  @Dependency(\.dismiss) var dismiss

  /// The game reducer.
  public init() {}

  /// Places marks, starts over and quits.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .gameCellTapped(let row, let column):
        guard !state.isGameOver, state.board[row: row, column: column] == nil else {
          return .none
        }
        state.board[row: row, column: column] = state.currentPlayer
        if state.winner == nil {
          state.currentPlayer.toggle()
        }
        return .none

      case .playAgainButtonTapped:
        state.board = Board()
        state.currentPlayer = .x
        return .none

      case .quitButtonTapped:
        return .run { _ in
          await self.dismiss()
        }
      }
    }
  }
}
