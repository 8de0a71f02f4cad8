/// A line diff in custom-dump's proportional format: `−` removed, `+` inserted, and a figure space
/// before unchanged lines.
///
/// Linear in the common beginning and end; the changed region between them is aligned line by
/// line while it is small enough, and otherwise shown coarsely (all removed, then all added), so
/// that a state that changed entirely does not take quadratic time.
package struct LineDifference<Line: Equatable> {
  /// How a line fares.
  package enum Sign {
    case unchanged, removed, inserted

    /// `−`, `+`, or a figure space.
    var symbol: String {
      switch self {
      case .unchanged: "\u{2007}"
      case .removed: "−"
      case .inserted: "+"
      }
    }
  }

  private let old: [Line]
  private let new: [Line]
  private let prefix: Int
  private let suffix: Int
  /// The changed region, aligned; empty when it is shown coarsely.
  private let aligned: [(Sign, Line)]
  /// Whether the changed region was too large to align, and is shown as removed, then added.
  package let isCoarse: Bool
  /// The number of lines in the changed region, old and new.
  package let changedLines: Int

  /// - Parameter alignmentLimit: The most lines (old and new) a changed region may have to be
  ///   aligned line by line.
  package init(from old: [Line], to new: [Line], alignmentLimit: Int = 4_000) {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] {
      prefix += 1
    }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    self.old = old
    self.new = new
    self.prefix = prefix
    self.suffix = suffix
    changedLines = (old.count - prefix - suffix) + (new.count - prefix - suffix)
    isCoarse = changedLines > alignmentLimit
    aligned =
      isCoarse
      ? []
      : Self.align(
        Array(old[prefix..<(old.count - suffix)]), Array(new[prefix..<(new.count - suffix)]))
  }

  /// Calls `body` with each line of the diff, in order; only the changed ones unless
  /// `includingUnchanged`.
  package func forEach(includingUnchanged: Bool = true, _ body: (Sign, Line) -> Void) {
    if includingUnchanged {
      for line in old[0..<prefix] { body(.unchanged, line) }
    }
    if isCoarse {
      for line in old[prefix..<(old.count - suffix)] { body(.removed, line) }
      for line in new[prefix..<(new.count - suffix)] { body(.inserted, line) }
    } else {
      for (sign, line) in aligned where includingUnchanged || sign != .unchanged {
        body(sign, line)
      }
    }
    if includingUnchanged {
      for line in old[(old.count - suffix)...] { body(.unchanged, line) }
    }
  }

  private static func align(_ old: [Line], _ new: [Line]) -> [(Sign, Line)] {
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in new.difference(from: old) {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    var changes: [(Sign, Line)] = []
    var oldIndex = 0
    var newIndex = 0
    while oldIndex < old.count || newIndex < new.count {
      if oldIndex < old.count, removed.contains(oldIndex) {
        changes.append((.removed, old[oldIndex]))
        oldIndex += 1
      } else if newIndex < new.count, inserted.contains(newIndex) {
        changes.append((.inserted, new[newIndex]))
        newIndex += 1
      } else {
        changes.append((.unchanged, new[newIndex]))
        oldIndex += 1
        newIndex += 1
      }
    }
    return changes
  }
}

extension LineDifference where Line: StringProtocol {
  /// The diff as text: `− line`, `+ line`, or a figure space and the line.
  package var text: String {
    var lines: [String] = []
    forEach { sign, line in lines.append("\(sign.symbol) \(line)") }
    return lines.joined(separator: "\n")
  }
}
