import ComposableArchitecture
import Foundation

/// What the login form sends: an email and a password.
public struct LoginRequest: Equatable, Sendable {
  /// The account's email.
  public var email: String
  /// The account's password.
  public var password: String

  /// A request for the account `email`, with `password`.
  public init(email: String, password: String) {
    self.email = email
    self.password = password
  }
}

/// What the two-factor form sends: the code the user typed, and the token of the login that asked
/// for it.
public struct TwoFactorRequest: Equatable, Sendable {
  /// The code the user typed.
  public var code: String
  /// The token of the login that asked for the code.
  public var token: String

  /// A request to check `code` for the login whose token is `token`.
  public init(code: String, token: String) {
    self.code = code
    self.token = token
  }
}

/// A session token, and whether a second factor is still needed before it can be used.
public struct AuthenticationResponse: Equatable, Sendable {
  /// The session token.
  public var token: String
  /// Whether the token works only once a second factor is checked.
  public var twoFactorRequired: Bool

  /// A response with `token`, which needs a second factor when `twoFactorRequired`.
  public init(token: String, twoFactorRequired: Bool) {
    self.token = token
    self.twoFactorRequired = twoFactorRequired
  }
}

/// Why an authentication request was refused.
public enum AuthenticationError: LocalizedError, Equatable, Sendable {
  /// No account has this email and password.
  case invalidUserPassword
  /// The two-factor code is not the one expected.
  case invalidTwoFactor

  /// The reason, in words, for the alert.
  public var errorDescription: String? {
    switch self {
    case .invalidUserPassword:
      "No account has that email and password."
    case .invalidTwoFactor:
      "That code is wrong (the demo code is \(AuthenticationClient.demoCode))."
    }
  }
}

/// Logs a user in, in one or two steps.
@DependencyClient
public struct AuthenticationClient: Sendable {
  /// Checks an email and a password.
  public var login: @Sendable (_ request: LoginRequest) async throws -> AuthenticationResponse
  /// Checks the second factor of a login that asked for one.
  public var twoFactor:
    @Sendable (_ request: TwoFactorRequest) async throws -> AuthenticationResponse
}

extension AuthenticationClient: DependencyKey {
  /// The demo account that logs straight in.
  public static let demoEmail = "blob@pointfree.co"
  /// The demo account that needs a second factor.
  public static let demoTwoFactorEmail = "2fa@pointfree.co"
  /// The password of both demo accounts.
  public static let demoPassword = "password"
  /// The second factor of ``demoTwoFactorEmail``.
  public static let demoCode = "1234"
  /// The token of the demo account that logs straight in.
  public static let demoToken = "blob-session-token"
  /// The token of the demo account that needs a second factor.
  public static let demoTwoFactorToken = "2fa-session-token"

  /// An offline client that knows two demo accounts, both with the password ``demoPassword``:
  ///
  /// - ``demoEmail`` logs straight in.
  /// - ``demoTwoFactorEmail`` needs the two-factor code ``demoCode``.
  ///
  /// Anything else is refused.
  public static let liveValue = AuthenticationClient(
    login: { request in
      guard request.password == demoPassword else {
        throw AuthenticationError.invalidUserPassword
      }
      switch request.email {
      case demoEmail:
        return AuthenticationResponse(token: demoToken, twoFactorRequired: false)
      case demoTwoFactorEmail:
        return AuthenticationResponse(token: demoTwoFactorToken, twoFactorRequired: true)
      default:
        throw AuthenticationError.invalidUserPassword
      }
    },
    twoFactor: { request in
      guard request.token == demoTwoFactorToken, request.code == demoCode else {
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
  /// The client that logs users in.
  public var authenticationClient: AuthenticationClient {
    get { self[AuthenticationClient.self] }
    set { self[AuthenticationClient.self] = newValue }
  }
}
