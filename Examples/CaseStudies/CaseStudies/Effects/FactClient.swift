import ComposableArchitecture
import Foundation

/// Facts about numbers, as a dependency: the effects case studies ask it and tests replace it.
@DependencyClient
struct FactClient: Sendable {
  /// A fact about a number.
  var fetch: @Sendable (_ number: Int) async throws -> String
}

extension FactClient {
  /// A fact about a number, or why none came, in a form an action can carry.
  func result(for number: Int) async -> Result<String, FactError> {
    do {
      return .success(try await fetch(number))
    } catch {
      return .failure(FactError(description: "\(error)"))
    }
  }
}

/// A failed request for a fact, kept as its description so that actions stay equatable.
struct FactError: Error, Equatable {
  var description: String
}

extension Result<String, FactError> {
  /// What a screen shows of an answer: the fact, or why none came.
  var shown: String {
    switch self {
    case .success(let fact): fact
    case .failure(let error): "Could not load a fact: \(error.description)"
    }
  }
}

extension FactClient: DependencyKey {
  /// Works out a fact offline, after a pause as a server would take, so that the screens can
  /// show a request in flight (and the cancellation study can cancel one).
  static let liveValue = FactClient { number in
    @Dependency(\.continuousClock) var clock
    try await clock.sleep(for: .seconds(1))
    return fact(about: number)
  }

  /// Fails the test that asks for a fact without saying what the answer is.
  static let testValue = FactClient()

  /// A fact about a number, worked out from its arithmetic: its sign, parity, primality and
  /// whether it is a square.
  static func fact(about number: Int) -> String {
    if number < 0 {
      return "\(number) is below zero. \(fact(about: -number))"
    }
    if number == 0 { return "0 is even, and neither positive nor negative." }
    if number == 1 { return "1 is odd, and neither prime nor composite." }
    var properties = [number.isMultiple(of: 2) ? "even" : "odd"]
    let root = Int(Double(number).squareRoot())
    let isPrime = (2...max(2, root)).allSatisfy { $0 == number || !number.isMultiple(of: $0) }
    properties.append(isPrime ? "prime" : "composite")
    if root * root == number { properties.append("the square of \(root)") }
    return "\(number) is \(properties.joined(separator: ", "))."
  }
}

extension DependencyValues {
  /// Facts about numbers.
  var factClient: FactClient {
    get { self[FactClient.self] }
    set { self[FactClient.self] = newValue }
  }
}
