import ComposableArchitecture
import LoginFeature
import NewGameFeature

/// The root of the modular tic-tac-toe app: logged out it shows the login flow, logged in the
/// new-game screen. It composes the two feature modules and owns the session: a successful login
/// (straight in, or after the second factor) starts a new game, and logging out returns to login.
///
/// An enum reducer that declares its own `body`: the macro generates `State`, `Action` and the
/// case scoping for views, and the body adds the transitions between cases.
@Reducer(state: .equatable)
public enum TicTacToeApp {
  case login(Login)
  case newGame(NewGame)

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
