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

  /// Reports an action for a child that went away: as a binding that outlived the child when a
  /// binding's setter sent it (once, instead of also "no BindingReducer applied it"), otherwise
  /// as `message` says.
  @usableFromInline
  func reportGoneChild(
    operator name: String, child: String, gone: String, action: Any,
    otherwise message: @autoclosure () -> String
  ) {
    report(
      BindingCheck.takePending()
        ? Message.bindingToGoneChild(
          operator: name, child: child, gone: gone, fileID: fileID, line: line, action: action)
        : message()
    )
  }

  /// Reports a child action that arrived while the child's state was absent.
  @usableFromInline
  func reportChildActionWithoutState(
    operator name: String, action: Any, stateDescription: String
  ) {
    // The operator's bare name, for the binding message: "An \"ifLet\"" names ifLet.
    let bareName = name.split(separator: "\"").dropFirst().first.map(String.init) ?? name
    reportGoneChild(
      operator: bareName, child: "child", gone: "removed", action: action,
      otherwise: Message.childActionWithoutState(
        operator: name, fileID: fileID, line: line, action: action,
        stateDescription: stateDescription
      )
    )
  }

  /// Reports an element action for an id that is not in the collection.
  @usableFromInline
  func reportMissingElement(action: Any) {
    reportGoneChild(
      operator: "forEach", child: "element", gone: "removed", action: action,
      otherwise: Message.missingElement(fileID: fileID, line: line, action: action))
  }
}
