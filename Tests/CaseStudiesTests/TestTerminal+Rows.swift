import Testing

@testable import ComposableUI

extension TestTerminal {
  /// Clicks `text` on the row that shows `label`, for rows that show the same buttons (every
  /// counter's `[+]`): the first `text` after the label.
  func click(
    _ text: String, onTheRowOf label: String, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    guard let row = position(of: label)?.row,
      let labelRange = lines[row].firstRange(of: label),
      let range = lines[row][labelRange.upperBound...].firstRange(of: text)
    else {
      Issue.record(
        "No \"\(text)\" after \"\(label)\" on the screen:\n\(lines.joined(separator: "\n"))",
        sourceLocation: sourceLocation)
      return
    }
    // Counted in cells, as `click(_:)` counts them: a wide character takes two.
    let column = DisplayWidth.of(lines[row][..<range.lowerBound]) + DisplayWidth.of(text) / 2
    await click(column: column, row: row)
  }
}
