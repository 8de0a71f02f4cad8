import AuthenticationClient
import ComposableArchitecture
import Foundation
import TwoFactorFeature

/// The login form: an email and a password, a login request, and the two-factor form when the
/// account needs one.
///
/// A parent learns that the user is in by observing `.loginResponse(.success)` (when no second
/// factor is required) or `.twoFactor(.presented(.twoFactorResponse(.success)))`.
@Reducer
public struct Login: Sendable {
  @ObservableState
  public struct State: Equatable {
    @Presents public var alert: AlertState<Action.Alert>?
    public var email = ""
    public var isFormValid = false
    public var isLoginRequestInFlight = false
    public var password = ""
    @Presents public var twoFactor: TwoFactor.State?

    public init() {}
  }

  public enum Action: BindableAction, Sendable {
    case alert(PresentationAction<Alert>)
    case binding(BindingAction<State>)
    case loginButtonTapped
    case loginResponse(Result<AuthenticationResponse, any Error>)
    case twoFactor(PresentationAction<TwoFactor.Action>)

    public enum Alert: Equatable, Sendable {}
  }

  @Dependency(\.authenticationClient) var authenticationClient

  public init() {}

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
        let request = LoginRequest(email: state.email, password: state.password)
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
