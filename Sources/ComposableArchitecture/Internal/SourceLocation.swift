import IssueReporting

/// Where a user wrote an operator, so that warnings about it point there.
@usableFromInline
struct SourceLocation: Sendable {
  @usableFromInline let fileID: StaticString
  @usableFromInline let filePath: StaticString
  @usableFromInline let line: UInt
  @usableFromInline let column: UInt

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

  /// Reports a child action that arrived while the child's state was absent.
  @usableFromInline
  func reportChildActionWithoutState(
    operator name: String, action: Any, stateDescription: String
  ) {
    report(
      Message.childActionWithoutState(
        operator: name, fileID: fileID, line: line, action: action,
        stateDescription: stateDescription
      )
    )
  }

  /// Reports an element action for an id that is not in the collection.
  @usableFromInline
  func reportMissingElement(action: Any) {
    report(Message.missingElement(fileID: fileID, line: line, action: action))
  }
}
