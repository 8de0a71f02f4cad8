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
  return lineDifference(from: expectedLines, to: actualLines)
}

/// A line diff in custom-dump's proportional format: `−` removed, `+` inserted, and a figure
/// space before unchanged lines.
func lineDifference(from old: [Substring], to new: [Substring]) -> String {
  let changes = new.difference(from: old)
  var removed = Set<Int>()
  var inserted = Set<Int>()
  for change in changes {
    switch change {
    case .remove(let offset, _, _): removed.insert(offset)
    case .insert(let offset, _, _): inserted.insert(offset)
    }
  }
  var lines: [String] = []
  var oldIndex = 0
  var newIndex = 0
  while oldIndex < old.count || newIndex < new.count {
    if oldIndex < old.count, removed.contains(oldIndex) {
      lines.append("− \(old[oldIndex])")
      oldIndex += 1
    } else if newIndex < new.count, inserted.contains(newIndex) {
      lines.append("+ \(new[newIndex])")
      newIndex += 1
    } else {
      lines.append("\u{2007} \(new[newIndex])")
      oldIndex += 1
      newIndex += 1
    }
  }
  return lines.joined(separator: "\n")
}
