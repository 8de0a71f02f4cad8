import ComposableArchitecture
import Foundation
import TicTacToeAuthentication

/// The second step of a login: the four-digit code sent to the user, checked against the token of
/// the login that asked for it.
@Reducer
public struct TwoFactor: Sendable {
  @ObservableState
  public struct State: Equatable, Sendable {
    /// Why the last code was refused, while it is shown.
    @Presents public var alert: AlertState<Action.Alert>?
    /// The code typed.
    public var code = ""
    /// Whether the code has its four digits.
    public var isFormValid = false
    /// Whether the code is being checked.
    public var isTwoFactorRequestInFlight = false
    /// The token of the login that asked for the code.
    public let token: String

    /// An empty form for the login whose token is `token`.
    public init(token: String) {
      self.token = token
    }
  }

  /// What happens on the two-factor form.
  public enum Action: BindableAction, Sendable {
    /// The alert's actions.
    case alert(PresentationAction<Alert>)
    /// The code changed.
    case binding(BindingAction<State>)
    /// "Submit" was pressed.
    case submitButtonTapped
    /// The client's answer.
    case twoFactorResponse(Result<AuthenticationResponse, any Error>)

    /// The alert's actions: it only shows why a code was refused.
    public enum Alert: Equatable, Sendable {}
  }

  @Dependency(\.authenticationClient) var authenticationClient

  /// The two-factor reducer.
  public init() {}

  /// Sends the code to be checked.
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
