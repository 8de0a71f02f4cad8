import ComposableArchitecture
import Foundation
import TicTacToeAuthentication
import TicTacToeTwoFactor

/// The login form: an email and a password, a login request, and the two-factor form when the
/// account needs one.
///
/// A parent learns that the user is in by observing `.loginResponse(.success)` (when no second
/// factor is required) or `.twoFactor(.presented(.twoFactorResponse(.success)))`.
@Reducer
public struct Login: Sendable {
  @ObservableState
  public struct State: Equatable, Sendable {
    @Presents public var alert: AlertState<Action.Alert>?
    /// The email typed.
    public var email = ""
    /// Whether both fields are filled in.
    public var isFormValid = false
    /// Whether the login request is on its way.
    public var isLoginRequestInFlight = false
    /// The password typed.
    public var password = ""
    /// The second step, while the account needs one.
    @Presents public var twoFactor: TwoFactor.State?

    /// An empty form.
    public init() {}
  }

  /// What happens on the login form.
  public enum Action: BindableAction, Sendable {
    /// The alert's actions.
    case alert(PresentationAction<Alert>)
    /// A field changed.
    case binding(BindingAction<State>)
    /// "Log in" was pressed.
    case loginButtonTapped
    /// The client's answer.
    case loginResponse(Result<AuthenticationResponse, any Error>)
    /// The second step's actions.
    case twoFactor(PresentationAction<TwoFactor.Action>)

    /// The alert's actions: it only shows why a login failed.
    public enum Alert: Equatable, Sendable {}
  }

  @Dependency(\.authenticationClient) var authenticationClient

  /// The login reducer.
  public init() {}

  /// Sends the form and presents the second step when the account needs it.
  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .alert:
        return .none

      case .binding:
        state.isFormValid = !state.email.isEmpty && !state.password.isEmpty
        return .none

      case .loginButtonTapped:
        state.isLoginRequestInFlight = true
        // Emails are matched as people mean them: case and surrounding spaces aside.
        let email = state.email.trimmingCharacters(in: .whitespaces).lowercased()
        let request = LoginRequest(email: email, password: state.password)
        return .authenticate(
          { try await self.authenticationClient.login(request: request) },
          response: { .loginResponse($0) }
        )

      case .loginResponse(.success(let response)):
        state.isLoginRequestInFlight = false
        if response.twoFactorRequired {
          state.twoFactor = TwoFactor.State(token: response.token)
        }
        return .none

      case .loginResponse(.failure(let error)):
        state.isLoginRequestInFlight = false
        state.alert = .authenticationFailed(error)
        return .none

      case .twoFactor:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$twoFactor, action: \.twoFactor) {
      TwoFactor()
    }
  }
}
