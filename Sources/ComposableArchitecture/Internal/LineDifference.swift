/// A line diff in custom-dump's proportional format: `−` removed, `+` inserted, and a figure space
/// before unchanged lines.
///
/// Linear in the common beginning and end; the changed region between them is aligned line by
/// line while it is small enough, and otherwise shown coarsely (all removed, then all added), so
/// that a state that changed entirely does not take quadratic time.
struct LineDifference {
  /// The lines of the diff.
  let lines: [String]
  /// Whether the changed region was too large to align, and is shown as removed, then added.
  let isCoarse: Bool
  /// The number of lines in the changed region, old and new.
  let changedLines: Int

  /// - Parameter alignmentLimit: The most lines (old and new) a changed region may have to be
  ///   aligned line by line.
  init(from old: [Substring], to new: [Substring], alignmentLimit: Int = 4_000) {
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
    let oldMiddle = old[prefix..<(old.count - suffix)]
    let newMiddle = new[prefix..<(new.count - suffix)]
    changedLines = oldMiddle.count + newMiddle.count
    isCoarse = changedLines > alignmentLimit

    var lines: [String] = []
    lines.reserveCapacity(old.count + newMiddle.count)
    for line in old[..<prefix] {
      lines.append("\u{2007} \(line)")
    }
    if isCoarse {
      for line in oldMiddle { lines.append("− \(line)") }
      for line in newMiddle { lines.append("+ \(line)") }
    } else {
      Self.align(Array(oldMiddle), Array(newMiddle), into: &lines)
    }
    for line in old[(old.count - suffix)...] {
      lines.append("\u{2007} \(line)")
    }
    self.lines = lines
  }

  private static func align(_ old: [Substring], _ new: [Substring], into lines: inout [String]) {
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in new.difference(from: old) {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
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
  }
}
