import ComposableArchitecture
import ComposableUI
import TicTacToeAuthentication

/// The second step of a login on screen: the code, and a button that checks it.
public struct TwoFactorView: View {
  @Bindable var store: StoreOf<TwoFactor>

  /// The view of a two-factor form's store.
  public init(store: StoreOf<TwoFactor>) {
    self.store = store
  }

  public var body: some View {
    VStack(alignment: .leading) {
      Text("Two-factor authentication").bold()
      Text("Enter the code sent to you (demo: \(AuthenticationClient.demoCode)).")
      TextField("Code", text: $store.code)
        .onSubmit(submit)
      Button(store.isTwoFactorRequestInFlight ? "Checking…" : "Submit", action: submit)
        .disabled(!store.isFormValid || store.isTwoFactorRequestInFlight)
    }
    .alert($store.scope(state: \.alert, action: \.alert))
  }

  /// Sends the code, once the form is complete and nothing is in flight.
  private func submit() {
    guard store.isFormValid, !store.isTwoFactorRequestInFlight else { return }
    store.send(.submitButtonTapped)
  }
}
