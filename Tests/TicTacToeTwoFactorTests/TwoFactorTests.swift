import ComposableArchitecture
import Foundation
import Testing
import TicTacToeAuthentication
import TicTacToeTwoFactor

@Suite @MainActor struct TwoFactorTests {
  @Test func correctCode() async {
    let store = TestStore(initialState: TwoFactor.State(token: "deadbeef")) {
      TwoFactor()
    } withDependencies: {
      $0.authenticationClient.twoFactor = { request in
        #expect(request == TwoFactorRequest(code: "1234", token: "deadbeef"))
        return AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false)
      }
    }

    await store.send(\.binding.code, "1") {
      $0.code = "1"
    }
    await store.send(\.binding.code, "12") {
      $0.code = "12"
    }
    await store.send(\.binding.code, "123") {
      $0.code = "123"
    }
    await store.send(\.binding.code, "1234") {
      $0.code = "1234"
      $0.isFormValid = true
    }
    await store.send(.submitButtonTapped) {
      $0.isTwoFactorRequestInFlight = true
    }
    await store.receive(
      \.twoFactorResponse.success,
      AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false)
    ) {
      $0.isTwoFactorRequestInFlight = false
    }
  }

  @Test func wrongCodeShowsAnAlert() async {
    let store = TestStore(initialState: TwoFactor.State(token: "deadbeef")) {
      TwoFactor()
    } withDependencies: {
      $0.authenticationClient.twoFactor = { _ in
        throw AuthenticationError.invalidTwoFactor
      }
    }

    await store.send(\.binding.code, "0000") {
      $0.code = "0000"
      $0.isFormValid = true
    }
    await store.send(.submitButtonTapped) {
      $0.isTwoFactorRequestInFlight = true
    }
    await store.receive(\.twoFactorResponse.failure) {
      $0.isTwoFactorRequestInFlight = false
      $0.alert = AlertState {
        TextState(AuthenticationError.invalidTwoFactor.localizedDescription)
      }
    }
    await store.send(.alert(.dismiss)) {
      $0.alert = nil
    }
    // The user corrects the code and tries again.
    store.dependencies.authenticationClient.twoFactor = { _ in
      AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false)
    }
    await store.send(\.binding.code, "1234") {
      $0.code = "1234"
    }
    await store.send(.submitButtonTapped) {
      $0.isTwoFactorRequestInFlight = true
    }
    await store.receive(\.twoFactorResponse.success) {
      $0.isTwoFactorRequestInFlight = false
    }
  }
}
