import ComposableArchitecture

/// A game of tic-tac-toe between two named players, presented by ``NewGame``.
@Reducer
public struct Game: Sendable {
  @ObservableState
  public struct State: Equatable {
    public var board = Board()
    public var currentPlayer: Player = .x
    public var oPlayerName: String
    public var xPlayerName: String

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

    public func name(of player: Player) -> String {
      player == .x ? xPlayerName : oPlayerName
    }

    /// The line above the board.
    public var title: String {
      if let winner {
        return "Winner! Congrats \(name(of: winner))!"
      }
      if isDraw {
        return "Tied game!"
      }
      return "\(name(of: currentPlayer)), place your \(currentPlayer.label)"
    }
  }

  public enum Action: Equatable, Sendable {
    case gameCellTapped(row: Int, column: Int)
    case playAgainButtonTapped
    case quitButtonTapped
  }

  @Dependency(\.dismiss) var dismiss

  public init() {}

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
