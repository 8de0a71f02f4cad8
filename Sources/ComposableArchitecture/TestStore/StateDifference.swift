import CustomDump

/// The difference between an expected and an actual state, as custom-dump shows it.
///
/// Shared values are one reference in both states, so when the feature changed some, the two
/// states are dumped separately (the expected one reading the values the test expects) and
/// compared line by line.
func stateDifference<State>(
  _ expected: State, _ actual: State, shared: SharedChangeTracker?
) -> String? {
  guard let shared, shared.hasChanges else {
    return diff(expected, actual, format: .proportional)
  }
  let expectedLines = shared.withMode(.readingExpected) {
    String(customDumping: expected).split(separator: "\n", omittingEmptySubsequences: false)
  }
  let actualLines = shared.withMode(.readingActual) {
    String(customDumping: actual).split(separator: "\n", omittingEmptySubsequences: false)
  }
  guard expectedLines != actualLines else { return nil }
  return LineDifference(from: expectedLines, to: actualLines).text
}

