import ComposableArchitecture
import Foundation
import Testing
import TicTacToeAuthentication
import TicTacToeLogin
import TicTacToeTwoFactor

@Suite @MainActor struct LoginTests {
  /// Types an email and a password, asserting that the form turns valid once both are in.
  private func fillInForm(_ store: TestStoreOf<Login>, email: String, password: String) async {
    await store.send(\.binding.email, email) {
      $0.email = email
    }
    await store.send(\.binding.password, password) {
      $0.password = password
      $0.isFormValid = true
    }
  }

  /// Fills in the form and taps "Log in", asserting that the request is in flight.
  private func logIn(_ store: TestStoreOf<Login>, email: String, password: String) async {
    await fillInForm(store, email: email, password: password)
    await store.send(.loginButtonTapped) {
      $0.isLoginRequestInFlight = true
    }
  }

  @Test func loginWithoutTwoFactor() async {
    let requests = LockIsolated<[LoginRequest]>([])
    let store = TestStore(initialState: Login.State()) {
      Login()
    } withDependencies: {
      $0.authenticationClient.login = { request in
        requests.withValue { $0.append(request) }
        return AuthenticationResponse(token: "deadbeef", twoFactorRequired: false)
      }
    }

    await logIn(store, email: "blob@pointfree.co", password: "password")
    await store.receive(
      \.loginResponse.success,
      AuthenticationResponse(token: "deadbeef", twoFactorRequired: false)
    ) {
      $0.isLoginRequestInFlight = false
    }
    #expect(requests.value == [LoginRequest(email: "blob@pointfree.co", password: "password")])
  }

  @Test func loginThatNeedsTwoFactorPresentsIt() async {
    let store = TestStore(initialState: Login.State()) {
      Login()
    } withDependencies: {
      $0.authenticationClient.login = { _ in
        AuthenticationResponse(token: "deadbeef", twoFactorRequired: true)
      }
      $0.authenticationClient.twoFactor = { request in
        guard request == TwoFactorRequest(code: "1234", token: "deadbeef") else {
          throw AuthenticationError.invalidTwoFactor
        }
        return AuthenticationResponse(token: "deadbeef", twoFactorRequired: false)
      }
    }

    await logIn(store, email: "2fa@pointfree.co", password: "password")
    await store.receive(\.loginResponse.success) {
      $0.isLoginRequestInFlight = false
      $0.twoFactor = TwoFactor.State(token: "deadbeef")
    }
    await store.send(\.twoFactor.binding.code, "1234") {
      $0.twoFactor?.code = "1234"
      $0.twoFactor?.isFormValid = true
    }
    await store.send(\.twoFactor.submitButtonTapped) {
      $0.twoFactor?.isTwoFactorRequestInFlight = true
    }
    await store.receive(\.twoFactor.twoFactorResponse.success) {
      $0.twoFactor?.isTwoFactorRequestInFlight = false
    }
  }

  @Test func wrongPasswordShowsAnAlert() async {
    let store = TestStore(initialState: Login.State()) {
      Login()
    } withDependencies: {
      $0.authenticationClient.login = { _ in
        throw AuthenticationError.invalidUserPassword
      }
    }

    await logIn(store, email: "blob@pointfree.co", password: "hunter2")
    await store.receive(\.loginResponse.failure) {
      $0.isLoginRequestInFlight = false
      $0.alert = AlertState {
        TextState(AuthenticationError.invalidUserPassword.localizedDescription)
      }
    }
    await store.send(.alert(.dismiss)) {
      $0.alert = nil
    }
  }

  @Test func clearingAFieldInvalidatesTheForm() async {
    let store = TestStore(initialState: Login.State()) { Login() }

    await fillInForm(store, email: "blob@pointfree.co", password: "password")
    await store.send(\.binding.email, "") {
      $0.email = ""
      $0.isFormValid = false
    }
  }

  @Test func theOfflineClientKnowsTheDemoAccounts() async throws {
    let client = AuthenticationClient.liveValue

    let blob = try await client.login(
      request: LoginRequest(email: "blob@pointfree.co", password: "password")
    )
    #expect(!blob.twoFactorRequired)

    let twoFactor = try await client.login(
      request: LoginRequest(email: "2fa@pointfree.co", password: "password")
    )
    #expect(twoFactor.twoFactorRequired)
    let confirmed = try await client.twoFactor(
      request: TwoFactorRequest(code: "1234", token: twoFactor.token)
    )
    #expect(!confirmed.twoFactorRequired)

    await #expect(throws: AuthenticationError.invalidUserPassword) {
      try await client.login(
        request: LoginRequest(email: "blob@pointfree.co", password: "wrong")
      )
    }
    await #expect(throws: AuthenticationError.invalidTwoFactor) {
      try await client.twoFactor(
        request: TwoFactorRequest(code: "0000", token: twoFactor.token)
      )
    }
  }

  @Test func wrongCodeInsideTheLoginFlow() async {
    var state = Login.State()
    state.email = "2fa@pointfree.co"
    state.password = "password"
    state.isFormValid = true
    state.twoFactor = TwoFactor.State(token: AuthenticationClient.demoTwoFactorToken)
    let store = TestStore(initialState: state) {
      Login()
    } withDependencies: {
      $0.authenticationClient = .liveValue
    }

    await store.send(\.twoFactor.binding.code, "4321") {
      $0.twoFactor?.code = "4321"
      $0.twoFactor?.isFormValid = true
    }
    await store.send(\.twoFactor.submitButtonTapped) {
      $0.twoFactor?.isTwoFactorRequestInFlight = true
    }
    await store.receive(\.twoFactor.twoFactorResponse.failure) {
      $0.twoFactor?.isTwoFactorRequestInFlight = false
      $0.twoFactor?.alert = AlertState {
        TextState("That code is wrong (the demo code is \(AuthenticationClient.demoCode)).")
      }
    }
    await store.send(\.twoFactor.alert.dismiss) {
      $0.twoFactor?.alert = nil
    }
  }
}
