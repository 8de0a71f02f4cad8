import ComposableArchitecture
import TicTacToeLogin
import TicTacToeNewGame

/// The root of the modular tic-tac-toe app: logged out it shows the login flow, logged in the
/// new-game screen. It composes the two feature modules and owns the session: a successful login
/// (straight in, or after the second factor) starts a new game, and logging out returns to login.
///
/// An enum reducer that declares its own `body`: the macro generates `State`, `Action` and the
/// case scoping for views, and the body adds the transitions between cases.
@Reducer(state: .equatable, .sendable, action: .sendable)
public enum TicTacToeApp {
  /// Logged out: the login flow.
  case login(Login)
  /// Logged in: the new-game screen, and the games played from it.
  case newGame(NewGame)

  /// Switches to a new game once logged in, and back to the login form on logging out.
  public static var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .login(.loginResponse(.success(let response))) where !response.twoFactorRequired:
        state = .newGame(NewGame.State())
        return .none

      case .login(.twoFactor(.presented(.twoFactorResponse(.success)))):
        state = .newGame(NewGame.State())
        return .none

      case .login:
        return .none

      case .newGame(.logoutButtonTapped):
        state = .login(Login.State())
        return .none

      case .newGame:
        return .none
      }
    }
    .ifCaseLet(\.login, action: \.login) {
      Login()
    }
    .ifCaseLet(\.newGame, action: \.newGame) {
      NewGame()
    }
  }
}
