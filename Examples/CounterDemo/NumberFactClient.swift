import ComposableArchitecture

/// Fetches a fact about a number.
@DependencyClient
struct NumberFactClient {
  var fetch: @Sendable (_ number: Int) async throws -> String
}

extension NumberFactClient: DependencyKey {
  /// Offline by default: facts are derived from the number itself, so the demo runs anywhere.
  static let liveValue = NumberFactClient(fetch: { number in
    var facts: [String] = []
    facts.append(number.isMultiple(of: 2) ? "\(number) is even" : "\(number) is odd")
    if number > 1, (2..<number).allSatisfy({ number % $0 != 0 }) {
      facts.append("\(number) is prime")
    }
    let root = Int(Double(abs(number)).squareRoot())
    if number >= 0, root * root == number {
      facts.append("\(number) is the square of \(root)")
    }
    return facts.joined(separator: ", ") + "."
  })
}

extension DependencyValues {
  var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}
