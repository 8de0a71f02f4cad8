import ComposableArchitecture
import ComposableUI
import TicTacToeLogin
import TicTacToeNewGame

/// The app on screen: the login flow while logged out, the new-game screen once logged in.
public struct TicTacToeAppView: View {
  let store: StoreOf<TicTacToeApp>

  /// The view of the app's store.
  public init(store: StoreOf<TicTacToeApp>) {
    self.store = store
  }

  public var body: some View {
    switch store.case {
    case .login(let store):
      LoginView(store: store)
    case .newGame(let store):
      NewGameView(store: store)
    }
  }
}
