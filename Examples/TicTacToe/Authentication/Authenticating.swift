import ComposableArchitecture
import Foundation

// What the login form and the two-factor form share: each sends one request to
// ``AuthenticationClient`` and, when it fails, shows the error in an alert.

extension Effect {
  /// Sends an authentication request and feeds its outcome back into the feature.
  ///
  /// - Parameters:
  ///   - request: Calls the endpoint of ``AuthenticationClient`` the feature needs.
  ///   - response: The feature's action for the outcome.
  package static func authenticate(
    _ request: @escaping @Sendable () async throws -> AuthenticationResponse,
    response: @escaping @Sendable (Result<AuthenticationResponse, any Error>) -> Action
  ) -> Self {
    .run { send in
      await send(response(Result { try await request() }))
    }
  }
}

extension AlertState {
  /// An alert that shows why an authentication request failed.
  package static func authenticationFailed(_ error: any Error) -> Self {
    Self {
      TextState(error.localizedDescription)
    }
  }
}
