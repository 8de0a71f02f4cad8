import ComposableArchitecture
import ComposableUI

/// A game on screen: whose turn it is (or who won), the board as nine buttons, and the buttons
/// to play again and to quit.
public struct GameView: View {
  let store: StoreOf<Game>

  /// The view of a game's store.
  public init(store: StoreOf<Game>) {
    self.store = store
  }

  public var body: some View {
    VStack(alignment: .leading) {
      Text(store.title).bold()
      ForEach(0..<3) { row in
        HStack {
          ForEach(0..<3) { column in
            Button(Self.label(of: store.board[row: row, column: column])) {
              store.send(.gameCellTapped(row: row, column: column))
            }
            .disabled(store.isGameOver || store.board[row: row, column: column] != nil)
          }
        }
      }
      HStack {
        if store.isGameOver {
          Button("Play again") { store.send(.playAgainButtonTapped) }
        }
        Button("Quit") { store.send(.quitButtonTapped) }
      }
    }
  }

  /// A cell's label: its player's mark, or two blanks (a mark's width) while it is free.
  static func label(of player: Player?) -> String {
    player?.label ?? "  "
  }
}
