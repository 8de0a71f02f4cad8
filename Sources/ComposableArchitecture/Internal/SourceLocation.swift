import IssueReporting

/// Where a user wrote an operator, so that warnings about it point there.
@usableFromInline
struct SourceLocation: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  @usableFromInline
  init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  func report(_ message: String) {
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
