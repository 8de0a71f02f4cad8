import ComposableArchitecture
import ComposableUI
import Testing
import TicTacToeAuthentication
import TicTacToeLogin

/// The login form on screen, typed into as a person types.
@Suite @MainActor struct LoginScreenTests {
  @Test func theFormIsSentOnlyOnceComplete() async {
    let requests = LockIsolated<[LoginRequest]>([])
    let store = Store(initialState: Login.State()) {
      Login()
    } withDependencies: {
      $0.authenticationClient.login = { request in
        requests.withValue { $0.append(request) }
        return AuthenticationResponse(token: "token", twoFactorRequired: false)
      }
    }
    let terminal = TestTerminal(columns: 60, rows: 12)
    terminal.render { LoginView(store: store) }

    // An email and no password: Enter in the password field sends nothing.
    await terminal.press(.tab)
    await terminal.type("me@example.com")
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(requests.value.isEmpty)
    #expect(!store.isLoginRequestInFlight)

    await terminal.type("secret")
    #expect(terminal.visibleLines[2...4] == ["me@example.com", "••••••", "[Log in]"])
    await terminal.press(.enter)
    await terminal.settle(until: { !requests.value.isEmpty && !store.isLoginRequestInFlight })
    #expect(requests.value == [LoginRequest(email: "me@example.com", password: "secret")])
    #expect(!store.isLoginRequestInFlight)
    #expect(store.twoFactor == nil && store.alert == nil)
  }
}
