import ComposableArchitecture
import ComposableUI
import TicTacToeAuthentication
import TicTacToeTwoFactor

/// The login form on screen, the demo accounts under it, and the two-factor form over it when
/// the account needs one.
public struct LoginView: View {
  @Bindable var store: StoreOf<Login>

  /// The view of a login form's store.
  public init(store: StoreOf<Login>) {
    self.store = store
  }

  public var body: some View {
    VStack(alignment: .leading) {
      Text("Tic-tac-toe").bold()
      Text("Log in to play.")
      Group {
        TextField("Email", text: $store.email)
        SecureField("Password", text: $store.password)
      }
      .onSubmit(logIn)
      Button(store.isLoginRequestInFlight ? "Logging in…" : "Log in", action: logIn)
        .disabled(!store.isFormValid || store.isLoginRequestInFlight)
      Divider()
      Text("Demo accounts (password: \(AuthenticationClient.demoPassword)):")
        .foregroundColor(.gray)
      Text("  \(AuthenticationClient.demoEmail): straight in").foregroundColor(.gray)
      Text(
        "  \(AuthenticationClient.demoTwoFactorEmail): asks for the code \(AuthenticationClient.demoCode)"
      )
      .foregroundColor(.gray)
    }
    .alert($store.scope(state: \.alert, action: \.alert))
    .sheet(item: $store.scope(state: \.twoFactor, action: \.twoFactor)) { store in
      TwoFactorView(store: store)
    }
  }

  /// Sends the form, once it is complete and nothing is in flight.
  private func logIn() {
    guard store.isFormValid, !store.isLoginRequestInFlight else { return }
    store.send(.loginButtonTapped)
  }
}
