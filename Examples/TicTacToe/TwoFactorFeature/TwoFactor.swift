import AuthenticationClient
import ComposableArchitecture
import Foundation

/// The second step of a login: the four-digit code sent to the user, checked against the token of
/// the login that asked for it.
@Reducer
public struct TwoFactor: Sendable {
  @ObservableState
  public struct State: Equatable {
    @Presents public var alert: AlertState<Action.Alert>?
    public var code = ""
    public var isFormValid = false
    public var isTwoFactorRequestInFlight = false
    public let token: String

    public init(token: String) {
      self.token = token
    }
  }

  public enum Action: BindableAction, Sendable {
    case alert(PresentationAction<Alert>)
    case binding(BindingAction<State>)
    case submitButtonTapped
    case twoFactorResponse(Result<AuthenticationResponse, any Error>)

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
        state.isFormValid = state.code.count >= 4
        return .none

      case .submitButtonTapped:
        state.isTwoFactorRequestInFlight = true
        let request = TwoFactorRequest(code: state.code, token: state.token)
        return .authenticate(
          { try await self.authenticationClient.twoFactor(request: request) },
          response: { .twoFactorResponse($0) }
        )

      case .twoFactorResponse(.success):
        state.isTwoFactorRequestInFlight = false
        return .none

      case .twoFactorResponse(.failure(let error)):
        state.isTwoFactorRequestInFlight = false
        state.alert = .authenticationFailed(error)
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}
