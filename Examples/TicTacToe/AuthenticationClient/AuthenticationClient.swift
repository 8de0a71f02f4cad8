import ComposableArchitecture
import Foundation

/// What the login form sends: an email and a password.
public struct LoginRequest: Equatable, Sendable {
  public var email: String
  public var password: String

  public init(email: String, password: String) {
    self.email = email
    self.password = password
  }
}

/// What the two-factor form sends: the code the user typed, and the token of the login that asked
/// for it.
public struct TwoFactorRequest: Equatable, Sendable {
  public var code: String
  public var token: String

  public init(code: String, token: String) {
    self.code = code
    self.token = token
  }
}

/// A session token, and whether a second factor is still needed before it can be used.
public struct AuthenticationResponse: Equatable, Sendable {
  public var token: String
  public var twoFactorRequired: Bool

  public init(token: String, twoFactorRequired: Bool) {
    self.token = token
    self.twoFactorRequired = twoFactorRequired
  }
}

public enum AuthenticationError: LocalizedError, Equatable, Sendable {
  case invalidUserPassword
  case invalidTwoFactor

  public var errorDescription: String? {
    switch self {
    case .invalidUserPassword:
      "Unknown user or invalid password."
    case .invalidTwoFactor:
      "Invalid second factor (try 1234)."
    }
  }
}

/// Logs a user in, in one or two steps.
@DependencyClient
public struct AuthenticationClient: Sendable {
  public var login: @Sendable (_ request: LoginRequest) async throws -> AuthenticationResponse
  public var twoFactor:
    @Sendable (_ request: TwoFactorRequest) async throws -> AuthenticationResponse
}

extension AuthenticationClient: DependencyKey {
  /// The token of the demo account that logs straight in.
  public static let demoToken = "blob-session-token"
  /// The token of the demo account that needs a second factor.
  public static let demoTwoFactorToken = "2fa-session-token"

  /// An offline client that knows two demo accounts:
  ///
  /// - "blob@pointfree.co" / "password" logs straight in.
  /// - "2fa@pointfree.co" / "password" needs the two-factor code "1234".
  ///
  /// Anything else is refused.
  public static let liveValue = AuthenticationClient(
    login: { request in
      switch (request.email, request.password) {
      case ("blob@pointfree.co", "password"):
        return AuthenticationResponse(
          token: AuthenticationClient.demoToken, twoFactorRequired: false
        )
      case ("2fa@pointfree.co", "password"):
        return AuthenticationResponse(
          token: AuthenticationClient.demoTwoFactorToken, twoFactorRequired: true
        )
      default:
        throw AuthenticationError.invalidUserPassword
      }
    },
    twoFactor: { request in
      guard request.token == AuthenticationClient.demoTwoFactorToken, request.code == "1234"
      else {
        throw AuthenticationError.invalidTwoFactor
      }
      return AuthenticationResponse(
        token: AuthenticationClient.demoTwoFactorToken, twoFactorRequired: false
      )
    }
  )

  /// Every endpoint unimplemented: a test overrides the ones its feature calls.
  public static let testValue = AuthenticationClient()
}

extension DependencyValues {
  public var authenticationClient: AuthenticationClient {
    get { self[AuthenticationClient.self] }
    set { self[AuthenticationClient.self] = newValue }
  }
}
