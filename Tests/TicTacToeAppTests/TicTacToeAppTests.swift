import ComposableArchitecture
import Testing
import TicTacToeAppFeature
import TicTacToeAuthentication
import TicTacToeGame
import TicTacToeLogin
import TicTacToeNewGame
import TicTacToeTwoFactor

@Suite @MainActor struct TicTacToeAppTests {
  /// The app at its login screen, talking to the offline client of the demo accounts.
  private func makeLoggedOutStore() -> TestStore<TicTacToeApp.State, TicTacToeApp.Action> {
    TestStore(initialState: TicTacToeApp.State.login(Login.State())) {
      TicTacToeApp.body
    } withDependencies: {
      $0.authenticationClient = .liveValue
    }
  }

  /// Fills in the login form and taps "Log in", asserting each step.
  private func logIn(
    _ store: TestStore<TicTacToeApp.State, TicTacToeApp.Action>,
    email: String,
    password: String
  ) async {
    await store.send(\.login.binding.email, email) {
      $0.modify(\.login) { $0.email = email }
    }
    await store.send(\.login.binding.password, password) {
      $0.modify(\.login) {
        $0.password = password
        $0.isFormValid = true
      }
    }
    await store.send(\.login.loginButtonTapped) {
      $0.modify(\.login) { $0.isLoginRequestInFlight = true }
    }
  }

  @Test func loginGoesStraightToANewGame() async {
    let store = makeLoggedOutStore()

    await logIn(store, email: "blob@pointfree.co", password: "password")
    await store.receive(\.login.loginResponse.success) {
      $0 = .newGame(NewGame.State())
    }
  }

  @Test func loginWithTwoFactorGoesToANewGame() async {
    let store = TestStore(initialState: TicTacToeApp.State.login(Login.State())) {
      TicTacToeApp.body
    } withDependencies: {
      $0.authenticationClient.login = { _ in
        AuthenticationResponse(token: "deadbeef", twoFactorRequired: true)
      }
      $0.authenticationClient.twoFactor = { _ in
        AuthenticationResponse(token: "deadbeef", twoFactorRequired: false)
      }
    }

    await logIn(store, email: "2fa@pointfree.co", password: "password")
    // A second factor is needed: still logged out, with the two-factor form up.
    await store.receive(\.login.loginResponse.success) {
      $0.modify(\.login) {
        $0.isLoginRequestInFlight = false
        $0.twoFactor = TwoFactor.State(token: "deadbeef")
      }
    }
    await store.send(\.login.twoFactor.binding.code, "1234") {
      $0.modify(\.login) {
        $0.twoFactor?.code = "1234"
        $0.twoFactor?.isFormValid = true
      }
    }
    await store.send(\.login.twoFactor.submitButtonTapped) {
      $0.modify(\.login) { $0.twoFactor?.isTwoFactorRequestInFlight = true }
    }
    await store.receive(\.login.twoFactor.twoFactorResponse.success) {
      $0 = .newGame(NewGame.State())
    }
  }

  @Test func aFailedLoginStaysOnLogin() async {
    let store = makeLoggedOutStore()

    await logIn(store, email: "blob@pointfree.co", password: "wrong")
    await store.receive(\.login.loginResponse.failure) {
      $0.modify(\.login) {
        $0.isLoginRequestInFlight = false
        $0.alert = AlertState { TextState("No account has that email and password.") }
      }
    }
  }

  @Test func playingAGameThenLoggingOut() async {
    let store = TestStore(initialState: TicTacToeApp.State.newGame(NewGame.State())) {
      TicTacToeApp.body
    }

    await store.send(\.newGame.binding.xPlayerName, "Blob Sr.") {
      $0.modify(\.newGame) { $0.xPlayerName = "Blob Sr." }
    }
    await store.send(\.newGame.binding.oPlayerName, "Blob Jr.") {
      $0.modify(\.newGame) { $0.oPlayerName = "Blob Jr." }
    }
    await store.send(\.newGame.letsPlayButtonTapped) {
      $0.modify(\.newGame) {
        $0.game = Game.State(oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr.")
      }
    }
    await store.send(.newGame(.game(.presented(.gameCellTapped(row: 1, column: 1))))) {
      $0.modify(\.newGame) {
        $0.game?.board[row: 1, column: 1] = .x
        $0.game?.currentPlayer = .o
      }
    }
    await store.send(\.newGame.game.quitButtonTapped)
    await store.receive(\.newGame.game.dismiss) {
      $0.modify(\.newGame) { $0.game = nil }
    }
    await store.send(\.newGame.logoutButtonTapped) {
      $0 = .login(Login.State())
    }
  }

  @Test func loggingOutInTheMiddleOfAGame() async {
    var newGame = NewGame.State()
    newGame.game = Game.State(oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr.")
    let store = TestStore(initialState: TicTacToeApp.State.newGame(newGame)) {
      TicTacToeApp.body
    }

    await store.send(\.newGame.logoutButtonTapped) {
      $0 = .login(Login.State())
    }
  }
}
